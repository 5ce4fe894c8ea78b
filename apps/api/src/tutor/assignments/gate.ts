import { OPTION_LETTERS } from '@vidya/contract';
import type { McqWithKey } from '../types.ts';

const ALL_OR_NONE = /\b(all|none|both|neither)\s+(of\s+)?(the\s+)?(above|these|options)\b/i;
/** The same in Hindi: 'उपरोक्त सभी', 'इनमें से कोई नहीं', 'ऊपर दिए गए सभी', 'दोनों'. */
const ALL_OR_NONE_HI = /(उपरोक्त|उपर्युक्त|ऊपर (?:दिए )?(?:गए|के)|इनमें से|इन) ?(सभी|सब|कोई (?:भी )?नहीं|दोनों)|^(सभी|दोनों|कोई नहीं)$/;
// Options that differ only in case or spacing are the same option; '=B2+B6' and 'B2+B6' are not.
const normal = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Why an item may not reach a student, or [] when it may: four distinct options of similar length,
 * exactly one key, no "all/none of the above", a question and an explanation. (Duplicates are
 * checked across items by `gateItems`.)
 */
export function itemProblems(item: Omit<McqWithKey, 'chapter'>): string[] {
  const problems: string[] = [];
  const options = OPTION_LETTERS.map((l) => item.options[l]?.trim() ?? '');
  if (!item.mcq.trim()) problems.push('no question');
  if (!item.explanation.trim()) problems.push('no explanation');
  if (!OPTION_LETTERS.includes(item.answer)) problems.push('no key');
  if (options.some((o) => !o)) problems.push('an empty option');
  if (new Set(options.map(normal)).size < 4) problems.push('options repeat');
  if (options.some((o) => ALL_OR_NONE.test(o) || ALL_OR_NONE_HI.test(o))) problems.push('all/none of the above');
  // A key much longer than every other option gives itself away; so does one option dwarfing the rest.
  const lengths = options.map((o) => o.length);
  const key = item.options[item.answer]?.trim().length ?? 0;
  const others = lengths.filter((_, i) => OPTION_LETTERS[i] !== item.answer);
  // Half as long again as the longest other option (and a few characters more, for short words).
  if (key > 1.5 * Math.max(...others) + 8) problems.push('the key is much longer than the other options');
  if (Math.max(...lengths) > 4 * Math.min(...lengths) + 24)
    problems.push('options of very different lengths');
  return problems;
}

/** The items that pass the gate, without repeats (the same question, or the same options, twice). */
export function gateItems(items: McqWithKey[], already: McqWithKey[] = []): McqWithKey[] {
  const seen = new Set(already.map(fingerprint).flat());
  const kept: McqWithKey[] = [];
  for (const item of items) {
    if (itemProblems(item).length) continue;
    const prints = fingerprint(item);
    if (prints.some((p) => seen.has(p))) continue;
    prints.forEach((p) => seen.add(p));
    kept.push(item);
  }
  return kept;
}

function fingerprint(item: McqWithKey): string[] {
  const options = OPTION_LETTERS.map((l) => normal(item.options[l] ?? ''))
    .sort()
    .join('|');
  return [`q:${normal(item.mcq)}`, `o:${options}`];
}
