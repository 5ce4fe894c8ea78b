import { COURSE_TITLES, ReportNarrativeSchema, type ReportNarrative } from '@vidya/contract';
import type { ModelClient } from '../model/client.ts';
import { completeStructured } from '../model/structured.ts';
import type { ChapterRef, ReportWriter, ScoredAttempt, ScoredQuestion } from '../types.ts';

/** The chat screen with the course's textbook open at the chapter (web: lib/side-panel-url.ts panelSearch). */
export const chapterLink = (c: Pick<ChapterRef, 'book' | 'number'>) =>
  `/${c.book}?panel=textbook&book=${c.book}&chapter=${c.number}`;
export const chapterName = (c: ChapterRef) => `Chapter ${c.number}: ${c.title}`;
// Markdown characters in a question or option are shown as written, not as formatting.
const plain = (text: string) => text.replace(/([\\`*_[\]<>#|])/g, '\\$1').replace(/\s*\n\s*/g, ' ');

/** The report: per question what was asked and answered, then what the student knows, what to revise, next steps. */
export function composeReport(attempt: ScoredAttempt, narrative: ReportNarrative): string {
  const questions = attempt.questions.map((q, i) => questionPart(q, i + 1)).join('\n\n');
  return [
    '## Your answers',
    questions,
    '## What you know well',
    narrative.knowsWell,
    '## What to revise',
    narrative.toRevise,
    '## Next steps',
    narrative.nextSteps.map((s) => `- ${s}`).join('\n'),
  ].join('\n\n');
}

function questionPart(q: ScoredQuestion, n: number): string {
  return [
    `### ${n}. ${plain(q.mcq)}`,
    `- Your answer: **${q.chosen}.** ${plain(q.options[q.chosen])} ${q.correct ? '(correct)' : '(not correct)'}`,
    `- Right answer: **${q.answer}.** ${plain(q.options[q.answer])}`,
    `- Why: ${plain(q.explanation)}`,
    `- Chapter to revise: [${plain(chapterName(q.chapter))}](${chapterLink(q.chapter)})`,
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

const link = (c: ChapterRef) => `[${plain(chapterName(c))}](${chapterLink(c)})`;
const list = (items: string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The words of a report without a model, composed from the same facts a model is given. */
export function offlineNarrative(attempt: ScoredAttempt): ReportNarrative {
  const tallies = byChapter(attempt.questions);
  const strong = tallies.filter((t) => t.correct === t.asked);
  const weak = tallies.filter((t) => t.correct < t.asked);
  const missed = attempt.questions.filter((q) => !q.correct);
  const knowsWell = strong.length
    ? `You answered every question on ${list(strong.map((t) => link(t.chapter)))} correctly.`
    : tallies.some((t) => t.correct > 0)
      ? `You got some questions right in ${list(tallies.filter((t) => t.correct > 0).map((t) => link(t.chapter)))}: a start to build on.`
      : 'This time no chapter was fully right yet; every question you revise now will count next time.';
  const toRevise = weak.length
    ? `${weak.map((t) => `${link(t.chapter)}: ${t.asked - t.correct} of ${t.asked} questions to go over again`).join('; ')}. ` +
      `Look again at: ${missed.map((q) => `“${plain(q.mcq)}”`).join(' ')}`
    : 'Nothing from this assignment: every answer was right.';
  const weakest = attempt.mastery.find((m) => m.mastery < 0.7);
  const nextSteps = [
    weakest
      ? `Revise ${link(weakest.chapter)} next (your mastery so far: ${Math.round(weakest.mastery * 100)} %).`
      : 'Go on to the next chapter of your course.',
    ...(missed.length
      ? ['Read each “Why” above, then ask your AI teacher about anything that is still unclear.']
      : []),
    'Take another assignment after your next chat to see how you have improved.',
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
export function createLlmReportWriter(model: ModelClient): ReportWriter {
  return {
    async write(attempt) {
      const facts = attempt.questions
        .map(
          (q, i) =>
            `${i + 1}. [${chapterName(q.chapter)}] ${q.mcq}\n   Student chose: ${q.options[q.chosen]}\n   Right answer: ${q.options[q.answer]} — ${q.correct ? 'right' : 'wrong'}\n   Why: ${q.explanation}`,
        )
        .join('\n');
      const mastery = attempt.mastery
        .map((m) => `- ${chapterName(m.chapter)}: ${Math.round(m.mastery * 100)} % mastery`)
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
              'Answer with JSON only: {"knowsWell": "…", "toRevise": "…", "nextSteps": ["…"]}',
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
