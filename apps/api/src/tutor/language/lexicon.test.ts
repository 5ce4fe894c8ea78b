import { describe, expect, it } from 'vitest';
import { anyOf, asWords, fill, LANGUAGES, section } from './index.ts';
import type { Lexicon } from './lexicon.ts';

const SECTIONS = ['definition', 'difference', 'followUp', 'board', 'distress', 'harm', 'copy', 'studyCentre', 'careers'] as const;
const RECORDS = ['contentWords', 'verbRoots'] as const;

/** Every fragment of one language with the slot it sits in, and the word groups it may name. */
function fragmentsOf(language: Lexicon): { at: string; fragment: string; groups: Record<string, string[]> }[] {
  const out: { at: string; fragment: string; groups: Record<string, string[]> }[] = [];
  for (const [slot, value] of Object.entries(language) as [string, unknown][]) {
    if (Array.isArray(value)) for (const v of value) out.push({ at: slot, fragment: Array.isArray(v) ? String(v[0]) : String(v), groups: {} });
  }
  for (const name of SECTIONS) {
    const groups = section((l) => l[name]);
    for (const [slot, list] of Object.entries(language[name])) for (const fragment of list) out.push({ at: `${name}.${slot}`, fragment, groups });
  }
  for (const fragment of language.numbers.measures) out.push({ at: 'numbers.measures', fragment, groups: {} });
  return out;
}

describe('language word lists', () => {
  it('every fragment of every language is a valid regular expression, its word groups filled', () => {
    for (const language of LANGUAGES) {
      expect(fragmentsOf(language).length).toBeGreaterThan(100);
      for (const { at, fragment, groups } of fragmentsOf(language)) {
        expect(() => new RegExp(fill(fragment, groups)), `${at}: ${fragment}`).not.toThrow();
      }
    }
  });

  it('no word means one thing in one language and another in the next', () => {
    for (const slot of RECORDS) {
      const seen = new Map<string, string>();
      for (const language of LANGUAGES) {
        for (const [word, english] of Object.entries(language[slot])) {
          expect(seen.get(word) ?? english, `${slot}.${word}`).toBe(english);
          seen.set(word, english);
        }
      }
    }
  });

  it('a Devanagari word is found inside a sentence, a Latin one only as a whole word', () => {
    const fee = new RegExp(asWords(['fees?', 'फीस']));
    expect(fee.test('परीक्षा फीस कितनी है')).toBe(true);
    expect(fee.test('exam fees kab tak')).toBe(true);
    expect(fee.test('coffees')).toBe(false);
  });

  it('a pattern names a word group, which holds the words of every language', () => {
    const careers = section((l: Lexicon) => l.careers);
    expect(careers.job).toEqual(expect.arrayContaining(['jobs?', 'naukri']));
    expect(new RegExp(fill(String.raw`\b{job}\b`, careers)).test('naukri milegi')).toBe(true);
    expect(() => fill('{nothing}', careers)).toThrow(/nothing/);
    expect(anyOf(['a', 'b'])).toBe('(?:a|b)');
  });
});
