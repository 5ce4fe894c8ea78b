/**
 * Reading Devanagari as the English notes' words (decision 0035). Hindi-medium students write English
 * terms in Devanagari as they say them ('टाइपिंग', 'बैकअप', 'एक्सेल', 'सीपीयू'): spelt out in Latin
 * letters and reduced to a sound key, they meet the notes' own words ('typing', 'backup', 'excel',
 * 'cpu'). Hindi words proper come from the glossaries (hindi-glossary.ts and the Hindi edition).
 */

const CONSONANTS: Record<string, string> = {
  क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'n', च: 'ch', छ: 'chh', ज: 'j', झ: 'jh', ञ: 'n',
  ट: 't', ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n', त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n',
  प: 'p', फ: 'ph', ब: 'b', भ: 'bh', म: 'm', य: 'y', र: 'r', ल: 'l', ळ: 'l', व: 'v',
  श: 'sh', ष: 'sh', स: 's', ह: 'h',
};
/** A consonant with a nukta: the sounds Hindi borrowed ('फ़ाइल' is 'file', 'ज़ूम' is 'zoom'). */
const NUKTA: Record<string, string> = { क: 'q', ख: 'kh', ग: 'g', ज: 'z', फ: 'f', ड: 'r', ढ: 'rh' };
const VOWELS: Record<string, string> = {
  अ: 'a', आ: 'aa', इ: 'i', ई: 'ee', उ: 'u', ऊ: 'oo', ए: 'e', ऐ: 'ai', ओ: 'o', औ: 'au', ऑ: 'o', ऋ: 'ri', ऍ: 'e',
};
const SIGNS: Record<string, string> = {
  'ा': 'a', 'ि': 'i', 'ी': 'i', 'ु': 'u', 'ू': 'u', 'े': 'e', 'ै': 'ai', 'ो': 'o', 'ौ': 'au', 'ॉ': 'o', 'ृ': 'ri', 'ॅ': 'e',
};
const LONG_SIGNS: Record<string, string> = { 'ा': 'aa', 'ी': 'ee', 'ू': 'oo' };
const NASAL = new Set(['ं', 'ँ']);
const VIRAMA = '्';
const NUKTA_SIGN = '़';

/** A Devanagari word in Latin letters, as a Hindi speaker says it ('कंप्यूटर' → 'kampyutar'); `long`: long vowels doubled, as Hinglish often spells them ('काम' → 'kaam'). */
export function romanize(word: string, { long = false } = {}): string {
  const chars = [...word.normalize('NFD')];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    const consonant = CONSONANTS[c];
    if (consonant) {
      const nukta = chars[i + 1] === NUKTA_SIGN;
      out += nukta ? (NUKTA[c] ?? consonant) : consonant;
      const next = chars[i + (nukta ? 2 : 1)];
      if (nukta) i++;
      // The inherent 'a', unless a vowel sign or virama follows, or the word ends.
      if (next !== undefined && next !== VIRAMA && !(next in SIGNS) && !NASAL.has(next) && next !== NUKTA_SIGN) out += 'a';
      else if (next !== undefined && NASAL.has(next)) out += 'a';
    } else if (VOWELS[c]) out += VOWELS[c];
    else if (SIGNS[c]) out = out.replace(/a$/, '') + (long ? (LONG_SIGNS[c] ?? SIGNS[c]) : SIGNS[c]);
    // A nasal before a lip consonant is 'm' ('कंप्यूटर' is 'computer'), else 'n'.
    else if (NASAL.has(c)) out += /^[पफबभम]/.test(chars[i + 1] ?? '') ? 'm' : 'n';
    else if (c === 'ः') out += 'h';
  }
  return out;
}

/**
 * A word's sound, for matching English spellings with Hindi ones: consonants only, in classes that
 * Hindi speakers' spellings share ('excel' and 'एक्सेल' → 'ksl', 'backup' and 'बैकअप' → 'bkp').
 */
export function soundKey(latin: string, { english = false } = {}): string {
  // Vowels say nothing of the consonants; Hindi writes English 't' and 'th' as 'ट' or 'द' alike ('मदरबोर्ड').
  return sounded(latin, { english }).replace(/[aeiouy]/g, '').replace(/h/g, '').replace(/d/g, 't').replace(/(.)\1+/g, '$1');
}

/** A word spelt as it sounds, vowels kept ('closed' → 'klosed', 'क्लोज्ड' → 'klosd'): for telling words of one sound key apart. */
export function sounded(latin: string, { english = false } = {}): string {
  let w = latin.toLowerCase().replace(/[^a-z]/g, '');
  // English spellings of one sound: 'switch', 'browser', 'player', 'page' (Hindi 'स्विच', 'ब्राउज़र', 'पेज').
  if (english) w = w.replace(/tch/g, 'ch').replace(/qu/g, 'kv').replace(/(?<=[aeiou])[wy]/g, '').replace(/(?<=.)g(?=e)/g, 'j');
  w = w
    .replace(/ph/g, 'f')
    .replace(/ch/g, 'C')
    .replace(/ck/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/C/g, 'c')
    .replace(/q/g, 'k')
    .replace(/x/g, 'ks')
    // Hindi writes an English 's' or 'z' sound with 'ज' as often as with 'स' or 'ज़' ('क्लोज्ड', 'ब्राउज़र').
    .replace(/[zj]/g, 's')
    .replace(/w/g, 'v')
    .replace(/([kgtdpbcj])h/g, '$1')
    .replace(/sh/g, 's')
    .replace(/ng$/, 'ng');
  return w;
}

/** The letters' Hindi names, as acronyms are read out ('सीपीयू' is CPU, 'एचटीएमएल' HTML). */
const LETTER_NAMES: [string, string][] = [
  ['डब्ल्यू', 'w'], ['डबल्यू', 'w'], ['एक्स', 'x'], ['ज़ेड', 'z'], ['जेड', 'z'], ['क्यू', 'q'], ['वाई', 'y'], ['आई', 'i'], ['एच', 'h'],
  ['एफ़', 'f'], ['एफ', 'f'], ['एल', 'l'], ['एम', 'm'], ['एन', 'n'], ['एस', 's'], ['आर', 'r'], ['बी', 'b'], ['सी', 'c'], ['डी', 'd'],
  ['जी', 'g'], ['जे', 'j'], ['के', 'k'], ['पी', 'p'], ['टी', 't'], ['यू', 'u'], ['वी', 'v'], ['ए', 'a'], ['ई', 'e'], ['ओ', 'o'],
];

/** A word read out letter by letter ('यूपीएस' → 'ups'), or null. Two letters at least. */
export function spelledAcronym(word: string): string | null {
  let rest = word;
  let letters = '';
  while (rest) {
    const name = LETTER_NAMES.find(([hindi]) => rest.startsWith(hindi));
    if (!name) return null;
    letters += name[1];
    rest = rest.slice(name[0].length);
  }
  return letters.length >= 2 ? letters : null;
}

// Not the danda (।, ॥): it ends a sentence.
export const DEVANAGARI_WORD = /[\u0900-\u0963\u0966-\u097F]+/g;
export const hasDevanagari = (text: string) => /[\u0900-\u097F]/.test(text);

/** 'ज़' and 'ज', 'ँ' and 'ं' are spelt both ways: one form for comparing. */
export const normalDevanagari = (w: string) =>
  w
    .normalize('NFC')
    .replace(/\u093C/g, '')
    .replace(/\u0901/g, '\u0902');
