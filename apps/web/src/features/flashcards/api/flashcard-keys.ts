/** Query keys of the flashcards' cache: every reader and writer goes through these. */
export const flashcardKeys = {
  all: ['flashcards'] as const,
  sets: ['flashcards', 'sets'] as const,
  session: (sessionId: string) => ['flashcards', 'session', sessionId] as const,
  initial: (sessionId: string) => ['flashcards', 'initial', sessionId] as const,
  /** Revise mode: the due cards and the due count change together. */
  review: ['flashcards', 'review'] as const,
  due: ['flashcards', 'review', 'due'] as const,
  dueCount: ['flashcards', 'review', 'count'] as const,
};

/** The end of the student's day on their own clock: what 'due today' means. */
export function endOfToday(now = new Date()): string {
  const end = new Date(now);
  end.setHours(23, 59, 59, 999);
  return end.toISOString();
}
