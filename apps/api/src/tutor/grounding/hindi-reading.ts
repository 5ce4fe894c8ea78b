import { COURSE_BOTS } from '@vidya/contract';
import type { Content } from '../../content/load-content.ts';
import { DEVANAGARI_WORD, hasDevanagari, normalDevanagari, romanize, soundKey, sounded, spelledAcronym } from '../language/devanagari.ts';
import { devanagariWords } from '../language/hindi-glossary.ts';
import { hindi } from '../language/hindi.ts';
import { hinglishToEnglish, isStopword, OTHER_LIFE_WORDS } from './text.ts';

/**
 * A question written in Devanagari ('डेटा एंट्री ऑपरेटर का काम क्या होता है?', 'RAM aur ROM में क्या
 * फ़र्क है?') read as the English notes' words, so the same sections answer it as its English twin
 * (decision 0035). In order: the question's frame ('… क्या है' → 'what is …', 'कैसे' → 'how to',
 * 'फ़र्क' → 'difference between'); phrases the Hindi edition pairs with the English one (its key terms,
 * headings and 'शुद्ध गति (Net Speed)'); the Hindi glossary; letters read out ('सीपीयू' → 'cpu'); an
 * English word written in Devanagari, by its sound ('बैकअप' → 'backup'); Hindi's function words left out.
 */
export interface HindiReader {
  /** The question with its Devanagari in the notes' English; text without Devanagari comes back as it was. */
  toEnglish(question: string): string;
}

const MAX_PHRASE = 4;
/** Hindi endings of number, case and verb, longest first. */
const ENDINGS = ['ियों', 'ाओं', 'ाएं', 'ाएँ', 'ाइए', 'ाया', 'ाए', 'ाई', 'ों', 'ें', 'ीं', 'ें', 'ए', 'ी', 'े', 'ा', 'ो'];
const STOP = new Set(hindi.stopWords.filter(hasDevanagari).map(normalDevanagari));

/** What a Devanagari question asks, as the English words the tutor reads a question's shape by. */
const FRAMES: [RegExp, string][] = [
  [/(अंतर|अन्तर|फ़र्क|फर्क|फरक|भेद|तुलना|एक ही (चीज़|चीज)|एक जैसे)/, 'difference between'],
  [/(कैसे|किस तरह|किस प्रकार|कैसें|तरीका|तरीक़ा)/, 'how to'],
  [/(क्यों|क्यूं|क्यूँ)/, 'why'],
  [/((क्या|कया)\s+(है|हैं|होता|होती|होते|चीज़|चीज)|(का|की|के)\s+(मतलब|अर्थ)|किसे कहते|किसको कहते|क्या कहते|समझाओ|समझाइए|बताओ|बताइए)/, 'what is'],
];
/** Joining words the frames need ('RAM और ROM' → 'ram and rom'). */
const JOINS: Record<string, string> = { और: 'and', या: 'or', बनाम: 'vs' };

const words = (text: string) => text.match(DEVANAGARI_WORD) ?? [];
const bigrams = (w: string) => new Set([...w].slice(1).map((c, i) => w[i] + c));
const dice = (a: string, b: string) => {
  const x = bigrams(a);
  const y = bigrams(b);
  let shared = 0;
  for (const g of x) if (y.has(g)) shared++;
  return (2 * shared) / Math.max(1, x.size + y.size);
};
const BRACKETED = /([\u0900-\u097F][\u0900-\u097F\s]{0,60}?)\s*\(([A-Za-z][A-Za-z0-9 .+#/&-]{0,40})\)/g;

/** Hindi phrase → English words: the edition's key terms and headings (aligned with the English ones) and its bracketed terms. */
function editionGlossary(content: Content): Map<string, string> {
  const glossary = new Map<string, string>();
  const add = (hindiText: string, englishText: string) => {
    const key = words(hindiText.replace(/\([^)]*\)/g, ' ')).map(normalDevanagari);
    const english = englishText.replace(/\([^)]*\)/g, ' ').trim().toLowerCase();
    if (key.length && key.length <= MAX_PHRASE && english && !key.every((w) => STOP.has(w))) glossary.set(key.join(' '), english);
  };
  const edition = content.hindi;
  if (!edition) return glossary;
  // 'शुद्ध गति (Net Speed)': the words before a bracketed English term, as many as it has. Only a pair
  // met twice or more counts: once, the word before may be any word ('… ठीक करते समय (troubleshooting)').
  const seen = new Map<string, Map<string, number>>();
  const pairsIn = (text: string) => {
    for (const m of text.matchAll(BRACKETED)) {
      const english = m[2]!.trim().toLowerCase();
      const size = english.split(/\s+/).length;
      // One English word may stand for several Hindi ones ('प्रति मिनट चक्कर (RPM)'): only phrases pair.
      if (size < 2) continue;
      const phrase = words(m[1]!).map(normalDevanagari).slice(-size);
      if (phrase.length !== size || STOP.has(phrase[0]!)) continue;
      const counts = seen.get(phrase.join(' ')) ?? seen.set(phrase.join(' '), new Map()).get(phrase.join(' '))!;
      counts.set(english, (counts.get(english) ?? 0) + 1);
    }
  };
  for (const bot of COURSE_BOTS)
    content.courses[bot].chapters.forEach((chapter, i) => {
      const hindiChapter = edition.courses[bot][i]!;
      hindiChapter.keyTerms.forEach((t, k) => add(t.term, chapter.keyTerms[k]!.term));
      for (const s of hindiChapter.sections) add(s.heading, s.id);
      pairsIn(hindiChapter.body);
      for (const t of hindiChapter.keyTerms) pairsIn(`${t.term} ${t.definition}`);
    });
  for (const [phrase, counts] of seen) {
    const [english, times] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    if (times >= 2 && !glossary.has(phrase)) add(phrase, english);
  }
  return glossary;
}

/** Built when the first Devanagari question comes: a deployment whose students write English pays nothing at start-up. */
/** Pairs of words the notes write side by side ('net speed', 'power factor'), by their sound. */
function notesPairs(content: Content): Map<string, string> {
  const counts = new Map<string, { pair: string; n: number }>();
  for (const bot of COURSE_BOTS)
    for (const chapter of content.courses[bot].chapters) {
      const ws = chapter.body.toLowerCase().match(/[a-z]{2,}/g) ?? [];
      for (let i = 0; i + 1 < ws.length; i++) {
        const [a, b] = [ws[i]!, ws[i + 1]!];
        if (a.length < 3 || b.length < 3) continue;
        const key = `${soundKey(a, { english: true })} ${soundKey(b, { english: true })}`;
        const had = counts.get(key);
        if (!had || had.pair === `${a} ${b}`) counts.set(key, { pair: `${a} ${b}`, n: (had?.n ?? 0) + 1 });
      }
    }
  // Met twice at least: a phrase of the notes, not two words that happen to meet.
  return new Map([...counts].filter(([key, { n }]) => n >= 2 && key.split(' ').every((k) => k.length >= 2)).map(([key, { pair }]) => [key, pair]));
}

export function createHindiReader(content: Content, notesWords: ReadonlyMap<string, number>): HindiReader {
  let reader: HindiReader | undefined;
  return { toEnglish: (question) => (hasDevanagari(question) ? (reader ??= buildReader(content, notesWords)).toEnglish(question) : question) };
}

function buildReader(content: Content, notesWords: ReadonlyMap<string, number>): HindiReader {
  const glossary = editionGlossary(content);
  for (const [word, english] of Object.entries(devanagariWords)) glossary.set(normalDevanagari(word), english);
  // The notes' words by their sound; the commonest first when several sound alike.
  const bySound = new Map<string, string[]>();
  const pairs = notesPairs(content);
  for (const [word] of [...notesWords].sort((a, b) => b[1] - a[1])) {
    if (word.length < 3 || !/^[a-z]+$/.test(word)) continue;
    const key = soundKey(word, { english: true });
    (bySound.get(key) ?? bySound.set(key, []).get(key)!).push(word);
  }

  /**
   * An English word written in Devanagari: the notes' word that sounds like it, begins as it does (with a
   * vowel or not: 'ओपन' is 'open', not 'pan') and is spelt most alike; a short one must be spelt much alike.
   */
  const bySoundOf = (word: string): string | undefined => {
    const latin = romanize(word);
    const key = soundKey(latin);
    if (key.length < 2) return undefined;
    const vowelFirst = /^[aeiou]/.test(latin);
    const spelt = sounded(latin);
    const best = (bySound.get(key) ?? [])
      .filter((w) => /^[aeiou]/.test(w) === vowelFirst)
      .map((w) => ({ w, d: dice(spelt, sounded(w, { english: true })) }))
      .sort((a, b) => b.d - a.d)[0];
    // A short word must be spelt much alike: 'कहते' is no 'cat'.
    return best && best.d >= (key.length <= 2 || best.w.length < 4 ? 0.6 : key.length === 3 ? 0.45 : 0.3) ? best.w : undefined;
  };

  /**
   * Two English words written in Devanagari that the notes write together ('नेट स्पीड' is 'net speed', not
   * 'internet speed'), spelt somewhat alike as one word by sound must be ('प्रति यूनिट' is no 'port and').
   */
  const pairBySound = (a: string, b: string): string | undefined => {
    const pair = pairs.get(`${soundKey(romanize(a))} ${soundKey(romanize(b))}`);
    return pair && dice(sounded(romanize(a) + romanize(b)), sounded(pair.replace(' ', ''), { english: true })) >= 0.3 ? pair : undefined;
  };

  /** A Hindi word the Hinglish glossary knows as students spell it in Latin letters ('काम' is 'kaam', 'गुस्साए' 'gussae'). */
  const asHinglish = (word: string): string | undefined => {
    const long = romanize(word, { long: true });
    // Hinglish spells the long vowels either way ('saara', 'karunga', 'kaam').
    const spellings = new Set([long, romanize(word), long.replace(/aa$/, 'a').replace(/ee$/, 'i'), long.replace(/aa$/, 'a').replace(/oo/g, 'u').replace(/ee/g, 'i')]);
    for (const latin of spellings) {
      if (isStopword(latin)) return '';
      const english = hinglishToEnglish(latin);
      if (english) return english;
    }
    return undefined;
  };

  /** The glossary's word in another ending ('गुस्साए' is 'गुस्सा', 'फ़ाइलों' 'फ़ाइल'). */
  const inflected = (word: string): string | undefined => {
    for (const ending of ENDINGS) {
      if (!word.endsWith(ending) || word.length - ending.length < 2) continue;
      const stem = word.slice(0, -ending.length);
      const found = glossary.get(stem) ?? glossary.get(`${stem}ा`) ?? glossary.get(`${stem}ी`);
      if (found) return found;
    }
    return undefined;
  };

  const wordInEnglish = (word: string): string | undefined => {
    // 'और', 'या' join the sides of a comparison ('RAM और ROM'), though they are function words too.
    if (JOINS[word]) return JOINS[word];
    if (STOP.has(word)) return '';
    // A word of another part of life ('शादी', 'मेहंदी') stays a word the notes never use, weighing as one.
    if (OTHER_LIFE_WORDS.has(word)) return romanize(word, { long: true });
    return glossary.get(word) ?? JOINS[word] ?? spelledAcronym(word) ?? inflected(word) ?? asHinglish(word) ?? bySoundOf(word);
  };

  /** A run of Devanagari words in English: the longest glossary phrase first, then word by word. */
  const runInEnglish = (run: string[]): string => {
    const out: string[] = [];
    for (let i = 0; i < run.length; ) {
      let took = 0;
      for (let n = Math.min(MAX_PHRASE, run.length - i); n >= 2 && !took; n--) {
        const phrase = glossary.get(run.slice(i, i + n).join(' '));
        if (phrase) {
          out.push(phrase);
          took = n;
        }
      }
      const soundable = (w: string) => !STOP.has(w) && !OTHER_LIFE_WORDS.has(w);
      const pair = !took && i + 1 < run.length && soundable(run[i]!) && soundable(run[i + 1]!) ? pairBySound(run[i]!, run[i + 1]!) : undefined;
      if (pair) {
        out.push(pair);
        took = 2;
      }
      if (!took) {
        const w = run[i]!;
        out.push(wordInEnglish(w) ?? w);
        took = 1;
      }
      i += took;
    }
    return out.filter(Boolean).join(' ');
  };

  return {
    toEnglish(question) {
      if (!hasDevanagari(question)) return question;
      const frame = FRAMES.find(([pattern]) => pattern.test(question))?.[1];
      const normal = question.normalize('NFC');
      // Runs of Devanagari words (with the spaces between them) become English; Latin words stay.
      const body = normal
        .replace(/[\u0900-\u0963\u0966-\u097F]+(?:\s+[\u0900-\u0963\u0966-\u097F]+)*/g, (run) => ` ${runInEnglish(words(run).map(normalDevanagari))} `)
        .replace(/[।?]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      return frame ? `${frame} ${body}` : body;
    },
  };
}
