import type { OptionLetter } from '@vidya/contract';
import { useCallback, useState } from 'react';

export type Answers = Record<string, OptionLetter>;
const storageKey = (id: string) => `assignment-answers:${id}`;

function read(id: string): Answers {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(storageKey(id)) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as Answers) : {};
  } catch {
    return {};
  }
}

/**
 * The answers chosen on the test screen, kept in local storage until submitted, so a reload (or a
 * phone that dropped the tab) does not lose them.
 */
export function useSavedAnswers(id: string) {
  const [answers, setAnswers] = useState<Answers>(() => read(id));
  const choose = useCallback(
    (question: string, letter: OptionLetter) =>
      setAnswers((old) => {
        const next = { ...old, [question]: letter };
        try {
          localStorage.setItem(storageKey(id), JSON.stringify(next));
        } catch {
          // Storage full or blocked: the answers still live on this screen.
        }
        return next;
      }),
    [id],
  );
  const forget = useCallback(() => localStorage.removeItem(storageKey(id)), [id]);
  return { answers, choose, forget };
}
