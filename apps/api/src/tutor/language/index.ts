import { english } from './english.ts';
import { hindi } from './hindi.ts';
import type { Lexicon } from './lexicon.ts';

export { english, hindi };
export type { Lexicon };

/** Every language the tutor reads, English first. */
export const LANGUAGES: readonly Lexicon[] = [english, hindi];

/** One slot's entries in every language. */
export const all = <T>(slot: (language: Lexicon) => readonly T[]): T[] => LANGUAGES.flatMap(slot);

/** One record slot (word → value) of every language in one record. */
export const merged = <T>(slot: (language: Lexicon) => Record<string, T>): Record<string, T> =>
  Object.assign({}, ...LANGUAGES.map(slot)) as Record<string, T>;

/** One section's groups, each with the entries of every language: `section((l) => l.harm).verbs`. */
export function section<S extends object>(pick: (language: Lexicon) => S): { [K in keyof S]: string[] } {
  const joined: Record<string, string[]> = {};
  for (const language of LANGUAGES) {
    for (const [name, entries] of Object.entries(pick(language) as Record<string, string[]>)) (joined[name] ??= []).push(...entries);
  }
  return joined as { [K in keyof S]: string[] };
}

/** Fragments as one group of alternatives: `anyOf(['how to', 'kaise'])` → '(?:how to|kaise)'. */
export const anyOf = (fragments: readonly string[]) => `(?:${fragments.join('|')})`;

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * Fragments as whole words: Latin ones between word boundaries, Devanagari ones as they are
 * (`\b` knows only Latin letters).
 */
export function asWords(fragments: readonly string[]): string {
  const latin = fragments.filter((f) => !DEVANAGARI.test(f));
  const other = fragments.filter((f) => DEVANAGARI.test(f));
  return [...(latin.length ? [String.raw`\b${anyOf(latin)}\b`] : []), ...other].join('|');
}

/** A pattern's `{group}` names filled with those groups' alternatives. */
export function fill(pattern: string, groups: Readonly<Record<string, readonly string[]>>): string {
  return pattern.replace(/\{([a-zA-Z]\w*)\}/g, (_, name: string) => {
    const group = groups[name];
    if (!group?.length) throw new Error(`No word group '${name}' for the pattern ${pattern}`);
    return anyOf(group);
  });
}

/** A section's patterns, its groups filled in, as one alternation. */
export const patterns = (list: readonly string[], groups: Readonly<Record<string, readonly string[]>>) =>
  list.map((p) => fill(p, groups)).join('|');
