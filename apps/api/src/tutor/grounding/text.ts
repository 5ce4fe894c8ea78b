import { all, english, hindi, merged } from '../language/index.ts';
import { hasDevanagari, normalDevanagari, romanize } from '../language/devanagari.ts';

/** Small text helpers shared by retrieval and the offline tutor. Their word lists are in language/. */

const STOP_ENGLISH = new Set(english.stopWords);
/** Words that carry no topic, in every language ('the', 'please', 'kya', 'isse'). */
const STOPWORDS = new Set(all((l) => l.stopWords));

/** Hindi function words that are not also English ones ('me', 'the', 'hi', 'are' are both). */
const ONLY_HINDI = new Set(
  hindi.stopWords.filter((w) => !STOP_ENGLISH.has(w) && !hindi.alsoEnglish.includes(w)),
);

/** How many Hindi-only function words a message holds: two or more and it is written in Hinglish. */
export const hinglishWordCount = (text: string) =>
  (text.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => ONLY_HINDI.has(w)).length;

/** Hinglish verbs and nouns that carry the question ("typing speed kaise badhaye"), in the notes' English. */
const HINGLISH = merged((l) => l.contentWords);
/** Hindi verb roots, each tried with every verb ending: 'dikhana', 'dikhao', 'dikhaiye'. */
const VERB_ROOTS = merged((l) => l.verbRoots);
const VERB_ENDINGS = all((l) => l.verbEndings);

/**
 * Hinglish has no fixed spelling: 'chhota', 'chota' and 'chhotaa', 'awaaz' and 'avaz', 'zyada' and
 * 'jyada' are one word. Its sound skeleton (long vowels short, 'chh' as 'ch', 'w' as 'v', 'z' as 'j',
 * doubled letters single) finds a listed word in a spelling the list lacks.
 */
const skeleton = (w: string) =>
  w
    .replace(/chh/g, 'ch')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/ph/g, 'f')
    .replace(/([a-z])\1+/g, '$1');

/** The listed Hinglish words and verb roots by their skeletons (the first listed wins a clash). */
const bySkeleton = <T>(list: Readonly<Record<string, T>>) => {
  const out = new Map<string, T>();
  for (const [word, english] of Object.entries(list)) if (!out.has(skeleton(word))) out.set(skeleton(word), english);
  return out;
};
const HINGLISH_SKELETONS = bySkeleton(HINGLISH);
const ROOT_SKELETONS = bySkeleton(VERB_ROOTS);

/** A Hinglish word in the notes' English ('badhaye' → 'improve'), when it is one. */
export function hinglishToEnglish(word: string): string | undefined {
  const w = word.toLowerCase();
  if (w in HINGLISH) return HINGLISH[w];
  if (STOPWORDS.has(w) || w.length < 4) return undefined;
  // 'hatate' is 'hata' + 'te', not 'hat' + 'ate': every ending is tried for a known root.
  for (const ending of VERB_ENDINGS) {
    const root = w.slice(0, -ending.length);
    if (w.endsWith(ending) && root.length >= 3 && root in VERB_ROOTS) return VERB_ROOTS[root];
  }
  return undefined;
}

/**
 * A listed Hinglish word in a spelling the list lacks ('avaz', 'chhotaa'), in the notes' English. Only
 * for a word spelt another way than its skeleton: an English word ('wall', 'cool') is no Hinglish,
 * so the caller asks only of words the notes do not use.
 */
const hinglishBySound = rememberedPerWord((word: string): string | undefined => {
  const w = word.toLowerCase();
  const sound = skeleton(w);
  if (sound === w || w.length < 4 || STOPWORDS.has(w)) return undefined;
  if (HINGLISH_SKELETONS.has(sound)) return HINGLISH_SKELETONS.get(sound);
  for (const ending of VERB_ENDINGS) {
    const root = sound.slice(0, -ending.length);
    if (sound.endsWith(ending) && root.length >= 3 && ROOT_SKELETONS.has(root)) return ROOT_SKELETONS.get(root);
  }
  return undefined;
});

/**
 * Words that name another part of life (love, health, food, sport, films, politics, religion). The
 * notes never use them, and in a question they mean it is about that, not a course: they keep the
 * full weight of an unknown word even in Hinglish, where other unknown words weigh less.
 */
// A Devanagari word is also kept as the Hindi reader spells it in Latin letters ('शादी' → 'shaadee'), which no speller may correct.
export const OTHER_LIFE_WORDS = new Set(all((l) => l.otherLife).flatMap((w) => (hasDevanagari(w) ? [normalDevanagari(w), romanize(normalDevanagari(w), { long: true })] : [w])));

const OTHER_LIFE_PHRASES = new RegExp(all((l) => l.otherLifePhrases).join('|'), 'i');
/** 'who won the india match': another part of life said in words the notes use too. */
export const namesOtherLifeInPhrase = (text: string) => OTHER_LIFE_PHRASES.test(text);
export const namesOtherLife = (text: string) =>
  (text.toLowerCase().match(/[a-z]+|[\u0900-\u0963\u0971-\u097F]+/g) ?? []).some((w) => OTHER_LIFE_WORDS.has(normalDevanagari(w))) || namesOtherLifeInPhrase(text);

/** The English words Hinglish is put into ('shout', 'calm'): the notes may not use them, but they are no slips. */
const ENGLISH_OF_HINGLISH = new Set(
  [...Object.values(HINGLISH), ...Object.values(VERB_ROOTS)].flatMap((e) => e.split(/\s+/)),
);

/** Every Hinglish content word the tutor knows, listed or by its verb root, and the English it becomes. */
export const isHinglish = (word: string) =>
  hinglishToEnglish(word) !== undefined || ENGLISH_OF_HINGLISH.has(word.toLowerCase());

/** Hinglish phrases whose words alone mislead: 'on nahi ho raha' is a PC with no power. */
const PHRASES: [RegExp, string][] = all((l) => l.phrases).map(([pattern, inNotes]) => [
  new RegExp(pattern, 'gi'),
  inNotes,
]);

/**
 * The question with its Hinglish phrases and content words put into English, for searching the
 * notes. `inNotes`: words the notes use, which are never read as Hinglish spelt another way.
 */
export const inEnglish = (text: string, inNotes: (word: string) => boolean = () => true) =>
  PHRASES.reduce((t, [pattern, english]) => t.replace(pattern, english), text).replace(
    /[a-z]+/gi,
    (w) => hinglishToEnglish(w) ?? (inNotes(w.toLowerCase()) ? undefined : hinglishBySound(w)) ?? w,
  );

/**
 * Lower-cased word tokens. A hyphenated word is also its parts ('drop-down' → 'drop', 'down';
 * 'four-step' → 'step'), so 'drop down list' finds it; parts under three letters ('e-mail') are not.
 */
const HYPHENATED = /(?<![a-z0-9+#.-])[a-z]+(?:-[a-z]+)+(?![a-z0-9+#-])/g;

/** A prefix that turns a word into its opposite: 'de-escalation' is no 'escalation', 'non-stop' no 'stop'. */
const MEANING_PREFIX = /^(de|un|non|anti|dis)-/;

export function words(text: string): string[] {
  const lower = text.toLowerCase();
  const spaced = lower.includes('-')
    ? lower.replace(HYPHENATED, (w) =>
        MEANING_PREFIX.test(w)
          ? w
          : `${w} ${w
              .split('-')
              .filter((p) => p.length >= 3)
              .join(' ')}`,
      )
    : lower;
  return spaced.match(/[a-z0-9][a-z0-9+#.-]*[a-z0-9+#]|[a-z0-9]/g) ?? [];
}

/**
 * `work` for each word worked out once: start-up meets the same few thousand words of the notes over
 * and over. Students' words come on top of them, so what is remembered is bounded.
 */
export function rememberedPerWord<T>(work: (word: string) => T, max = 50_000): (word: string) => T {
  const remembered = new Map<string, T>();
  return (word) => {
    // One lookup for the usual case: a remembered result (null included) is never undefined.
    const known = remembered.get(word);
    if (known !== undefined || remembered.has(word)) return known as T;
    const result = work(word);
    if (remembered.size >= max) remembered.clear();
    remembered.set(word, result);
    return result;
  };
}

/** A light English stemmer: enough that 'spreadsheets' finds 'spreadsheet' and 'typing' finds 'type'. */
export const stem = rememberedPerWord(stemOnce);

function stemOnce(word: string): string {
  // Four letters: only the plural ('nods', 'keys', 'tags'); shorter words stay as they are.
  if (word.length <= 3) return word;
  if (word.length === 4) return word.endsWith('s') && !/(ss|us|is|os)$/.test(word) ? word.slice(0, -1) : word;
  // A word with no vowel is an abbreviation, not a plural: 'https' is not 'http'.
  if (!/[aeiouy]/.test(word)) return word;
  return dropSilentE(suffixless(word));
}

function suffixless(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  // 'justified' is 'justify', 'copied' is 'copy' (as 'justifies' is).
  if (word.endsWith('ied') && word.length > 5) return `${word.slice(0, -3)}y`;
  // 'escalation' is 'escalate', 'validation' is 'validate': one term, whichever the notes use.
  if (word.endsWith('ation') && word.length > 8) return `${word.slice(0, -3)}e`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ing') && word.length > 6) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 5) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is'))
    return word.slice(0, -1);
  return word;
}

/** 'handle', 'handles', 'handled' and 'handling' are one word: 'handl'; 'theme' stays itself, not the stop-word 'them'. */
const dropSilentE = (word: string) =>
  word.length > 4 && word.endsWith('e') && !word.endsWith('ee') && !STOPWORDS.has(word.slice(0, -1))
    ? word.slice(0, -1)
    : word;

/** The meaningful, stemmed terms of a text (stopwords dropped). */
export function keyTerms(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text)) if (!STOPWORDS.has(w)) out.push(stem(w));
  return out;
}

export const isStopword = (word: string) => STOPWORDS.has(word);

/**
 * Words that say what to do or how, not what about ('install', 'handle', 'steps', 'properly'); and
 * 'customer', which the CRM notes use everywhere. A question's topic is in its other words: these
 * weigh less in retrieval, yet still choose between sections on one topic (install vs remove RAM).
 * Stemmed, as the index stems them.
 */
const ACTION_WORDS = new Set(all((l) => l.actionWords).map(stem));

/** Words that ask for a shape of answer ('the difference between'), not a topic. Stemmed. */
const SHAPE_WORDS = new Set(all((l) => l.shapeWords).map(stem));

/** Whether a stemmed term asks for a shape of answer (see SHAPE_WORDS). */
export const isShapeWord = (term: string) => SHAPE_WORDS.has(term);

/** Whether a stemmed term says what to do rather than what about (see ACTION_WORDS). */
export const isActionWord = (term: string) => ACTION_WORDS.has(term);

/** Plain text from markdown: no code fences, tables, emphasis or link syntax. */
export function plainText(markdown: string): string {
  return (
    markdown
      .replace(/```[\s\S]*?```/g, ' ')
      .replace(/^\s*\|.*\|\s*$/gm, ' ')
      // Headings are labels, not sentences; list items and lines end as sentences of their own.
      .replace(/^\s*#{1,6}\s.*$/gm, ' ')
      .replace(
        /^\s*(?:[-*]|\d+\.)\s+(.*?)([.!?:])?\s*$/gm,
        (_m, item: string, end?: string) => `${item}${end && end !== ':' ? end : '.'}`,
      )
      .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/[*_`>#]+/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Sentences of a plain text. */
export const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/** Whitespace-separated words in a text (a plain scan: start-up counts every block of the notes). */
export function wordCount(s: string): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < s.length; i++) {
    const space = s.charCodeAt(i) <= 32;
    if (!space && !inWord) count++;
    inWord = !space;
  }
  return count;
}
