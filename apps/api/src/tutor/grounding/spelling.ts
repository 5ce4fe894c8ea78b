/**
 * Spelling correction against the notes' own vocabulary: 'phising' → 'phishing', 'tabel' → 'table'.
 * Students type fast on phones; a word the notes never use should find the word they meant, not
 * sink the question. Only unknown words of 4+ letters are touched, never a function word.
 */

export interface Speller {
  /** The word the notes use for `word`, or `word` itself. */
  correct(word: string): string;
}

/** Optimal-string-alignment distance (a swap of two neighbours costs 1), or max+1 when above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** A rough English sound key: a silent or softening 'h' and doubled letters dropped, 'ph' as 'f', 'ck' as 'k'. */
const sound = (w: string) =>
  w
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    .replace(/(?<=.)h/g, '')
    .replace(/([a-z])\1+/g, '$1');

/**
 * `counts`: how often each word occurs in the notes; `topics`: words of headings, chapter titles and
 * key terms, preferred when two candidates are equally close ('modal' → 'model', a heading word).
 * `keep`: words never corrected (function words, Hinglish).
 */
export function createSpeller(counts: Map<string, number>, topics: Set<string>, keep: (w: string) => boolean): Speller {
  const byLength = new Map<number, string[]>();
  for (const w of counts.keys()) {
    if (w.length < 3 || /\d/.test(w)) continue;
    const list = byLength.get(w.length) ?? byLength.set(w.length, []).get(w.length)!;
    list.push(w);
  }
  const cache = new Map<string, string>();

  function best(word: string): string {
    const max = word.length >= 7 ? 2 : 1;
    let found = word;
    let score = Infinity;
    // A four-letter word one letter from another is as often another word as a slip ('wife'/'wide',
    // 'gift'/'git'); a dropped letter ('eror' → 'error') is the slip worth mending.
    const shortest = word.length <= 4 ? word.length + 1 : word.length - max;
    for (let len = shortest; len <= word.length + max; len++) {
      for (const candidate of byLength.get(len) ?? []) {
        const d = editDistance(word, candidate, max);
        if (d > max) continue;
        // Closer first; then one that sounds the same ('crome' is 'chrome', not 'crime'); then a topic
        // word; then the commoner word (log-scaled, so it only breaks ties).
        const s = d - (sound(candidate) === sound(word) ? 0.6 : 0) - (topics.has(candidate) ? 0.5 : 0) - Math.log10(counts.get(candidate)!) / 10;
        if (s < score) [found, score] = [candidate, s];
      }
    }
    return found;
  }

  return {
    correct(word) {
      const w = word.toLowerCase();
      if (w.length < 4 || counts.has(w) || keep(w) || !/^[a-z]+$/.test(w)) return word;
      const hit = cache.get(w) ?? best(w);
      if (cache.size < 10_000) cache.set(w, hit);
      return hit;
    },
  };
}
