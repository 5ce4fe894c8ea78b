import { COURSE_TITLES, ReportNarrativeSchema, type Language, type ReportNarrative } from '@vidya/contract';
import type { ModelClient } from '../model/client.ts';
import { completeStructured } from '../model/structured.ts';
import type { ChapterRef, ReportWriter, ScoredAttempt, ScoredQuestion } from '../types.ts';

/** The chat screen with the course's textbook open at the chapter (web: lib/side-panel-url.ts panelSearch). */
export const chapterLink = (c: Pick<ChapterRef, 'book' | 'number'>) =>
  `/${c.book}?panel=textbook&book=${c.book}&chapter=${c.number}`;
// Markdown characters in a question or option are shown as written, not as formatting.
const plain = (text: string) => text.replace(/([\\`*_[\]<>#|])/g, '\\$1').replace(/\s*\n\s*/g, ' ');

/**
 * The report's own words in each language; the questions, options and explanations are the
 * assignment's (a Hindi assignment's are the Hindi bank's), and its chapters come titled in it.
 */
const REPORT_WORDS = {
  en: {
    stop: '.',
    chapterName: (c: ChapterRef) => `Chapter ${c.number}: ${c.title}`,
    headings: { answers: 'Your answers', knowsWell: 'What you know well', toRevise: 'What to revise', nextSteps: 'Next steps' },
    yourAnswer: 'Your answer',
    correct: '(correct)',
    notCorrect: '(not correct)',
    rightAnswer: 'Right answer',
    why: 'Why',
    chapterToRevise: 'Chapter to revise',
    list: (items: string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`),
    allRight: (chapters: string) => `You answered every question on ${chapters} correctly.`,
    someRight: (chapters: string) => `You got some questions right in ${chapters}: a start to build on.`,
    noneRight: 'This time no chapter was fully right yet; every question you revise now will count next time.',
    toGoOver: (chapter: string, missed: number, asked: number) => `${chapter}: ${missed} of ${asked} questions to go over again`,
    lookAgain: (questions: string) => `Look again at: ${questions}`,
    nothingToRevise: 'Nothing from this assignment: every answer was right.',
    reviseNext: (chapter: string, mastery: number) => `Revise ${chapter} next (your mastery so far: ${mastery} %).`,
    nextChapter: 'Go on to the next chapter of your course.',
    readWhy: 'Read each “Why” above, then ask your AI teacher about anything that is still unclear.',
    again: 'Take another assignment after your next chat to see how you have improved.',
  },
  hi: {
    stop: '।',
    chapterName: (c: ChapterRef) => `अध्याय ${c.number}: ${c.title}`,
    headings: { answers: 'आपके जवाब', knowsWell: 'आप क्या अच्छी तरह जानते हैं', toRevise: 'क्या दोहराना है', nextSteps: 'आगे क्या करें' },
    yourAnswer: 'आपका जवाब',
    correct: '(सही)',
    notCorrect: '(सही नहीं)',
    rightAnswer: 'सही जवाब',
    why: 'क्यों',
    chapterToRevise: 'दोहराने के लिए अध्याय',
    list: (items: string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} और ${items.at(-1)}`),
    allRight: (chapters: string) => `${chapters} के सभी सवालों के आपके जवाब सही थे।`,
    someRight: (chapters: string) => `${chapters} में आपके कुछ जवाब सही थे: आगे बढ़ने के लिए अच्छी शुरुआत।`,
    noneRight: 'इस बार किसी अध्याय के सभी जवाब सही नहीं थे; अब आप जो भी सवाल दोहराएँगे, वह अगली बार काम आएगा।',
    toGoOver: (chapter: string, missed: number, asked: number) => `${chapter}: ${asked} में से ${missed} सवाल दोबारा समझने हैं`,
    lookAgain: (questions: string) => `इन्हें फिर से देखें: ${questions}`,
    nothingToRevise: 'इस असाइनमेंट से कुछ नहीं: आपके सभी जवाब सही थे।',
    reviseNext: (chapter: string, mastery: number) => `अब ${chapter} दोहराएँ (अब तक आपकी पकड़: ${mastery} %)।`,
    nextChapter: 'अपने कोर्स के अगले अध्याय पर आगे बढ़ें।',
    readWhy: 'ऊपर हर “क्यों” पढ़ें, फिर जो अब भी साफ़ न हो, वह अपने AI टीचर से पूछें।',
    again: 'अगली चैट के बाद एक और असाइनमेंट करें और देखें कि आप कितना आगे बढ़े।',
  },
} satisfies Record<Language, unknown>;
type ReportWords = (typeof REPORT_WORDS)[Language];

const wordsOf = (attempt: Pick<ScoredAttempt, 'language'>): ReportWords => REPORT_WORDS[attempt.language ?? 'en'];

export const chapterName = (c: ChapterRef, language: Language = 'en') => REPORT_WORDS[language].chapterName(c);

/** The report: per question what was asked and answered, then what the student knows, what to revise, next steps. */
export function composeReport(attempt: ScoredAttempt, narrative: ReportNarrative): string {
  const words = wordsOf(attempt);
  const questions = attempt.questions.map((q, i) => questionPart(q, i + 1, words)).join('\n\n');
  return [
    `## ${words.headings.answers}`,
    questions,
    `## ${words.headings.knowsWell}`,
    narrative.knowsWell,
    `## ${words.headings.toRevise}`,
    narrative.toRevise,
    `## ${words.headings.nextSteps}`,
    narrative.nextSteps.map((s) => `- ${s}`).join('\n'),
  ].join('\n\n');
}

function questionPart(q: ScoredQuestion, n: number, words: ReportWords): string {
  return [
    `### ${n}. ${plain(q.mcq)}`,
    `- ${words.yourAnswer}: **${q.chosen}.** ${plain(q.options[q.chosen])} ${q.correct ? words.correct : words.notCorrect}`,
    `- ${words.rightAnswer}: **${q.answer}.** ${plain(q.options[q.answer])}`,
    `- ${words.why}: ${plain(q.explanation)}`,
    `- ${words.chapterToRevise}: [${plain(words.chapterName(q.chapter))}](${chapterLink(q.chapter)})`,
  ].join('\n');
}

interface ChapterTally {
  chapter: ChapterRef;
  asked: number;
  correct: number;
}

function byChapter(questions: ScoredQuestion[]): ChapterTally[] {
  const tallies = new Map<string, ChapterTally>();
  for (const q of questions) {
    const key = `${q.chapter.book}:${q.chapter.number}`;
    const t = tallies.get(key) ?? tallies.set(key, { chapter: q.chapter, asked: 0, correct: 0 }).get(key)!;
    t.asked += 1;
    if (q.correct) t.correct += 1;
  }
  return [...tallies.values()];
}

/** The words of a report without a model, composed from the same facts a model is given. */
export function offlineNarrative(attempt: ScoredAttempt): ReportNarrative {
  const words = wordsOf(attempt);
  const link = (c: ChapterRef) => `[${plain(words.chapterName(c))}](${chapterLink(c)})`;
  const tallies = byChapter(attempt.questions);
  const strong = tallies.filter((t) => t.correct === t.asked);
  const weak = tallies.filter((t) => t.correct < t.asked);
  const missed = attempt.questions.filter((q) => !q.correct);
  const knowsWell = strong.length
    ? words.allRight(words.list(strong.map((t) => link(t.chapter))))
    : tallies.some((t) => t.correct > 0)
      ? words.someRight(words.list(tallies.filter((t) => t.correct > 0).map((t) => link(t.chapter))))
      : words.noneRight;
  const toRevise = weak.length
    ? `${weak.map((t) => words.toGoOver(link(t.chapter), t.asked - t.correct, t.asked)).join('; ')}${words.stop} ` +
      words.lookAgain(missed.map((q) => `“${plain(q.mcq)}”`).join(' '))
    : words.nothingToRevise;
  const weakest = attempt.mastery.find((m) => m.mastery < 0.7);
  const nextSteps = [
    weakest ? words.reviseNext(link(weakest.chapter), Math.round(weakest.mastery * 100)) : words.nextChapter,
    ...(missed.length ? [words.readWhy] : []),
    words.again,
  ];
  return { knowsWell, toRevise, nextSteps };
}

export function createOfflineReportWriter(): ReportWriter {
  return { write: async (attempt) => composeReport(attempt, offlineNarrative(attempt)) };
}

/**
 * The words of the report by a model, from the scored facts (each question, the answer chosen, the
 * right one, its chapter, and mastery), never from the score: the numbers stay the server's.
 */
/** Said to the model for a Hindi assignment: its questions and chapters are written in Hindi already. */
const IN_HINDI =
  'The assignment was in Hindi: write every paragraph and step in simple Hindi (Devanagari), naming chapters as the facts name them (अध्याय N: शीर्षक) and keeping technical terms as the questions write them.';

export function createLlmReportWriter(model: ModelClient): ReportWriter {
  return {
    async write(attempt) {
      const language = attempt.language ?? 'en';
      const facts = attempt.questions
        .map(
          (q, i) =>
            `${i + 1}. [${chapterName(q.chapter, language)}] ${q.mcq}\n   Student chose: ${q.options[q.chosen]}\n   Right answer: ${q.options[q.answer]} — ${q.correct ? 'right' : 'wrong'}\n   Why: ${q.explanation}`,
        )
        .join('\n');
      const mastery = attempt.mastery
        .map((m) => `- ${chapterName(m.chapter, language)}: ${Math.round(m.mastery * 100)} % mastery`)
        .join('\n');
      const narrative = await completeStructured(model, {
        name: 'assignment_report',
        schema: ReportNarrativeSchema,
        messages: [
          {
            role: 'system',
            content:
              `You are a kind, precise teacher writing to ${attempt.studentName || 'a student'} of ${courseOf(attempt)} after an assignment. ` +
              'From the facts given, write short plain paragraphs: what the student knows well, what to revise (name the chapters), and 2 to 4 next steps ' +
              '(the first: the chapter to revise next, the one with the lowest mastery). Do not state a score or a percentage of the assignment. ' +
              'Answer with JSON only: {"knowsWell": "…", "toRevise": "…", "nextSteps": ["…"]}' +
              (language === 'hi' ? ` ${IN_HINDI}` : ''),
          },
          {
            role: 'user',
            content: `Questions and answers:\n${facts}\n\nMastery per chapter (all attempts so far):\n${mastery}`,
          },
        ],
      });
      return composeReport(attempt, narrative);
    },
  };
}

const courseOf = (attempt: ScoredAttempt) => {
  const book = attempt.questions[0]?.chapter.book;
  return book ? COURSE_TITLES[book] : 'their course';
};
