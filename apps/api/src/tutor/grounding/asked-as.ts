import { isStopword, stem, words } from './text.ts';

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
  score: number;
  shared: number;
}

export interface AskedAsIndex {
  /**
   * Each section whose phrases fit the question, with how well (0-1) and how many of the question's
   * words its best phrase shares, best first.
   */
  match(question: string): AskedAsFit[];
}

/** Word forms closer than this (Dice over letter triples) are one word. */
const SAME_WORD = 0.6;
/** A phrase must share at least this much of both its own and the question's weight to count at all. */
const MIN_SCORE = 0.3;

const DEVANAGARI_WORD = /[\u0900-\u097F]+/g;

/** 'ज़' and 'ज', 'ँ' and 'ं' are spelt both ways: one form for comparing. */
const normalDevanagari = (w: string) => w.normalize('NFC').replace(/\u093C/g, '').replace(/\u0901/g, '\u0902');

/** A text's meaningful terms: Latin words stemmed, Devanagari words normalised, stop words dropped. */
export function askedTerms(text: string): string[] {
  const latin = words(text).filter((w) => !isStopword(w) && /[a-z]/.test(w)).map(stem);
  const devanagari = (text.match(DEVANAGARI_WORD) ?? []).map(normalDevanagari).filter((w) => !isStopword(w));
  return [...new Set([...latin, ...devanagari])];
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

export function createAskedAsIndex(entries: readonly AskedAsEntry[]): AskedAsIndex {
  const phrases = entries.flatMap(({ ref, phrases }) => phrases.map((p) => ({ ref, terms: askedTerms(p) }))).filter((p) => p.terms.length);
  // How many sections use each term: a rare term says more about which section is meant.
  const sectionsOf = new Map<string, Set<string>>();
  for (const p of phrases) for (const t of p.terms) (sectionsOf.get(t) ?? sectionsOf.set(t, new Set()).get(t)!).add(p.ref);
  const sectionCount = new Set(entries.map((e) => e.ref)).size || 1;
  const vocabulary = [...sectionsOf.keys()];
  const weightOf = new Map(vocabulary.map((t) => [t, Math.log(1 + sectionCount / sectionsOf.get(t)!.size)]));
  const phraseWeight = phrases.map((p) => p.terms.reduce((sum, t) => sum + weightOf.get(t)!, 0));
  const phrasesWith = new Map<string, number[]>();
  phrases.forEach((p, i) => p.terms.forEach((t) => (phrasesWith.get(t) ?? phrasesWith.set(t, []).get(t)!).push(i)));
  // Words by their letter triples, to find a question word's other forms without comparing it with every word.
  const byTriple = new Map<string, string[]>();
  const triplesOf = new Map(vocabulary.map((t) => [t, triples(t)]));
  for (const [t, ts] of triplesOf) for (const tri of ts) (byTriple.get(tri) ?? byTriple.set(tri, []).get(tri)!).push(t);

  /** The phrase words a question word stands for, with how closely: itself, or its other forms. */
  function formsOf(term: string): Map<string, number> {
    const forms = new Map<string, number>();
    if (weightOf.has(term)) forms.set(term, 1);
    if (term.length < 4) return forms;
    const own = triples(term);
    const candidates = new Set<string>();
    for (const tri of own) for (const t of byTriple.get(tri) ?? []) candidates.add(t);
    for (const t of candidates) {
      if (t === term || t[0] !== term[0] || t.length < 4) continue;
      const similarity = dice(own, triplesOf.get(t)!);
      if (similarity >= SAME_WORD) forms.set(t, similarity);
    }
    return forms;
  }

  return {
    match(question) {
      const terms = askedTerms(question);
      if (!terms.length) return [];
      // An unknown question word weighs as much as the rarest phrase word: it is meaning the phrases lack.
      const unknownWeight = Math.log(1 + sectionCount);
      const shared = new Map<number, number>();
      const count = new Map<number, number>();
      let questionWeight = 0;
      for (const term of terms) {
        const forms = formsOf(term);
        const weight = forms.size ? Math.max(...[...forms.keys()].map((f) => weightOf.get(f)!)) : unknownWeight;
        questionWeight += weight;
        // Each phrase counts a question word once, at its closest form.
        const best = new Map<number, number>();
        for (const [form, similarity] of forms) for (const i of phrasesWith.get(form)!) best.set(i, Math.max(best.get(i) ?? 0, similarity * weightOf.get(form)!));
        for (const [i, w] of best) {
          shared.set(i, (shared.get(i) ?? 0) + w);
          count.set(i, (count.get(i) ?? 0) + 1);
        }
      }
      const bySection = new Map<string, AskedAsFit>();
      for (const [i, w] of shared) {
        const score = Math.min(1, w / Math.sqrt(questionWeight * phraseWeight[i]!));
        const ref = phrases[i]!.ref;
        if (score >= MIN_SCORE && score > (bySection.get(ref)?.score ?? 0)) bySection.set(ref, { ref, score, shared: count.get(i)! });
      }
      return [...bySection.values()].sort((a, b) => b.score - a.score);
    },
  };
}
