import {
  FLASHCARD_MESSAGES,
  FLASHCARDS_MIN_MESSAGES,
  isCourseBot,
  type ChatBot,
  type DeleteFlashcardSetResponse,
  type DueCards,
  type Flashcard,
  type FlashcardSet,
  type FlashcardSetSummary,
  type InitialFlashcardSet,
  type Language,
  type ReviewRating,
  type SessionFlashcards,
} from '@vidya/contract';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { shortAnswer } from '../../tutor/flashcards/offline.ts';
import { practiceLanguage } from '../../tutor/practice-language.ts';
import { NothingToStudyError, type FlashcardMaker, type HistoryMessage, type McqWithKey } from '../../tutor/types.ts';
import type { DailyLimits } from '../quotas/quotas.ts';
import type { CardRow, FlashcardsRepository, SetRow } from './flashcards.repository.ts';
import { preview, schedule } from './scheduler.ts';

/** What the flashcards need of the chat: the caller's session and what a set is made from. */
export interface SessionSource {
  findSession(userId: string, id: string): Promise<{ id: string; chatBot: string; studentLanguage: Language } | undefined>;
  studyMaterial(sessionId: string): Promise<{ messages: HistoryMessage[]; cited: { ref: string; times: number }[] }>;
}

interface Deps {
  repo: FlashcardsRepository;
  sessions: SessionSource;
  maker: FlashcardMaker;
  /** Sets made per student per day. */
  daily: DailyLimits;
  now?: () => Date;
}

/** Cards shown in one revise round at most. */
const DUE_PAGE = 50;
/** 'Today' ends at most a day from now, whatever the client says. */
const MAX_DAY_MS = 24 * 60 * 60 * 1000;

const toCard = (c: CardRow): Flashcard => ({
  _id: c.id,
  question: c.question,
  answer: c.answer,
  chapter: c.book && isCourseBot(c.book) && c.chapter ? { book: c.book, chapter: c.chapter, title: c.chapterTitle ?? '' } : null,
});

const toSet = (set: SetRow, cards: CardRow[]): FlashcardSet => ({
  id: set.id,
  _id: set.id,
  name: set.name,
  sessionId: set.sessionId,
  length: cards.length,
  flashcards: cards.map(toCard),
  createdAt: set.createdAt.toISOString(),
});

/** The set an assignment's wrong answers become. */
export const MISTAKES_SET_NAME = 'Questions to revise from your assignment';

export function createFlashcardsService(deps: Deps) {
  const { repo, sessions } = deps;
  const now = deps.now ?? (() => new Date());

  async function ownedSession(userId: string, sessionId: string) {
    const session = await sessions.findSession(userId, sessionId);
    if (!session) throw notFound('Chat session not found');
    return session;
  }

  /** The end of the student's day as their clock tells it, kept between now and a day ahead. */
  const dayEnd = (until: string | undefined, at: Date) => {
    const asked = until ? new Date(until).getTime() : at.getTime();
    return new Date(Math.min(Math.max(asked, at.getTime()), at.getTime() + MAX_DAY_MS));
  };

  return {
    async listSets(userId: string): Promise<FlashcardSetSummary[]> {
      const rows = await repo.listSets(userId);
      return rows.map(({ set, length }) => ({ id: set.id, _id: set.id, name: set.name, sessionId: set.sessionId, length }));
    },

    async setsOfSession(userId: string, sessionId: string): Promise<SessionFlashcards> {
      await ownedSession(userId, sessionId);
      const sets = await repo.setsOfSession(userId, sessionId);
      return { sessionId, flashcards: sets.map(({ set, cards }) => toSet(set, cards)) };
    },

    async initialSet(userId: string, sessionId: string): Promise<InitialFlashcardSet> {
      await ownedSession(userId, sessionId);
      const [newest] = await repo.setsOfSession(userId, sessionId);
      return newest ? { exists: true, flashcardSet: toSet(newest.set, newest.cards) } : { exists: false, flashcardSet: null };
    },

    /** A new set from the session's conversation; it needs at least 6 stored messages. */
    async createSet(userId: string, sessionId: string): Promise<FlashcardSet> {
      const session = await ownedSession(userId, sessionId);
      const { messages, cited } = await sessions.studyMaterial(session.id);
      if (messages.length < FLASHCARDS_MIN_MESSAGES) throw badRequest(FLASHCARD_MESSAGES.notEnoughConversation);
      // Booked before the maker runs, given back when it fails: parallel requests cannot pass the day's limit.
      return deps.daily.within(userId, 'flashcards', async () => {
        let made;
        try {
          // In the language the chat was answered in (a Hindi chat's cards from the Hindi edition).
          const language = practiceLanguage(messages, session.studentLanguage);
          made = await deps.maker.make({ bot: session.chatBot as ChatBot, messages, cited, language });
        } catch (err) {
          if (err instanceof NothingToStudyError) throw badRequest(err.message);
          throw err;
        }
        const { set, cards } = await repo.insertSet(
          userId,
          session.id,
          made.name,
          made.cards.map((c) => ({ question: c.question, answer: c.answer, book: c.chapter?.book ?? null, chapter: c.chapter?.chapter ?? null, chapterTitle: c.chapter?.title ?? null })),
        );
        return toSet(set, cards);
      });
    },

    /**
     * The questions a student got wrong in an assignment, as a set of the assignment's chat: each card
     * asks the question and answers with the right option (and why, when that is short), so the
     * spaced-repetition deck brings them back until they are known. A Hindi assignment's are Hindi.
     */
    async addMistakes(userId: string, sessionId: string | null, wrong: McqWithKey[], language: Language = 'en'): Promise<void> {
      if (!sessionId || !wrong.length) return;
      const cards = wrong.map((q) => ({
        question: q.mcq,
        answer: shortAnswer(`${q.options[q.answer]}${language === 'hi' ? '।' : '.'} ${q.explanation}`, language),
        book: q.chapter.book,
        chapter: q.chapter.number,
        chapterTitle: q.chapter.title,
      }));
      await repo.insertSet(userId, sessionId, MISTAKES_SET_NAME, cards);
    },

    async deleteSet(userId: string, setId: string): Promise<DeleteFlashcardSetResponse> {
      const deleted = await repo.deleteSet(userId, setId);
      if (!deleted) throw notFound('Flashcard set not found');
      const remaining = await repo.setsOfSession(userId, deleted.sessionId);
      return { message: remaining.length ? FLASHCARD_MESSAGES.deleted : FLASHCARD_MESSAGES.noneForChat, otherSetsInSession: remaining.length };
    },

    /** The cards due by the end of the student's day, across all their sets, with each answer's next due date. */
    async dueCards(userId: string, until?: string): Promise<DueCards> {
      const at = now();
      const end = dayEnd(until, at);
      const [rows, dueCount, last] = await Promise.all([repo.dueCards(userId, end, DUE_PAGE), repo.countDue(userId, end), repo.lastReview(userId)]);
      return {
        cards: rows.map(({ card, setName }) => {
          const next = preview(card, at);
          return { ...toCard(card), setId: card.setId, setName, next: { forgot: next.forgot.toISOString(), gotIt: next.gotIt.toISOString() } };
        }),
        dueCount,
        canUndo: Boolean(last),
      };
    },

    async dueCount(userId: string, until?: string) {
      return { due: await repo.countDue(userId, dayEnd(until, now())) };
    },

    /** Schedules the card from its stored state: the client only says which answer. */
    async rate(userId: string, cardId: string, rating: ReviewRating) {
      const card = await repo.findCard(userId, cardId);
      if (!card) throw notFound('Flashcard not found');
      const at = now();
      const next = schedule(card, rating, at);
      await repo.recordReview(userId, card, rating, next, at);
      return { cardId, due: next.due.toISOString() };
    },

    /** Undoes the student's last rating that is not undone yet. */
    async undo(userId: string) {
      const review = await repo.lastReview(userId);
      if (!review) throw notFound('There is no rating to undo.');
      await repo.undoReview(userId, review, now());
      return { cardId: review.cardId, due: review.previousDue.toISOString() };
    },
  };
}
export type FlashcardsService = ReturnType<typeof createFlashcardsService>;
