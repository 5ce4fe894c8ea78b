/**
 * Numbers written in words, turned into digits before the calculators read a question: 'two
 * hundred fifty words in five minutes', 'paanch minute me dedh hazaar', 'पाँच मिनट में पंद्रह सौ',
 * 'one lakh', '5k', '१५००'. English and the common Hindi/Hinglish number words, in Latin letters or
 * Devanagari; a run of number words becomes one number.
 */

import { normalDevanagari } from '../language/devanagari.ts';
import { all, anyOf, merged } from '../language/index.ts';

/** One spelling per word: lower case, and Devanagari without nukta or chandrabindu ('पाँच' is 'पांच'). */
const spelling = (word: string) => normalDevanagari(word.toLowerCase());
const bySpelling = <T>(record: Record<string, T>) =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [spelling(k), v]));

const UNITS = bySpelling(merged((l) => l.numbers.units));
const SCALES = bySpelling(merged((l) => l.numbers.scales));
/** Numbers only before a scale or a unit ('do' is also 'give', 'one' a pronoun, 'half' a share). */
const AMBIGUOUS = bySpelling(merged((l) => l.numbers.onlyBeforeMeasure));
const UNIT_AFTER = new RegExp(String.raw`^${anyOf(all((l) => l.numbers.measures).map(spelling))}$`, 'i');
const JOINERS = new Set(all((l) => l.numbers.joiners));
const FRACTIONS = bySpelling(merged((l) => l.numbers.fractions));

/** A Latin word, a Devanagari one (not the danda, nor Devanagari digits: those are read as digits first), or digits. */
const WORD = /[a-z]+|[\u0900-\u0963\u0971-\u097F]+|\d+(?:\.\d+)?/gi;
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/g;

interface Token {
  text: string;
  at: number;
  end: number;
}

function valueOf(token: Token, next: Token | undefined): number | undefined {
  const word = spelling(token.text);
  if (word in UNITS) return UNITS[word];
  if (word in AMBIGUOUS && next && UNIT_AFTER.test(spelling(next.text))) return AMBIGUOUS[word];
  return undefined;
}

/** A run of number words ('two hundred and fifty', 'dedh hazaar', '2 lakh') read as one number, or null. */
function readRun(tokens: Token[], start: number): { value: number; next: number } | null {
  let total = 0;
  let current = 0;
  let i = start;
  let read = false;
  let digits = false;
  // 'saadhe teen sau': the share goes with the number word after it (3.5), before any scale.
  const share = FRACTIONS[spelling(tokens[start]!.text)];
  if (share !== undefined) {
    const next = tokens[start + 1];
    const whole = next && !/^\d/.test(next.text) ? valueOf(next, tokens[start + 2]) : undefined;
    if (whole === undefined) return null;
    current = whole + share;
    read = true;
    i = start + 2;
  }
  for (; i < tokens.length; i++) {
    const t = tokens[i]!;
    const word = spelling(t.text);
    const isDigits = /^\d/.test(word);
    // Digits start a run ('2 lakh') but take only scales after them.
    const unit = isDigits
      ? read
        ? undefined
        : Number(word)
      : digits
        ? undefined
        : valueOf(t, tokens[i + 1]);
    if (unit !== undefined) {
      current += unit;
      read = true;
      digits ||= isDigits;
    } else if (word in SCALES && (read || i === start)) {
      read = true;
      const scale = SCALES[word]!;
      if (scale === 100) current = (current || 1) * 100;
      else {
        total += (current || 1) * scale;
        current = 0;
      }
    } else if (
      read &&
      !digits &&
      JOINERS.has(word) &&
      tokens[i + 1] &&
      valueOf(tokens[i + 1]!, tokens[i + 2]) !== undefined
    )
      continue;
    else break;
  }
  return read ? { value: total + current, next: i } : null;
}

/** The text with each number written in words as digits ('ten mistakes' → '10 mistakes', '5k' → '5000', '१५' → '15'). */
export function wordsToDigits(text: string): string {
  const digits = text.replace(DEVANAGARI_DIGIT, (d) => String(d.charCodeAt(0) - 0x966));
  const withK = digits.replace(/\b(\d+(?:\.\d+)?)\s?k\b/gi, (_, n: string) => String(Number(n) * 1000));
  const tokens: Token[] = [...withK.matchAll(WORD)].map((m) => ({
    text: m[0],
    at: m.index,
    end: m.index + m[0].length,
  }));
  let out = '';
  let from = 0;
  for (let i = 0; i < tokens.length;) {
    const t = tokens[i]!;
    const run = readRun(tokens, i);
    const wordy = run && tokens.slice(i, run.next).some((x) => !/^\d/.test(x.text));
    if (!run || !wordy) {
      i++;
      continue;
    }
    out += withK.slice(from, t.at) + String(run.value);
    from = tokens[run.next - 1]!.end;
    i = run.next;
  }
  return out + withK.slice(from);
}
