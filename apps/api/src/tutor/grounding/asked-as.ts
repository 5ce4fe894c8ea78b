import { normalDevanagari } from '../language/devanagari.ts';
import { VAGUE_WORDS } from './synonyms.ts';
import {
  hinglishToEnglish,
  isActionWord,
  isShapeWord,
  isStopword,
  rememberedPerWord,
  stem,
  words,
} from './text.ts';

/**
 * Finding a section by how students ask for it (`askedAs` in the content: "customer is shouting",
 * "excel me dropdown kaise banaye", "कीबोर्ड कैसे साफ़ करें"). The notes' own words are searched by
 * BM25 (retrieval.ts); these phrases carry the words students use that the notes do not.
 *
 * A question is compared with each phrase as two bags of weighted terms (cosine): a term weighs by
 * how few sections' phrases use it, and a question word matches a phrase word in another form or
 * spelling when they share most of their letter triples and their first letter ('lagane' ~ 'lagana',
 * 'keybord' ~ 'keyboard', but 'install' is no 'uninstall'). A section scores its best phrase.
 */

export interface AskedAsEntry {
  /** The section's stable name (sectionRef). */
  ref: string;
  phrases: readonly string[];
}

export interface AskedAsFit {
  ref: string;
  /** Cosine of the question and the section's best phrase, as weighted terms (0-1). */
  score: number;
  /** How many of the question's topic words (not 'show', 'steps') that phrase shares. */
  shared: number;
  /** The share of the question's weight that phrase holds (0-1). */
  covers: number;
  /** The fit is of the section's phrases together, no one phrase saying the question's words. */
  together?: boolean;
}

export interface AskedAsIndex {
  /**
   * Each section whose phrases fit the question, with how well (0-1) and how many of the question's
   * words its best phrase shares, best first.
   */
  match(question: string, options?: { unknownShare?: number }): AskedAsFit[];
}

/** Word forms closer than this (Dice over letter triples) are one word. */
const SAME_WORD = 0.6;
/** A section whose phrases together hold all the question's weight fits this well (one phrase holding it fits fully). */
const ALL_PHRASES_SHARE = 0.8;
/** A phrase whose topic words the question holds this many of fits up to HELD_SHARE, however long the question. */
const HELD_WORDS = 4;
const HELD_SHARE = 0.75;
/** A phrase must share at least this much of both its own and the question's weight to count at all. */
const MIN_SCORE = 0.3;

const VAGUE = new Set(VAGUE_WORDS.map(stem));
/**
 * A word that says what to do or how, not what about ('show', 'dikha', 'steps', 'best'): it weighs
 * little and does not count towards naming a section (two words of a phrase must be topic words).
 */
const said = (t: string) => isActionWord(t) || isShapeWord(t) || VAGUE.has(t);
const isMinor = (term: string, word: string) => {
  if (said(term)) return true;
  const english = hinglishToEnglish(word);
  return english !== undefined && words(english).every((w) => isStopword(w) || said(stem(w)));
};
const MINOR_WEIGHT = 0.4;

/** Terms found minor (each word is judged once; a term is minor when the word it came from is). */
const minor = new Set<string>();

const latinTerm = (word: string) => {
  if (isStopword(word)) return null;
  const term = stem(word);
  if (isMinor(term, word)) minor.add(term);
  return term;
};

const devanagariTerm = (word: string) => {
  const normal = normalDevanagari(word);
  return isStopword(normal) ? null : normal;
};

/** Each word's term (null for a stop word), worked out once: the phrases repeat their words. */
const termOf = rememberedPerWord((word) =>
  word.charCodeAt(0) < 128 ? latinTerm(word) : devanagariTerm(word),
);

/** Latin words, a hyphenated one whole ('de-escalation' is no 'escalation'), and Devanagari words. */
const WORD = /[a-z0-9]+(?:-[a-z0-9]+)*|[\u0900-\u097F]+/g;

/** A text's meaningful terms: Latin words stemmed, Devanagari words normalised, stop words dropped. */
export function askedTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const w of text.toLowerCase().match(WORD) ?? []) {
    // 'wi-fi' and 'wifi', 'e-mail' and 'email' are one word.
    const term = termOf(w.replaceAll('-', ''));
    if (term) terms.add(term);
  }
  return [...terms];
}

const triples = (word: string) => {
  const padded = ` ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
};

const dice = (a: ReadonlySet<string>, b: ReadonlySet<string>) => {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return (2 * shared) / (a.size + b.size);
};

/** A section scores its best phrase, or how much of the question its phrases hold together. */
export function createAskedAsIndex(entries: readonly AskedAsEntry[]): AskedAsIndex {
  const phrases = entries
    .flatMap(({ ref, phrases }) => phrases.map((p) => ({ ref, terms: askedTerms(p) })))
    .filter((p) => p.terms.length);
  // How many sections use each term: a rare term says more about which section is meant.
  const sectionsOf = new Map<string, Set<string>>();
  for (const p of phrases)
    for (const t of p.terms) (sectionsOf.get(t) ?? sectionsOf.set(t, new Set()).get(t)!).add(p.ref);
  const sectionCount = new Set(entries.map((e) => e.ref)).size || 1;
  const vocabulary = [...sectionsOf.keys()];
  const weightOf = new Map(
    vocabulary.map((t) => [
      t,
      Math.log(1 + sectionCount / sectionsOf.get(t)!.size) * (minor.has(t) ? MINOR_WEIGHT : 1),
    ]),
  );
  const phraseWeight = phrases.map((p) => p.terms.reduce((sum, t) => sum + weightOf.get(t)!, 0));
  const phrasesWith = new Map<string, number[]>();
  phrases.forEach((p, i) =>
    p.terms.forEach((t) => (phrasesWith.get(t) ?? phrasesWith.set(t, []).get(t)!).push(i)),
  );
  // Words by their first letter (another form of a word starts as it does); their letter triples are
  // worked out when a question first needs them, not at start-up.
  const byFirst = new Map<string, string[]>();
  for (const t of vocabulary)
    if (t.length >= 4) (byFirst.get(t[0]!) ?? byFirst.set(t[0]!, []).get(t[0]!)!).push(t);
  const triplesOf = new Map<string, Set<string>>();
  const triplesFor = (t: string) => triplesOf.get(t) ?? triplesOf.set(t, triples(t)).get(t)!;

  /** The phrase words a question word stands for, with how closely: itself, or its other forms (worked out once per word). */
  const formsKnown = new Map<string, Map<string, number>>();
  const formsOf = (term: string) => {
    // Bounded: words typed at random must not grow it for as long as the server runs.
    if (formsKnown.size > 50_000) formsKnown.clear();
    return formsKnown.get(term) ?? formsKnown.set(term, findForms(term)).get(term)!;
  };
  function findForms(term: string): Map<string, number> {
    const forms = new Map<string, number>();
    if (weightOf.has(term)) forms.set(term, 1);
    if (term.length < 4) return forms;
    const own = triples(term);
    for (const t of byFirst.get(term[0]!) ?? []) {
      // Dice over letter triples cannot reach SAME_WORD between words of very different lengths.
      if (t === term || Math.abs(t.length - term.length) > term.length / 2) continue;
      const similarity = dice(own, triplesFor(t));
      if (similarity >= SAME_WORD) forms.set(t, similarity);
    }
    return forms;
  }

  return {
    match(question, { unknownShare = 1 } = {}) {
      const terms = askedTerms(question);
      if (!terms.length) return [];
      // An unknown question word weighs as much as the rarest phrase word (it is meaning the phrases
      // lack), or that share of it: in Hinglish an unknown word is most likely Hindi, not off-topic.
      const unknownWeight = (term: string) =>
        Math.log(1 + sectionCount) * unknownShare * (minor.has(term) ? MINOR_WEIGHT : 1);
      const shared = new Map<number, number>();
      const count = new Map<number, number>();
      // Over all of a section's phrases together: the question's words each said by one of them.
      const sectionShared = new Map<string, number>();
      const sectionTerms = new Map<string, number>();
      let questionWeight = 0;
      for (const term of terms) {
        const forms = formsOf(term);
        const weight = forms.size
          ? Math.max(...[...forms.keys()].map((f) => weightOf.get(f)!))
          : unknownWeight(term);
        questionWeight += weight;
        // Each phrase counts a question word once, at its closest form.
        const best = new Map<number, number>();
        for (const [form, similarity] of forms)
          for (const i of phrasesWith.get(form)!)
            best.set(i, Math.max(best.get(i) ?? 0, similarity * weightOf.get(form)!));
        const bestInSection = new Map<string, number>();
        for (const [i, w] of best) {
          shared.set(i, (shared.get(i) ?? 0) + w);
          if (!minor.has(term)) count.set(i, (count.get(i) ?? 0) + 1);
          const ref = phrases[i]!.ref;
          bestInSection.set(ref, Math.max(bestInSection.get(ref) ?? 0, w));
        }
        for (const [ref, w] of bestInSection) {
          sectionShared.set(ref, (sectionShared.get(ref) ?? 0) + w);
          if (!minor.has(term)) sectionTerms.set(ref, (sectionTerms.get(ref) ?? 0) + 1);
        }
      }
      const bySection = new Map<string, AskedAsFit>();
      for (const [i, w] of shared) {
        const cosine = Math.min(1, w / Math.sqrt(questionWeight * phraseWeight[i]!));
        // A long question that holds most of a phrase, four topic words of it ('client wants people
        // to tap his shop number… phone should start calling' holds 'calls a phone number on tap').
        const held = (count.get(i) ?? 0) >= HELD_WORDS ? HELD_SHARE * Math.min(1, w / phraseWeight[i]!) : 0;
        const score = Math.max(cosine, held);
        const ref = phrases[i]!.ref;
        if (score >= MIN_SCORE && score > (bySection.get(ref)?.score ?? 0))
          bySection.set(ref, { ref, score, shared: count.get(i) ?? 0, covers: w / questionWeight });
      }
      // 'which css selectors are there': no one phrase says both words, but the Selectors section's phrases do.
      for (const [ref, w] of sectionShared) {
        const score = ALL_PHRASES_SHARE * (w / questionWeight);
        const had = bySection.get(ref);
        if (score >= MIN_SCORE && score > (had?.score ?? 0))
          bySection.set(ref, { ref, score, shared: sectionTerms.get(ref)!, covers: w / questionWeight, together: true });
      }
      return [...bySection.values()].sort((a, b) => b.score - a.score);
    },
  };
}
