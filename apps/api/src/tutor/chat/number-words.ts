/**
 * Numbers written in words, turned into digits before the calculators read a question: 'two
 * hundred fifty words in five minutes', 'paanch minute me dedh hazaar', 'one lakh', '5k'. English
 * and the common Hindi/Hinglish number words; a run of number words becomes one number.
 */

const UNITS: Record<string, number> = {
  zero: 0,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  // Hindi / Hinglish, in the spellings students type.
  // ('char' is short for characters, 'saath' is 'with', 'sat' and 'tin' are English: left out.)
  teen: 3,
  chaar: 4,
  paanch: 5,
  panch: 5,
  chhe: 6,
  chhah: 6,
  saat: 7,
  aath: 8,
  nau: 9,
  das: 10,
  dus: 10,
  gyarah: 11,
  barah: 12,
  baarah: 12,
  pandrah: 15,
  pandra: 15,
  bees: 20,
  pachees: 25,
  pachis: 25,
  tees: 30,
  chalis: 40,
  chaalis: 40,
  pachas: 50,
  pachaas: 50,
  sattar: 70,
  assi: 80,
  nabbe: 90,
  dedh: 1.5,
  dhai: 2.5,
  dhaai: 2.5,
};

const SCALES: Record<string, number> = {
  hundred: 100,
  sau: 100,
  thousand: 1000,
  hazaar: 1000,
  hazar: 1000,
  hajar: 1000,
  hajaar: 1000,
  lakh: 100000,
  lac: 100000,
  lakhs: 100000,
  crore: 10000000,
  million: 1000000,
};

/**
 * 'do' is also 'give' in Hinglish ('example do'), 'one' a pronoun ('which one'), 'ek' an article
 * ('ek din ka kharcha'), 'half' a share ('first half'): numbers only before a scale or a unit.
 */
const AMBIGUOUS: Record<string, number> = { do: 2, one: 1, ek: 1, half: 0.5, aadha: 0.5, adha: 0.5 };
// Measures only: 'do calls' and 'one form' are too often English ('Do calls…', 'one form of…').
const UNIT_AFTER =
  /^(sau|hazaa?r|hajaa?r|lakh|minutes?|mins?|ghante?|ghanta|hours?|seconds?|sec|gb|mb|tb|kb|watts?|amps?|volts?)$/i;

const WORD = /[a-z]+|\d+(?:\.\d+)?/gi;

interface Token {
  text: string;
  at: number;
  end: number;
}

function valueOf(token: Token, next: Token | undefined): number | undefined {
  const word = token.text.toLowerCase();
  if (word in UNITS) return UNITS[word];
  if (word in AMBIGUOUS && next && UNIT_AFTER.test(next.text)) return AMBIGUOUS[word];
  return undefined;
}

/** A run of number words ('two hundred and fifty', 'dedh hazaar', '2 lakh') read as one number, or null. */
function readRun(tokens: Token[], start: number): { value: number; next: number } | null {
  let total = 0;
  let current = 0;
  let i = start;
  let read = false;
  let digits = false;
  for (; i < tokens.length; i++) {
    const t = tokens[i]!;
    const word = t.text.toLowerCase();
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
      word === 'and' &&
      tokens[i + 1] &&
      valueOf(tokens[i + 1]!, tokens[i + 2]) !== undefined
    )
      continue;
    else break;
  }
  return read ? { value: total + current, next: i } : null;
}

/** The text with each number written in words as digits ('ten mistakes' → '10 mistakes', '5k' → '5000'). */
export function wordsToDigits(text: string): string {
  const withK = text.replace(/\b(\d+(?:\.\d+)?)\s?k\b/gi, (_, n: string) => String(Number(n) * 1000));
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
