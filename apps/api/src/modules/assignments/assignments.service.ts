import {
  ASSIGNMENT_MIN_MESSAGES,
  COURSE_TITLES,
  isCourseBot,
  OPTION_LETTERS,
  type Assignment,
  type AssignmentDetail,
  type ChatBot,
  type CourseBot,
  type Evaluation,
  type GenerateAssignmentResponse,
  type Language,
  type MasteryResponse,
  type OptionLetter,
  type PastAssignment,
} from '@vidya/contract';
import type { Content } from '../../content/load-content.ts';
import type { StoredQuestion } from '../../db/schema.ts';
import { badRequest, coded, conflict, notFound } from '../../lib/http-error.ts';
import { spreadKeys, type Random } from '../../tutor/assignments/shuffle.ts';
import { quickCheckQuestions } from '../../tutor/chat/offline-compose.ts';
import { practiceLanguage } from '../../tutor/practice-language.ts';
import type { ChapterRef, McqMaker, ReportWriter, ScoredQuestion } from '../../tutor/types.ts';
import type { ChatRepository } from '../chat/chat.repository.ts';
import type { DailyLimits } from '../quotas/quotas.ts';
import type { AssignmentRow, AssignmentsRepository } from './assignments.repository.ts';
import { chapterMastery } from './mastery.ts';
import { renderAssignmentReport, type ReportLanguage } from './report-pdf.ts';

/** Told the questions answered wrongly in a scored attempt, the attempt's chat (null once deleted) and its language. */
export type OnWrongAnswers = (userId: string, wrong: ScoredQuestion[], sessionId: string | null, language: Language) => Promise<void>;

/** How many of a student's latest assignments in a course an assignment avoids repeating. */
const AVOID_ASSIGNMENTS = 20;

/** The questions of the quick checks the chat's answers asked. */
const quickChecks = (messages: { sender: string; text: string }[]) =>
  messages.flatMap((m) => (m.sender === 'bot' ? quickCheckQuestions(m.text) : []));

interface Deps {
  repo: AssignmentsRepository;
  chat: Pick<ChatRepository, 'findSession' | 'studyMaterial'>;
  /** Assignments made per student per day. */
  daily: DailyLimits;
  questions: McqMaker;
  report: ReportWriter;
  content: Content;
  productName: string;
  /** Where the app is served, for the links in a PDF (the web app links within itself). */
  siteOrigin: string;
  random?: Random;
  /** Called after an attempt is scored with the questions answered wrongly: they become flashcards. */
  onWrongAnswers?: OnWrongAnswers;
}

const toStored = (q: {
  mcq: string;
  options: Record<OptionLetter, string>;
  answer: OptionLetter;
  explanation: string;
  chapter: ChapterRef;
}): StoredQuestion => ({
  mcq: q.mcq,
  options: q.options,
  answer: q.answer,
  explanation: q.explanation,
  book: q.chapter.book,
  chapter: q.chapter.number,
  chapterTitle: q.chapter.title,
});
const chapterOf = (q: StoredQuestion): ChapterRef => ({
  book: q.book as CourseBot,
  number: q.chapter,
  title: q.chapterTitle,
});

/** What a student may see of the questions: text and options, never the keys. */
const shown = (questions: StoredQuestion[]): Assignment =>
  Object.fromEntries(
    questions.map((q, i) => [
      String(i + 1),
      { mcq: q.mcq, options: { A: q.options.A, B: q.options.B, C: q.options.C, D: q.options.D } },
    ]),
  );

const evaluationOf = (row: AssignmentRow): Evaluation | null =>
  row.submittedAt && row.score !== null
    ? { score: row.score, maxScore: row.questions.length, report: row.report ?? '' }
    : null;

export function createAssignmentsService(deps: Deps) {
  const { repo } = deps;

  async function owned(userId: string, id: string) {
    const row = await repo.find(userId, id);
    if (!row) throw notFound('Assignment not found');
    return row;
  }

  /** A chapter as the Hindi edition titles it (as stored when the deployment has no Hindi edition). */
  const inHindi = (chapter: ChapterRef): ChapterRef => {
    const hindi = deps.content.hindi?.courses[chapter.book]?.find((c) => c.number === chapter.number);
    return hindi ? { ...chapter, title: hindi.title } : chapter;
  };

  /** The student's mastery of every chapter asked so far, from their scored attempts. */
  async function mastery(userId: string, latest?: AssignmentRow) {
    const past = await repo.listSubmitted(userId);
    return chapterMastery(latest ? [latest, ...past.filter((p) => p.id !== latest.id)] : past);
  }

  return {
    async generate(userId: string, sessionId: string): Promise<GenerateAssignmentResponse> {
      const session = await deps.chat.findSession(userId, sessionId);
      if (!session) throw notFound('Chat session not found');
      const { messages, cited } = await deps.chat.studyMaterial(sessionId);
      if (messages.length < ASSIGNMENT_MIN_MESSAGES) {
        throw badRequest(
          `Chat with the AI first: an assignment needs at least ${ASSIGNMENT_MIN_MESSAGES} messages.`,
        );
      }
      // Booked before the questions are made, given back when that fails: parallel requests cannot pass the day's limit.
      return deps.daily.within(userId, 'assignment', async () => {
        const seen = [...quickChecks(messages), ...(await repo.recentQuestions(userId, session.chatBot, AVOID_ASSIGNMENTS))];
        // In the language the chat was answered in: a Hindi chat's questions come from the Hindi bank.
        const language = practiceLanguage(messages, session.studentLanguage);
        const made = await deps.questions.make({ bot: session.chatBot as ChatBot, messages, cited, seen, language });
        if (!made.length)
          throw badRequest(
            'This chat has not covered a course topic yet. Ask the AI about your course, then try again.',
          );
        const questions = spreadKeys(made, deps.random).map(toStored);
        const row = await repo.insert(userId, sessionId, session.chatBot, questions, language);
        return { assignment: shown(questions), assignmentId: row.id };
      });
    },

    async read(userId: string, id: string): Promise<AssignmentDetail> {
      const row = await owned(userId, id);
      return {
        _id: row.id,
        assignment: shown(row.questions),
        evaluation: evaluationOf(row),
      };
    },

    /** Scores every answer against the stored keys, writes the report and stores the attempt once. */
    async evaluate(
      userId: string,
      id: string,
      userAnswers: Record<string, OptionLetter>,
    ): Promise<Evaluation> {
      const row = await owned(userId, id);
      if (row.submittedAt) throw conflict('This assignment has already been submitted.');
      const numbers = row.questions.map((_, i) => String(i + 1));
      const unknown = Object.keys(userAnswers).filter((n) => !numbers.includes(n));
      if (unknown.length) throw coded(400, 'noSuchQuestion', { number: unknown[0]! });
      const unanswered = numbers.filter((n) => !OPTION_LETTERS.includes(userAnswers[n]!));
      if (unanswered.length)
        throw coded(400, 'unansweredQuestion', { number: unanswered[0]! });

      const scored: ScoredQuestion[] = row.questions.map((q, i) => {
        const chosen = userAnswers[String(i + 1)]!;
        return { ...q, mcq: q.mcq, chapter: chapterOf(q), chosen, correct: chosen === q.answer };
      });
      const score = scored.filter((q) => q.correct).length;
      const asked = new Set(scored.map((q) => `${q.chapter.book}:${q.chapter.number}`));
      const figures = await mastery(userId, { ...row, answers: userAnswers });
      // Chapters are stored with their English titles (the same chapter in either language); a Hindi report names them in Hindi.
      const titled = (chapter: ChapterRef) => (row.language === 'hi' ? inHindi(chapter) : chapter);
      const report = await deps.report.write({
        bot: row.chatBot as ChatBot,
        studentName: (await repo.studentName(userId)).split(' ')[0] ?? '',
        questions: scored.map((q) => ({ ...q, chapter: titled(q.chapter) })),
        mastery: figures
          .filter((f) => asked.has(`${f.chapter.book}:${f.chapter.number}`))
          .sort((a, b) => a.mastery - b.mastery)
          .map((f) => ({ chapter: titled(f.chapter), mastery: f.mastery })),
        language: row.language,
      });
      if (!(await repo.submit(userId, id, { answers: userAnswers, score, report })))
        throw conflict('This assignment has already been submitted.');
      const wrong = scored.filter((q) => !q.correct);
      if (wrong.length) await deps.onWrongAnswers?.(userId, wrong, row.sessionId, row.language);
      return { score, maxScore: row.questions.length, report };
    },

    async list(userId: string): Promise<PastAssignment[]> {
      const rows = await repo.listSubmitted(userId);
      return rows.map((r) => ({
        _id: r.id,
        dateTaken: r.submittedAt!.toISOString(),
        score: r.score ?? 0,
        maxScore: r.questions.length,
        report: r.report ?? '',
      }));
    },

    /** The report as a PDF (only once the attempt is scored), its own words in `language`: by default the assignment's. */
    async download(userId: string, id: string, requested?: ReportLanguage): Promise<Buffer> {
      const row = await owned(userId, id);
      const language = requested ?? row.language;
      const evaluation = evaluationOf(row);
      if (!evaluation) throw conflict('Submit the assignment to download its report.');
      const book = row.questions[0]?.book;
      return renderAssignmentReport({
        productName: deps.productName,
        language,
        studentName: await repo.studentName(userId),
        course: book && isCourseBot(book) ? COURSE_TITLES[book] : 'Your course',
        date: row.submittedAt!,
        ...evaluation,
        report: evaluation.report.replace(/\]\((\/\w+\?panel=textbook&)/g, `](${deps.siteOrigin}$1`),
        questions: row.questions.map((q, i) => ({
          ...q,
          chapter: language === 'hi' ? inHindi(chapterOf(q)) : chapterOf(q),
          chosen: row.answers?.[String(i + 1)] as OptionLetter,
          correct: row.answers?.[String(i + 1)] === q.answer,
        })),
      });
    },

    /** Per-chapter mastery in one course, in chapter order, for the syllabus (chapters never asked: 0 asked). */
    async mastery(userId: string, bot: CourseBot): Promise<MasteryResponse> {
      const figures = (await mastery(userId)).filter((f) => f.chapter.book === bot);
      return {
        bot,
        chapters: deps.content.courses[bot].chapters.map((c) => {
          const f = figures.find((x) => x.chapter.number === c.number);
          return {
            chapter: c.number,
            title: c.title,
            asked: f?.asked ?? 0,
            correct: f?.correct ?? 0,
            mastery: f?.mastery ?? 0,
          };
        }),
      };
    },
  };
}
export type AssignmentsService = ReturnType<typeof createAssignmentsService>;
