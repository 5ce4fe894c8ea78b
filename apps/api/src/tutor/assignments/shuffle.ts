import { OPTION_LETTERS, type OptionLetter } from '@vidya/contract';
import type { McqWithKey } from '../types.ts';

export type Random = () => number;

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The items with their options reordered so that the right letters are evenly spread: each letter
 * is the key of ⌊n/4⌋ or ⌈n/4⌉ items, in a random order, and the wrong options are shuffled too.
 * Models (and question writers) favour B and C; a student must not be able to guess from the letter.
 */
export function spreadKeys(items: McqWithKey[], random: Random = Math.random): McqWithKey[] {
  const keys = shuffled(
    items.map((_, i) => OPTION_LETTERS[i % OPTION_LETTERS.length]!),
    random,
  );
  // Which letter gets the spare keys when n is not a multiple of 4 must not always be A.
  const rotate = Math.floor(random() * OPTION_LETTERS.length);
  return items.map((item, i) => {
    const key = OPTION_LETTERS[(OPTION_LETTERS.indexOf(keys[i]!) + rotate) % OPTION_LETTERS.length]!;
    const wrong = shuffled(
      OPTION_LETTERS.filter((l) => l !== item.answer).map((l) => item.options[l]),
      random,
    );
    const options = Object.fromEntries(
      OPTION_LETTERS.map((l) => [l, l === key ? item.options[item.answer] : wrong.shift()!]),
    ) as Record<OptionLetter, string>;
    return { ...item, options, answer: key };
  });
}
