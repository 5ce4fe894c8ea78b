/**
 * Formulas the notes teach, worked out with the student's own numbers ('I typed 3000 characters
 * in 10 minutes with 30 mistakes: my net speed?'). Each calculator is chosen by its topic, reads
 * the numbers it needs by their labels or units, names the section that teaches it (the answer
 * cites it and shows its formula), and shows every step, as the notes' worked examples do. Plain
 * ÷ × − in the steps: only the notes' own formulas are shown as math. Numbers written in words are
 * turned into digits first (number-words.ts). The arithmetic is here; the words the steps show are in
 * calculator-words.ts, one table per language the tutor answers in (decision 0037).
 *
 * What the notes teach, and the calculator for each:
 *   dataEntry 4        gross/net WPM, accuracy %, KPH                     typingSpeed, accuracy, kph
 *   dataEntry 10       forms per hour from a target and shift hours       perHour
 *   ComputerHardware 2 Ohm's law, P = V × I (rails added), P = V × I × PF, electricity, energyCost,
 *                      energy and its cost, PSU headroom (30-50%),         psuSize, upsSize
 *                      UPS VA = watts ÷ power factor
 *   ComputerHardware 4 / itEssentials 4  drive size as Windows shows it    windowsSize
 *   ComputerHardware 4 copy time = MB ÷ MB/s                               copyTime
 *   dataEntry 9        a difference that divides by 9 (swapped digits)     transposition
 *   crmVoice 10 / 1    QA score = 100 − marks lost; lifetime value         qaScore, lifetimeValue
 *   itEssentials 4     files that fit (1000s or 1024s), binary ↔ decimal   storage, binaryDecimal
 *   itEssentials 10    order of operations (=6+4*3), IF and cell formulas  spreadsheetArithmetic, cellFormula
 *   crmVoice 6 / 10    AHT, FCR, CSAT, service level, abandonment,         aht, percentOf…, adherence
 *                      occupancy, schedule adherence
 *   webDevelopment 7   box model total width                               boxWidth
 *   webDevelopment 8   grid fr columns                                     gridColumns
 *   webDevelopment 12  download time = megabits ÷ Mbps                     downloadTime
 * Taught but not worked here (worked examples only, rarely asked with new numbers): memory bandwidth
 * (ComputerHardware 3), screen resolution pixels (ComputerHardware 5), contrast ratio (webDevelopment 11,
 * needs relative luminance the notes do not teach how to find).
 */

import { hasDevanagari, normalDevanagari } from '../language/devanagari.ts';
import { all, anyOf, merged } from '../language/index.ts';
import { CALC_WORDS, type CalcWords, type ShareLabel } from './calculator-words.ts';
import { wordsToDigits } from './number-words.ts';

/** The words around a student's numbers, in every language (language/*.ts). */
const HOURS = anyOf(all((l) => l.calculators.hours));
const DAYS = anyOf(all((l) => l.calculators.days));
const PER_HOUR = anyOf(all((l) => l.calculators.perHour));
const OF = anyOf(all((l) => l.calculators.of));
const HOLDS = anyOf(all((l) => l.calculators.holds));
const EACH = anyOf(all((l) => l.calculators.each));
const AFTER = anyOf(all((l) => l.calculators.after));
const HOW_MANY = new RegExp(String.raw`\b${anyOf(all((l) => l.calculators.howMany))}\b`, 'i');
const READ_AS = new Map(Object.entries(merged((l) => l.calculators.readAs)).map(([phrase, words]) => [normalDevanagari(phrase), words]));
const READ_AS_PHRASE = new RegExp(
  String.raw`(?<![\u0900-\u097F])(?:${[...READ_AS.keys()].sort((a, b) => b.length - a.length).map((k) => k.replace(/[-.]/g, '\\$&')).join('|')})(?![\u0900-\u097F])`,
  'g',
);

/**
 * A Devanagari question with the phrases the calculators need put in their words ('हर घंटे
 * कितने' → 'per hour how many'; language/*.ts `calculators.readAs`): the reader leaves those out or
 * reads them word by word. Spelt one way first ('घंटे' with or without chandrabindu, nukta).
 */
function inCalculatorWords(text: string): string {
  return hasDevanagari(text) ? normalDevanagari(text).replace(READ_AS_PHRASE, (m) => READ_AS.get(m) ?? m) : text;
}

export interface Worked {
  /** Where the formula is taught: course, chapter, and the section heading (grounding sectionRef). */
  ref: string;
  /** Other sections teaching the same (another course's notes), for a bot that cannot cite `ref`. */
  refs?: string[];
  /** The steps with the student's numbers, as markdown. */
  steps: string;
  /** Which of the section's formulas this works out (matched against the notes' own text), if it shows one. */
  formula?: RegExp;
  /** How many of the question's numbers the working uses (or reads as part of the question, such as a target's time limit). */
  uses: number;
  /**
   * The numbers the working used, when each number right beside one of its labels is among them:
   * the question's other numbers are then about something else, and are named as left out.
   */
  placed?: number[];
  /** The answer, to compare with a target the student names. */
  result?: number;
  /** Not worked out (a number is missing, or there are numbers it cannot place): `steps` says why. */
  unsure?: boolean;
}

interface Calculator {
  topic: RegExp;
  /** What the formula takes, for a question whose numbers it cannot place. */
  takes(w: CalcWords): string;
  /** A 'target' number is one of its inputs ('my target is 450 forms in 6 hours'), not something to compare with. */
  readsTargets?: boolean;
  /** The working, its words in `w` (calculator-words.ts). */
  work(text: string, w: CalcWords): Worked | null;
}

/** A number for display: at most two decimals, no float noise (57, 94.8, 0.02). */
export function fmt(n: number): string {
  const rounded = Math.round(n * 100) / 100;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(2).replace(/0$/, '');
}

/** A number on its own, not part of a name ('DDR4', 'i5', 'Windows 11' still counts: it stands alone). */
const NUMBER = /(?<![a-z])(\d[\d,]*(?:\.\d+)?)/gi;
const NUM = String.raw`(\d[\d,]*(?:\.\d+)?)`;
const toNumber = (s: string) => Number(s.replace(/,/g, ''));

/** Each number in the text, with where it is. '1,500' → 1500. */
function numbers(text: string): { value: number; at: number; end: number }[] {
  return [...text.matchAll(NUMBER)].map((m) => ({ value: toNumber(m[1]!), at: m.index, end: m.index + m[0].length }));
}

/** The text with the numbers inside each match hidden (read as part of the question, not as inputs), and how many. */
function hide(text: string, patterns: RegExp[]): { text: string; hidden: number[] } {
  const hidden: number[] = [];
  let out = text;
  for (const p of patterns)
    out = out.replace(p, (m) => m.replace(new RegExp(NUMBER.source, 'gi'), (n) => (hidden.push(toNumber(n)), 'NUM')));
  return { text: out, hidden };
}

/**
 * The number a keyword labels ('3000 characters', 'talk time was 1620', '15 galat'): the closest
 * within a few words, each number used once. Keys are tried in order, so put the surest first.
 * Null when a key labels no number.
 */
function labelled(text: string, keys: Record<string, RegExp>): Record<string, number> | null {
  const out = found(text, keys);
  return Object.keys(keys).every((k) => k in out) ? out : null;
}

/** The labelled numbers that are there, each used once (some keys may have none). */
function found(text: string, keys: Record<string, RegExp>): Record<string, number> {
  const nums = numbers(text);
  const used = new Set<number>();
  const out: Record<string, number> = {};
  for (const [name, pattern] of Object.entries(keys)) {
    let best: { i: number; d: number } | null = null;
    for (const m of text.matchAll(new RegExp(pattern.source, 'gi'))) {
      nums.forEach((n, i) => {
        if (used.has(i)) return;
        const d = n.end <= m.index ? m.index - n.end : n.at - (m.index + m[0].length);
        if (d >= 0 && d <= 22 && (!best || d < best.d)) best = { i, d };
      });
    }
    if (!best) continue;
    used.add((best as { i: number }).i);
    out[name] = nums[(best as { i: number }).i]!.value;
  }
  return out;
}

/** Each number right beside one of the labels is one the working used: the rest are about something else. */
function placedClearly(text: string, keys: RegExp[], used: number[]): number[] | undefined {
  const left = [...used];
  const matches = keys.flatMap((k) => [...text.matchAll(new RegExp(k.source, 'gi'))]);
  const beside = numbers(text).filter((n) => matches.some((m) => (n.end <= m.index ? m.index - n.end : n.at - (m.index + m[0].length)) <= 3 && (n.end <= m.index || n.at >= m.index + m[0].length)));
  const ok = beside.every((n) => {
    const i = left.indexOf(n.value);
    return i >= 0 && left.splice(i, 1).length > 0;
  });
  return ok ? used : undefined;
}

const MINUTES = /\b(minutes?|mins?)\b/;
const ref = (course: string, chapter: number, heading: string) => `${course}|${chapter}|${heading}`;
const steps = (lines: string[]) => lines.map((l, i) => `${i + 1}. ${l}`).join('\n');

/** A formula whose question lacks one of its numbers: say which, and show the notes' worked example. */
function needs(at: string, formula: RegExp | undefined, what: string, w: CalcWords): Worked {
  return { ref: at, formula, uses: 0, unsure: true, steps: w.needs(what) };
}

const TYPED = /\b(characters?|chars?|letters|words?)\b/;
const ERRORS = /\b(mistakes?|errors?|galat|galti|galtiyan|wrong)\b/;
const TYPING = ref('dataEntry', 4, 'Gross Speed and Net Speed');

const typingSpeed: Calculator = {
  topic: /\b(speed|wpm|net|gross)\b/i,
  takes: (w) => w.typing.takes,
  work(text, w) {
    const v = found(text, { minutes: MINUTES, chars: /\b(characters?|chars?|letters)\b/, words: /\bwords?\b/, errors: ERRORS });
    const typed = v.chars ?? v.words;
    if (typed === undefined && v.minutes === undefined) return null;
    if (typed === undefined) return needs(TYPING, /Net WPM/, w.typing.needCharacters, w);
    if (!v.minutes) return needs(TYPING, /Net WPM/, w.typing.needMinutes, w);
    const errors = v.errors ?? 0;
    const words = v.chars !== undefined ? v.chars / 5 : typed;
    const gross = words / v.minutes;
    const perMinute = errors / v.minutes;
    const net = gross - perMinute;
    return {
      ref: TYPING,
      formula: /Net WPM/,
      uses: 2 + (v.errors === undefined ? 0 : 1),
      placed: placedClearly(text, [MINUTES, TYPED, ERRORS], [typed, v.minutes, ...(v.errors === undefined ? [] : [v.errors])]),
      result: net,
      steps: `${w.intro(w.typing.given(fmt(typed), v.chars !== undefined ? 'characters' : 'words', fmt(v.minutes), fmt(errors)))}\n\n${steps([
        ...(v.chars !== undefined ? [`${w.typing.standardWords}: ${fmt(v.chars)} ÷ 5 = ${fmt(words)}`] : []),
        `${w.typing.grossWpm}: ${fmt(words)} ÷ ${fmt(v.minutes)} = ${fmt(gross)}`,
        `${w.typing.errorsPerMinute}: ${fmt(errors)} ÷ ${fmt(v.minutes)} = ${fmt(perMinute)}`,
        `${w.typing.netWpm}: ${fmt(gross)} − ${fmt(perMinute)} = **${fmt(net)}**`,
      ])}`,
    };
  },
};

const KPH_REF = ref('dataEntry', 4, 'Measuring Typing Speed: WPM and KPH');

const kph: Calculator = {
  topic: /\b(kph|key depressions?)\b/i,
  takes: (w) => w.kph.takes,
  work(text, w) {
    // Minutes first: '12 min, keys pressed 1740' has the 12 nearer 'keys' than the 1740 is.
    const v = found(text, { minutes: MINUTES, keys: /\b(keys?|key depressions?|keystrokes?)\b/ });
    if (v.keys === undefined && v.minutes === undefined) return null;
    if (v.keys === undefined) return needs(KPH_REF, /\{KPH\} =/, w.kph.needKeys, w);
    if (!v.minutes) return needs(KPH_REF, /\{KPH\} =/, w.kph.needMinutes, w);
    const result = (v.keys * 60) / v.minutes;
    return {
      ref: KPH_REF,
      formula: /\{KPH\} =/,
      uses: 2,
      result,
      steps: `${w.intro(w.kph.given(fmt(v.keys), fmt(v.minutes)))}\n\n${steps([`KPH = ${fmt(v.keys)} × 60 ÷ ${fmt(v.minutes)} = **${fmt(result)}**`])}`,
    };
  },
};

const ENTRIES = /\b(records?|entries|entry|fields?|forms?|total|out of)\b/;
const ACCURACY = ref('dataEntry', 4, 'Accuracy Percentage');

const accuracy: Calculator = {
  topic: /\b(accuracy|accurate)\b/i,
  takes: (w) => w.accuracy.takes,
  work(text, w) {
    const wrong = labelled(text, { wrong: /\b(wrong|galat|mistakes?|errors?|incorrect)\b/, total: ENTRIES });
    const right = wrong ? null : labelled(text, { correct: /\b(correct|right|sahi)\b/, total: ENTRIES });
    const total = wrong?.total ?? right?.total;
    const some = found(text, { wrong: /\b(wrong|galat|mistakes?|errors?|incorrect|correct|right|sahi)\b/ }).wrong;
    if (!total) return some !== undefined ? needs(ACCURACY, /Accuracy/, w.accuracy.needTotal, w) : null;
    const correct = right?.correct ?? total - wrong!.wrong!;
    if (correct < 0 || correct > total) return null;
    const lines = wrong ? [`${w.accuracy.correctEntries}: ${fmt(total)} − ${fmt(wrong.wrong!)} = ${fmt(correct)}`] : [];
    const result = (correct / total) * 100;
    lines.push(`${w.accuracy.accuracy}: ${fmt(correct)} ÷ ${fmt(total)} × 100 = **${fmt(result)}%**`);
    const labels = [/\b(wrong|galat|mistakes?|errors?|incorrect|correct|right|sahi)\b/, ENTRIES];
    return { ref: ACCURACY, formula: /Accuracy/, uses: 2, placed: placedClearly(text, labels, [total, wrong?.wrong ?? correct]), result, steps: `${w.intro(w.accuracy.given(fmt(correct), fmt(total)))}\n\n${steps(lines)}` };
  },
};

const WATTS = new RegExp(String.raw`(?<![a-z])${NUM}\s*(?:w|watts?)\b`, 'gi');
const allWatts = (text: string) => [...text.matchAll(WATTS)].map((m) => toNumber(m[1]!));
const POWER_REF = ref('ComputerHardware', 2, 'Power and Energy');

type Quantity = 'V' | 'I' | 'R';
const UNIT = new RegExp(String.raw`(?<![a-z])${NUM}\s*(v|volts?|a|amps?|amperes?|Ω|ohms?)(?![a-z])`, 'gi');

/** The volts, amps and ohms a question gives, in order ('12 V', '0.5 A', '48 ohm'). */
function quantities(text: string): { q: Quantity; n: number }[] {
  return [...text.matchAll(UNIT)].map((m) => {
    const u = m[2]!.toLowerCase();
    return { q: u.startsWith('v') ? 'V' : u.startsWith('a') ? 'I' : 'R', n: toNumber(m[1]!) };
  });
}

/** Ohm's law and power: the one of V, I, R, P the question lacks, from the ones it gives; rails added; × PF on AC. */
const electricity: Calculator = {
  topic: /\b(resistance|current|volts?|voltage|amps?|amperes?|watts?|power|ohm'?s?)\b|\d\s*(v|a)\b/i,
  takes: (w) => w.electricity.takes,
  work(text, w) {
    const given = quantities(text);
    const of = (q: Quantity) => given.filter((g) => g.q === q).map((g) => g.n);
    const [V, I, R] = [of('V'), of('I'), of('R')];
    const pf = /(?:power factor|\bpf)\D{0,12}(0?\.\d+|1)\b|(0?\.\d+)\s*(?:power factor|pf)\b/i.exec(text);
    const asksPower = /\b(watts?|power|wattage)\b/i.test(text);
    const law = ref('ComputerHardware', 2, 'Voltage, Current and Resistance');
    const line = (at: string, formula: RegExp, lines: string[], result: number, extra = 0): Worked => ({
      ref: at,
      formula,
      uses: given.length + extra,
      result,
      steps: `${w.intro(given.map((g) => `${g.q} = ${fmt(g.n)}`).join(', '))}\n\n${steps(lines)}`,
    });
    if (V.length === 1 && I.length === 1 && pf) {
      const factor = Number(pf[1] ?? pf[2]);
      const va = V[0]! * I[0]!;
      return line(POWER_REF, /PF\}\$$/, [`${w.electricity.apparentPower}: ${fmt(V[0]!)} × ${fmt(I[0]!)} = ${fmt(va)} VA`, `${w.electricity.realPower}: ${fmt(va)} × ${fmt(factor)} = **${fmt(va * factor)} W**`], va * factor, 1);
    }
    if (V.length >= 2 && V.length === I.length && !R.length) {
      const each = V.map((v, i) => v * I[i]!);
      const total = each.reduce((a, b) => a + b, 0);
      const lines = V.map((v, i) => `${w.electricity.rail(fmt(v))}: P = ${fmt(v)} × ${fmt(I[i]!)} = ${fmt(each[i]!)} W`);
      return line(POWER_REF, /^\$P = V \\times I\$$/, [...lines, `${w.electricity.total}: ${each.map(fmt).join(' + ')} = **${fmt(total)} W**`], total);
    }
    const [v, i, r] = [V[0], I[0], R[0]];
    if (given.length !== 2) return null;
    const mains = v !== undefined && v >= 100;
    if (v !== undefined && i !== undefined && (asksPower || !/\bresistance\b/i.test(text))) {
      const p = v * i;
      const ac = mains ? w.electricity.onMains(fmt(p)) : '';
      return line(POWER_REF, /^\$P = V \\times I\$$/, [`P = V × I = ${fmt(v)} × ${fmt(i)} = **${fmt(p)} W**${ac}`], p);
    }
    if (v !== undefined && i) return line(law, /^\$V = I/, [`R = V ÷ I = ${fmt(v)} ÷ ${fmt(i)} = **${fmt(v / i)} Ω**`], v / i);
    if (v !== undefined && r) return line(law, /^\$V = I/, [`I = V ÷ R = ${fmt(v)} ÷ ${fmt(r)} = **${fmt(v / r)} A**`], v / r);
    if (i !== undefined && r !== undefined) return line(law, /^\$V = I/, [`V = I × R = ${fmt(i)} × ${fmt(r)} = **${fmt(i * r)} V**`], i * r);
    return null;
  },
};

/** Energy in units (kWh) from watts and hours, and its cost at a rate per unit. */
const energyCost: Calculator = {
  topic: /\b(kwh|units?|bill|kharcha|cost|bijli|energy|electricity)\b/i,
  takes: (w) => w.energy.takes,
  work(text, w) {
    const loads = allWatts(text);
    const hours = new RegExp(String.raw`(?<![a-z])${NUM}\s*(?:${HOURS}|h)\b`, 'i').exec(text);
    const rate = new RegExp(String.raw`(?:₹|rs\.?|rupees?)\s*${NUM}\s*(?:per|\/|a|prati|ek)?\s*unit|${NUM}\s*(?:₹|rs\.?|rupees?|rupaye|rupay|money)\s*(?:per|\/|prati|an?|ek)?\s*units?\b`, 'i').exec(text);
    // '6 hours a day for 30 days': the day's units times the days.
    const days = new RegExp(String.raw`(?<![a-z])${NUM}\s*(?:${DAYS})(?![\p{L}])`, 'iu').exec(text);
    if (!loads.length || !hours) return null;
    const watts = loads.reduce((a, b) => a + b, 0);
    const h = toNumber(hours[1]!);
    const kw = watts / 1000;
    const daily = kw * h;
    const d = days ? toNumber(days[1]!) : undefined;
    const units = d === undefined ? daily : daily * d;
    const perUnit = rate ? toNumber(rate[1] ?? rate[2]!) : undefined;
    const lines = [
      ...(loads.length > 1 ? [`${w.energy.totalLoad}: ${loads.map(fmt).join(' + ')} = ${fmt(watts)} W`] : []),
      `${w.energy.inKilowatts}: ${fmt(watts)} ÷ 1000 = ${fmt(kw)} kW`,
      ...(d === undefined
        ? [`${w.energy.energy}: ${fmt(kw)} kW × ${fmt(h)} h = **${fmt(units)} ${w.energy.units}** (kWh)`]
        : [`${w.energy.energy}: ${fmt(kw)} kW × ${fmt(h)} h = ${fmt(daily)} ${w.energy.units}`, `${w.energy.forDays(fmt(d))}: ${fmt(daily)} × ${fmt(d)} = **${fmt(units)} ${w.energy.units}** (kWh)`]),
      ...(perUnit !== undefined ? [`${w.energy.cost}: ${fmt(units)} × ₹${fmt(perUnit)} = **₹${fmt(units * perUnit)}**`] : []),
    ];
    return {
      ref: POWER_REF,
      uses: loads.length + 1 + (perUnit !== undefined ? 1 : 0) + (d !== undefined ? 1 : 0),
      result: perUnit !== undefined ? units * perUnit : units,
      steps: `${w.intro(w.energy.given(fmt(watts), fmt(h), perUnit === undefined ? undefined : fmt(perUnit)))}\n\n${steps(lines)}${perUnit === undefined ? `\n\n${w.energy.costHint}` : ''}`,
    };
  },
};

const PERCENT = new RegExp(String.raw`${NUM}\s*(?:%|percent|per cent|pratishat)`, 'i');

/** PSU size: the parts' watts added, then the notes' 30-50% headroom (or the student's own share). */
const psuSize: Calculator = {
  topic: /\b(headroom|smps|psu|power supply)\b/i,
  takes: (w) => w.psu.takes,
  work(question, w) {
    // '500 W SMPS' is the unit's rating, not a part: the working ends by comparing with it.
    const { text, hidden: rated } = hide(question, [new RegExp(String.raw`(?<![a-z])${NUM}\s*(?:w|watts?)\s*(?:${OF} )?(?:smps|psu|power supply|unit)\b`, 'gi')]);
    const loads = allWatts(text);
    if (!loads.length) return null;
    const load = loads.reduce((a, b) => a + b, 0);
    const percent = PERCENT.exec(text);
    const need = load * (1 + (percent ? toNumber(percent[1]!) : 30) / 100);
    const verdict = rated[0] === undefined ? [] : [w.psu.rated(fmt(rated[0]), rated[0] >= need)];
    const added = loads.length > 1 ? [`${w.psu.addParts}: ${loads.map(fmt).join(' + ')} = ${fmt(load)} W`] : [];
    const times = (p: number, bold = false) => `${fmt(load)} × ${fmt(1 + p / 100)} = ${bold ? `**${fmt(load * (1 + p / 100))} W**` : `${fmt(load * (1 + p / 100))} W`}`;
    const headroom = percent
      ? [`${w.psu.addHeadroom(fmt(toNumber(percent[1]!)))}: ${times(toNumber(percent[1]!), true)}`]
      : [w.psu.usualHeadroom(times(30), times(50), times(40, true))];
    return {
      ref: ref('ComputerHardware', 2, 'Calculating PSU Wattage'),
      uses: loads.length + rated.length + (percent ? 1 : 0),
      result: load * (1 + (percent ? toNumber(percent[1]!) : 40) / 100),
      steps: `${w.intro(w.psu.given(fmt(load), percent?.[1]))}\n\n${steps([...added, ...headroom, w.psu.choose])}${verdict.map((v) => `\n\n${v}`).join('')}`,
    };
  },
};

const UPS_REF = ref('ComputerHardware', 2, 'Choosing a UPS Size: VA and Watts');

/** The UPS a load needs: its watts added up, an optional spare share, then ÷ power factor (VA). */
const upsSize: Calculator = {
  topic: /\b(ups|va|volt-?amperes?)\b/i,
  takes: (w) => w.ups.takes,
  work(text, w) {
    const loads = allWatts(text);
    const pf = /(?:power factor|\bpf)\D{0,12}(0?\.\d+)|(0?\.\d+)\s*(?:power factor|pf)\b/i.exec(text);
    const va = new RegExp(String.raw`(?<![a-z])${NUM}\s*va\b`, 'i').exec(text);
    if (!loads.length && va && pf) return upsWatts(toNumber(va[1]!), Number(pf[1] ?? pf[2]), w);
    if (!loads.length) return null;
    // The notes' typical home UPS has a power factor of about 0.6: used, and said, when the question has none.
    const factor = pf ? Number(pf[1] ?? pf[2]) : 0.6;
    const spare = PERCENT.exec(text);
    const watts = loads.reduce((a, b) => a + b, 0);
    const withSpare = spare ? watts * (1 + toNumber(spare[1]!) / 100) : watts;
    // No spare share given: the least VA, then with the notes' 'about 25% spare'.
    const notesSpare = watts * 1.25;
    const lines = [
      ...(loads.length > 1 ? [`${w.ups.addLoads}: ${loads.map(fmt).join(' + ')} = ${fmt(watts)} W`] : []),
      ...(spare
        ? [`${w.ups.addSpare(spare[1]!)}: ${fmt(watts)} × ${fmt(1 + toNumber(spare[1]!) / 100)} = ${fmt(withSpare)} W`, `${w.ups.toVa}: ${fmt(withSpare)} ÷ ${fmt(factor)} = **${fmt(withSpare / factor)} VA**`]
        : [
            `${w.ups.toVa}: ${fmt(watts)} ÷ ${fmt(factor)} = ${w.ups.atLeast(fmt(watts / factor))}`,
            w.ups.notesSpare(`${fmt(watts)} × 1.25 = ${fmt(notesSpare)} W`, `${fmt(notesSpare)} ÷ ${fmt(factor)} = **${fmt(notesSpare / factor)} VA**`),
          ]),
      w.ups.choose,
    ];
    const assumed = pf ? '' : `\n\n${w.ups.assumedFactor}`;
    return {
      ref: UPS_REF,
      formula: /VA needed/,
      uses: loads.length + (pf ? 1 : 0) + (spare ? 1 : 0),
      result: withSpare / factor,
      steps: `${w.intro(w.ups.given(fmt(watts), fmt(factor), spare?.[1]))}\n\n${steps(lines)}${assumed}`,
    };
  },
};

/** The watts a UPS supports: watts = VA × power factor. */
function upsWatts(va: number, factor: number, w: CalcWords): Worked {
  return {
    ref: ref('ComputerHardware', 2, 'UPS and Voltage Stabilizer'),
    uses: 2,
    result: va * factor,
    steps: `${w.intro(w.ups.givenVa(fmt(va), fmt(factor)))}\n\n${steps([`${w.ups.watts} = ${fmt(va)} × ${fmt(factor)} = **${fmt(va * factor)} W**`])}\n\n${w.ups.keepBelow(fmt(va))}`,
  };
}

const BYTES: Record<string, number> = { gb: 1e9, tb: 1e12 };
const GIB = 1024 ** 3;

const ASKS_SIZE = /\b(how much|how many|kitn[aie]|only|sirf|kam|less|missing|actual|real|asli|size|space|capacity|jagah|gb|tb)\b/i;
const WHAT_SHOWS = /\b(what|kya)\b[^.?!]*\b(show|shows|dikh\w*)\b/i;
const NOT_SHOWN = /\b(not|nahi|nhi|doesn'?t|don'?t)\b[^.?!]{0,15}\b(show\w*|dikh\w*|appear\w*|visible)\b|\b(show\w*|dikh\w*|aa|aati|aata)\s+(hi\s+)?(nahi|nhi|not)\b/i;

/** A drive's size as Windows shows it: the maker's bytes (powers of 1000) ÷ 1,073,741,824. */
const windowsSize: Calculator = {
  topic: /\b(windows|dikh\w*|show(s|n|ing)?|disk management|this pc|my computer|actual|real|asli|kam|less|missing|only)\b/i,
  takes: (w) => w.drive.takes,
  work(text, w) {
    const sizes = [...text.matchAll(new RegExp(String.raw`(?<![a-z])${NUM}\s*(gb|tb)\b`, 'gi'))];
    if (sizes.length !== 1 || /\b(ram|memory)\b/i.test(text)) return null;
    // The size it shows is asked ('kitna dikhega', 'what will Windows show'), not why a new drive does not show at all.
    const rest = text.replace(sizes[0]![0], ' ');
    if (NOT_SHOWN.test(rest) || !(ASKS_SIZE.test(rest) || WHAT_SHOWS.test(rest))) return null;
    const n = toNumber(sizes[0]![1]!);
    const unit = sizes[0]![2]!.toLowerCase();
    const bytes = n * BYTES[unit]!;
    const shown = bytes / GIB;
    return {
      ref: ref('ComputerHardware', 4, 'Drive Capacity: 1000 or 1024?'),
      refs: [ref('itEssentials', 4, 'Units of Storage: 1000 or 1024?')],
      uses: 1,
      result: shown,
      steps: `${w.intro(w.drive.given(`${fmt(n)} ${unit.toUpperCase()}`))}\n\n${steps([
        w.drive.makerCounts(`${fmt(n)} ${unit.toUpperCase()} = ${bytes.toLocaleString('en-US')}`),
        w.drive.windowsDivides(`${bytes.toLocaleString('en-US')} ÷ 1,073,741,824 ≈ ${fmt(shown)}`),
        w.drive.windowsShows(String(Math.round(shown))),
      ])}`,
    };
  },
};

const SIZE_IN_MEGABITS: Record<string, number> = { kb: 8 / 1000, mb: 8, gb: 8000 };

/** Download time: the size in megabits ÷ the speed in Mbps. */
const downloadTime: Calculator = {
  topic: /\bmbps\b/i,
  takes: (w) => w.download.takes,
  work(text, w) {
    const size = /(\d[\d,]*(?:\.\d+)?)\s*(kb|mb|gb)\b/i.exec(text);
    const speed = /(\d[\d,]*(?:\.\d+)?)\s*mbps\b/i.exec(text);
    if (!size || !speed) return null;
    const n = toNumber(size[1]!);
    const unit = size[2]!.toLowerCase();
    const megabits = n * SIZE_IN_MEGABITS[unit]!;
    const mbps = toNumber(speed[1]!);
    return {
      ref: ref('webDevelopment', 12, 'Page speed'),
      formula: /file size in megabits/,
      uses: 2,
      result: megabits / mbps,
      steps: `${w.intro(w.download.given(`${fmt(n)} ${unit.toUpperCase()}`, fmt(mbps)))}\n\n${steps([
        `${w.download.sizeInMegabits}: ${fmt(n)} ${unit.toUpperCase()} × ${fmt(SIZE_IN_MEGABITS[unit]!)} = ${fmt(megabits)} ${w.download.megabits}`,
        `${w.download.time}: ${fmt(megabits)} ÷ ${fmt(mbps)} = **${fmt(megabits / mbps)} ${w.download.seconds}**`,
      ])}`,
    };
  },
};

const UNITS = ['kb', 'mb', 'gb', 'tb'];

/** How many files of one size fit a drive: in 1024s when the student says so (as Windows counts), else in 1000s (as drive makers do). */
const storage: Calculator = {
  topic: /\b(kb|mb|gb|tb)\b/i,
  takes: (w) => w.storage.takes,
  work(text, w) {
    const sizes = [...text.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*(kb|mb|gb|tb)\b/gi)].map((m) => ({ n: toNumber(m[1]!), unit: m[2]!.toLowerCase() }));
    if (sizes.length !== 2 || !HOW_MANY.test(text)) return null;
    const [big, small] = [...sizes].sort((a, b) => UNITS.indexOf(b.unit) - UNITS.indexOf(a.unit) || b.n - a.n) as [(typeof sizes)[0], (typeof sizes)[0]];
    const base = /1024|1,024|binary|windows|gib|mib/i.test(text) ? 1024 : 1000;
    const steps_ = UNITS.indexOf(big.unit) - UNITS.indexOf(small.unit);
    const factor = base ** steps_;
    const inSmall = big.n * factor;
    const unit = (u: string) => u.toUpperCase();
    return {
      ref: ref('itEssentials', 4, 'Units of Storage: 1000 or 1024?'),
      uses: sizes.length + (/1,?024|1,?000/.test(text) ? 1 : 0),
      result: Math.floor(inSmall / small.n),
      steps: `${w.intro(w.storage.given(`${fmt(big.n)} ${unit(big.unit)}`, `${fmt(small.n)} ${unit(small.unit)}`, base))}\n\n${steps([
        `${fmt(big.n)} ${unit(big.unit)} = ${fmt(big.n)} × ${base === 1024 ? '1,024' : '1,000'}${steps_ > 1 ? `^${steps_}` : ''} = ${fmt(inSmall)} ${unit(small.unit)}`,
        `${w.storage.files}: ${fmt(inSmall)} ÷ ${fmt(small.n)} = **${fmt(Math.floor(inSmall / small.n))}**`,
      ])}\n\n${base === 1024 ? w.storage.in1024s : w.storage.in1000s}`,
    };
  },
};

const BINARY_REF = ref('itEssentials', 4, 'Bits, Bytes and Binary Numbers');

/** Binary to decimal by place values, decimal to binary by dividing by 2, as the notes do. */
const binaryDecimal: Calculator = {
  topic: /\b(binary|decimal)\b/i,
  takes: (w) => w.binary.takes,
  work(text, w) {
    const toDecimal = /\bbinary\s+(?:number\s+)?([01]{2,20})\b|\b([01]{2,20})\s+(?:ko\s+|to\s+|into\s+|in\s+)?decimal/i.exec(text);
    const toBinary = /\bdecimal\s+(?:number\s+)?(\d{1,7})\b|\b(\d{1,7})\s+(?:ko\s+|to\s+|into\s+|in\s+)?binary/i.exec(text);
    if (toBinary && !(toDecimal && toDecimal.index < toBinary.index)) return decimalToBinary(Number(toBinary[1] ?? toBinary[2]), w);
    if (toDecimal) return binaryToDecimal((toDecimal[1] ?? toDecimal[2])!, w);
    return null;
  },
};

function binaryToDecimal(digits: string, w: CalcWords): Worked {
  const places = [...digits].map((_, i) => 2 ** (digits.length - 1 - i));
  const parts = places.map((p, i) => (digits[i] === '1' ? p : 0));
  const value = parts.reduce((a, b) => a + b, 0);
  return {
    ref: BINARY_REF,
    uses: 1,
    result: value,
    steps: `${w.intro(w.binary.givenBinary(digits))}\n\n| ${w.binary.placeValue} | ${places.join(' | ')} |\n|${'---|'.repeat(places.length + 1)}\n| ${w.binary.binaryDigit} | ${[...digits].join(' | ')} |\n\n${steps([
      w.binary.addPlaces,
      `${parts.join(' + ')} = **${value}**`,
    ])}`,
  };
}

function decimalToBinary(n: number, w: CalcWords): Worked {
  const lines: string[] = [];
  const remainders: number[] = [];
  for (let x = n; x > 0; x = Math.floor(x / 2)) {
    remainders.push(x % 2);
    lines.push(w.binary.remainder(`${x} ÷ 2 = ${Math.floor(x / 2)}`, String(x % 2)));
  }
  const binary = remainders.reverse().join('') || '0';
  lines.push(w.binary.readRemainders(`${n} = **${binary}**`));
  return { ref: BINARY_REF, uses: 1, result: Number(binary), steps: `${w.intro(w.binary.givenDecimal(String(n)))}\n\n${steps(lines)}` };
}

const SYMBOL: Record<string, string> = { '*': '×', '/': '÷', '+': '+', '-': '−' };

/** One operation of a formula at a time, in the spreadsheet's order: brackets, then × ÷, then + −. */
function evaluate(formula: string, lines: string[], w: CalcWords): number | null {
  let expr = formula.replace(/\s+/g, '').replace(/(\d+(?:\.\d+)?)%/g, (_, n: string) => String(Number(n) / 100));
  for (let guard = 0; guard < 30; guard++) {
    if (/^-?\d+(?:\.\d+)?$/.test(expr)) return Number(expr);
    const inner = /\(([^()]*)\)/.exec(expr);
    const part = inner ? inner[1]! : expr;
    const bracketed = inner && /^-?\d+(?:\.\d+)?$/.test(part);
    if (bracketed) {
      expr = expr.replace(inner[0], part);
      continue;
    }
    const muldiv = /(-?\d+(?:\.\d+)?)([*/])(-?\d+(?:\.\d+)?)/.exec(part);
    const op = muldiv ?? /(-?\d+(?:\.\d+)?)([+-])(\d+(?:\.\d+)?)/.exec(part);
    if (!op) return null;
    const [a, b] = [Number(op[1]), Number(op[3])];
    const value = op[2] === '*' ? a * b : op[2] === '/' ? (b ? a / b : NaN) : op[2] === '+' ? a + b : a - b;
    if (!Number.isFinite(value)) return null;
    lines.push(`${fmt(a)} ${SYMBOL[op[2]!]} ${fmt(b)} = ${fmt(value)}${inner ? w.formulas.bracketsFirst : muldiv && /[+-]/.test(part.replace(/^-/, '').replace(op[0], '')) ? w.formulas.timesBeforePlus : ''}`);
    const replaced = part.replace(op[0], String(value));
    expr = inner ? expr.replace(inner[0], `(${replaced})`) : replaced;
  }
  return null;
}

/** A formula of plain numbers ('=6+4*3'), worked out in the spreadsheet's order. */
const spreadsheetArithmetic: Calculator = {
  topic: /=\s*[\d(]/,
  takes: (w) => w.formulas.takes,
  work(text, w) {
    const formulas = [...text.matchAll(/=\s*([\d(][\d\s+\-*/().%]*[\d)%])/g)].filter((m) => /[+\-*/]/.test(m[1]!));
    if (!formulas.length) return null;
    const parts: string[] = [];
    for (const m of formulas) {
      const lines: string[] = [];
      const value = evaluate(m[1]!, lines, w);
      if (value === null) return null;
      parts.push(`${w.formulas.gives(m[1]!.replace(/\s+/g, '').replace(/\*/g, '\\*'), fmt(value))}\n\n${steps(lines)}`);
    }
    return {
      ref: ref('itEssentials', 10, 'Writing Formulas'),
      uses: formulas.reduce((n, m) => n + numbers(m[1]!).length, 0),
      steps: `${w.withFormulas}\n\n${parts.join('\n\n')}`,
    };
  },
};

const IF_REF = ref('itEssentials', 10, 'Making Decisions with IF');
const CELL_VALUE = new RegExp(String.raw`\b([a-z]{1,2}\d{1,4})\s*(?:${HOLDS}|=|:)?\s*(?:₹|rs\.?\s*)?(\d[\d,]*(?:\.\d+)?)`, 'gi');
const CELL_FORMULA = /=\s*(if\((?:[^()]|\([^()]*\))*\)|[a-z]{1,2}\d{1,4}(?:[+\-*/][a-z0-9.%]+)+)/i;

/** The top-level arguments of a function call: 'B2>=5000,B2*10%,0' → three (Calc's ';' too). */
function args(inside: string): string[] {
  const out = [''];
  let depth = 0;
  for (const ch of inside) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if ((ch === ',' || ch === ';') && depth === 0) out.push('');
    else out[out.length - 1] += ch;
  }
  return out.map((a) => a.trim());
}

/** A value of an IF: text in quotes as it is, else the arithmetic worked out. */
function branch(value: string, lines: string[], w: CalcWords): string | null {
  const text = /^"(.*)"$/.exec(value);
  if (text) return `"${text[1]}"`;
  const n = evaluate(value, lines, w);
  return n === null ? null : fmt(n);
}

/** A formula with cell addresses whose values the question gives ('B2 me 6500 hai, =IF(B2>=5000,B2*10%,0)'). */
const cellFormula: Calculator = {
  topic: /=\s*(?:if\(|[a-z]{1,2}\d)/i,
  takes: (w) => w.cells.takes,
  work(text, w) {
    const formula = CELL_FORMULA.exec(text)?.[1];
    if (!formula) return null;
    const cells = new Map([...text.matchAll(CELL_VALUE)].map((m) => [m[1]!.toUpperCase(), toNumber(m[2]!)] as const));
    const refs = [...new Set([...formula.matchAll(/\b[a-z]{1,2}\d{1,4}\b/gi)].map((m) => m[0].toUpperCase()))];
    const missing = refs.find((r) => !cells.has(r));
    const at = /^if\(/i.test(formula) ? IF_REF : ref('itEssentials', 10, 'Writing Formulas');
    if (missing) return needs(at, undefined, w.cells.needValue(missing), w);
    const filled = formula.replace(/\b[a-z]{1,2}\d{1,4}\b/gi, (r) => String(cells.get(r.toUpperCase())));
    const lines = [w.cells.putValues(refs.map((r) => `${r} = ${fmt(cells.get(r)!)}`).join(', '))];
    const result = /^if\(/i.test(filled) ? ifResult(filled, lines, w) : evaluateInto(filled, lines, w);
    if (result === null) return null;
    lines.push(w.cells.shows(result));
    return { ref: at, uses: refs.length + numbers(formula.replace(/\b[a-z]{1,2}\d{1,4}\b/gi, '')).length, steps: `${w.withNumbers}\n\n${steps(lines)}` };
  },
};

function evaluateInto(expr: string, lines: string[], w: CalcWords): string | null {
  const n = evaluate(expr, lines, w);
  return n === null ? null : fmt(n);
}

/** IF: the condition with the cell values, true or false, then the value it picks worked out. */
function ifResult(filled: string, lines: string[], w: CalcWords): string | null {
  const [condition, ifTrue, ifFalse] = args(filled.slice(3, -1));
  const parts = condition ? /^(.+?)(>=|<=|<>|>|<|=)(.+)$/.exec(condition) : null;
  if (!parts || ifTrue === undefined || ifFalse === undefined) return null;
  const [left, right] = [evaluate(parts[1]!, [], w), evaluate(parts[3]!, [], w)];
  if (left === null || right === null) return null;
  const op = parts[2]!;
  const holds = { '>=': left >= right, '<=': left <= right, '<>': left !== right, '>': left > right, '<': left < right, '=': left === right }[op]!;
  lines.push(w.cells.condition(`${fmt(left)} ${op} ${fmt(right)}`, holds));
  return branch(holds ? ifTrue : ifFalse, lines, w);
}

/** Copy time: the size in MB (GB × 1000, SI as the chapter's speeds) ÷ the drive's MB/s. */
const copyTime: Calculator = {
  topic: /\bmb\s*\/\s*s\b/i,
  takes: (w) => w.copy.takes,
  work(text, w) {
    const size = new RegExp(String.raw`(?<![a-z])${NUM}\s*(gb|mb)\b(?!\s*\/)`, 'i').exec(text);
    const speed = new RegExp(String.raw`(?<![a-z])${NUM}\s*mb\s*\/\s*s\b`, 'i').exec(text);
    if (!size || !speed) return null;
    const n = toNumber(size[1]!);
    const mb = size[2]!.toLowerCase() === 'gb' ? n * 1000 : n;
    const rate = toNumber(speed[1]!);
    const lines = [...(mb !== n ? [`${w.copy.sizeInMb}: ${fmt(n)} GB × 1000 = ${fmt(mb)} MB`] : []), `${w.copy.time}: ${fmt(mb)} ÷ ${fmt(rate)} ≈ **${fmt(mb / rate)} ${w.copy.seconds}**`];
    return { ref: ref('ComputerHardware', 4, 'Comparing SATA and NVMe'), uses: 2, result: mb / rate, steps: `${w.intro(w.copy.given(`${fmt(n)} ${size[2]!.toUpperCase()}`, fmt(rate)))}\n\n${steps(lines)}` };
  },
};

/** The transposition check: a difference from two swapped digits always divides exactly by 9. */
const transposition: Calculator = {
  topic: /\b(swap\w*|transpos\w*|ulta|palat\w*|divides? by 9|mismatch\w*|not matching|match nahi)\b/i,
  takes: (w) => w.transposition.takes,
  work(text, w) {
    const nums = numbers(text).map((n) => n.value);
    if (nums.length !== 2 || !/\b(total|amount|entries|receipts?|should|expected|batch|control)\b|₹/i.test(text)) return null;
    const difference = Math.abs(nums[0]! - nums[1]!);
    if (!difference) return null;
    const exact = difference % 9 === 0;
    return {
      ref: ref('dataEntry', 9, 'Common Data Entry Errors'),
      uses: 2,
      result: difference,
      steps: `${w.intro(w.transposition.given(fmt(nums[0]!), fmt(nums[1]!)))}\n\n${steps([
        `${w.transposition.difference}: ${fmt(Math.max(...nums))} − ${fmt(Math.min(...nums))} = ${fmt(difference)}`,
        exact ? w.transposition.swapped(`${fmt(difference)} ÷ 9 = ${fmt(difference / 9)}`) : w.transposition.notSwapped(`${fmt(difference)} ÷ 9 = ${Math.floor(difference / 9)}`, String(difference % 9)),
      ])}`,
    };
  },
};

/** A QA scorecard: 100 less the marks lost. */
const qaScore: Calculator = {
  topic: /\b(qa|scorecard|quality score|audit)\b|\bmarks?\b.*\bscore\b|\bscore\b.*\bmarks?\b/i,
  takes: (w) => w.qa.takes,
  work(text, w) {
    if (!/\b(lost|loses?|lose|cut|kate?|kata|katey|deduct\w*|minus)\b/i.test(text)) return null;
    const lost = numbers(text).map((n) => n.value).filter((n) => n !== 100);
    if (!lost.length || lost.some((n) => n > 100)) return null;
    const score = 100 - lost.reduce((a, b) => a + b, 0);
    return {
      ref: ref('crmVoice', 10, 'Call Monitoring and Quality Scorecards'),
      uses: numbers(text).length,
      result: score,
      steps: `${w.intro(w.qa.given(lost.map(fmt)))}\n\n${steps([`${w.qa.score} = 100 − ${lost.map(fmt).join(' − ')} = **${fmt(score)}%**`])}\n\n${w.qa.fatal}`,
    };
  },
};

/** Customer lifetime value: the monthly amount × 12 months × the years the customer stays. */
const lifetimeValue: Calculator = {
  topic: /\b(lifetime value|clv|ltv)\b/i,
  takes: (w) => w.lifetime.takes,
  work(text, w) {
    const v = labelled(text, { monthly: /\b(month|monthly|mahina|mahine|plan)\b/, years: /\b(years?|saal)\b/ });
    if (!v) return null;
    const value = v.monthly! * 12 * v.years!;
    return {
      ref: ref('crmVoice', 1, 'Why CRM Matters to a Business'),
      uses: /\b12\b/.test(text) ? 3 : 2,
      result: value,
      steps: `${w.intro(w.lifetime.given(fmt(v.monthly!), fmt(v.years!)))}\n\n${steps([`${w.lifetime.value} = ₹${fmt(v.monthly!)} × 12 × ${fmt(v.years!)} = **₹${fmt(value)}**`])}`,
    };
  },
};

const AHT_REF = ref('crmVoice', 10, 'Average Handle Time (AHT)');

const AHT_KEYS = { calls: /\bcalls?\b/, talk: /\btalk\b/, hold: /\bhold\b/, acw: /\b(after-call work|after call work|acw|wrap)\b/ };

const aht: Calculator = {
  topic: /\b(aht|average handle time|handle time)\b/i,
  takes: (w) => w.aht.takes,
  work(text, w) {
    const v = found(text, AHT_KEYS);
    if (v.talk === undefined && v.calls === undefined) return null;
    if (!v.calls) return needs(AHT_REF, /\{AHT\} =/, w.aht.needCalls, w);
    if (v.talk === undefined) return needs(AHT_REF, /\{AHT\} =/, w.aht.needTalkTime, w);
    const [hold, acw] = [v.hold ?? 0, v.acw ?? 0];
    const total = v.talk + hold + acw;
    // Times given in minutes ('talk time 75 min'): worked in minutes, then in seconds as the notes give AHT.
    if (/\d\s*(min|mins|minutes?)\b/i.test(text) && !/\d\s*(sec|secs|seconds?)\b/i.test(text)) {
      const minutes = total / v.calls;
      return {
        ref: AHT_REF,
        formula: /\{AHT\} =/,
        uses: 2 + (v.hold === undefined ? 0 : 1) + (v.acw === undefined ? 0 : 1),
        result: minutes * 60,
        steps: `${w.intro(w.aht.given(fmt(v.calls), true))}\n\n${steps([
          `${w.aht.totalHandleTime}: ${fmt(v.talk)} + ${fmt(hold)} + ${fmt(acw)} = ${fmt(total)} ${w.aht.minutes}`,
          `AHT: ${fmt(total)} ÷ ${fmt(v.calls)} = ${fmt(minutes)} ${w.aht.minutes}`,
          `${w.aht.inSeconds}: ${fmt(minutes)} × 60 = **${fmt(minutes * 60)} ${w.aht.seconds}**`,
        ])}`,
      };
    }
    return {
      ref: AHT_REF,
      formula: /\{AHT\} =/,
      uses: 2 + (v.hold === undefined ? 0 : 1) + (v.acw === undefined ? 0 : 1),
      placed: placedClearly(text, Object.values(AHT_KEYS), Object.values(v)),
      result: total / v.calls,
      steps: `${w.intro(w.aht.given(fmt(v.calls), false))}\n\n${steps([`${w.aht.totalHandleTime}: ${fmt(v.talk)} + ${fmt(hold)} + ${fmt(acw)} = ${fmt(total)} ${w.aht.seconds}`, `AHT: ${fmt(total)} ÷ ${fmt(v.calls)} = **${fmt(total / v.calls)} ${w.aht.seconds}**`])}`,
    };
  },
};

/** A share as a percentage: FCR, CSAT, service level, abandonment, adherence, occupancy. */
const TOTAL = /\b(calls?|total|customers?|callers?|responses?|offered|contacts?|out of)\b/;

interface Share {
  topic: RegExp;
  heading: string;
  chapter: number;
  part: RegExp;
  /** The share's name in the notes' formula (found by it); shown in the student's language. */
  label: ShareLabel;
  total?: RegExp;
  /** Numbers that describe the question, not inputs ('within 20 seconds', 'gave 4 or 5'). */
  context?: RegExp[];
}

function percentOf({ topic, heading, chapter, part, label, total: totalKey = TOTAL, context = [] }: Share): Calculator {
  const formula = new RegExp(`\\{${label}`);
  return {
    topic,
    takes: (w) => w.share.takes(w.share.label[label]),
    work(question, w) {
      const { text, hidden } = hide(question, context);
      const nums = numbers(text).map((n) => n.value);
      const v = labelled(text, { part, total: totalKey });
      const [total, piece] = v ? [v.total!, v.part!] : nums.length === 2 ? [Math.max(...nums), Math.min(...nums)] : [0, 0];
      if (!total || piece > total) return null;
      const result = (piece / total) * 100;
      return {
        ref: ref('crmVoice', chapter, heading),
        formula,
        uses: 2 + hidden.length,
        placed: v ? placedClearly(text, [part, totalKey], [piece, total])?.concat(hidden) : undefined,
        result,
        steps: `${w.intro(w.share.given(fmt(piece), fmt(total)))}\n\n${steps([`${w.share.label[label]}: ${fmt(piece)} ÷ ${fmt(total)} × 100 = **${fmt(result)}%**`])}`,
      };
    },
  };
}

const LEVELS = 'Service Level, Abandonment and Occupancy';
const PAIR = /(?<![\d.])(\d{1,3})\s*\/\s*(\d{1,3})(?![\d.])/;

/** Service level: answered within the time ÷ offered × 100, compared with the pair target ('80/20') when given. */
const serviceLevelShare = percentOf({
  topic: /\bservice level\b/i,
  heading: LEVELS,
  chapter: 10,
  part: /\b(answered|answer|within|andar)\b/,
  label: 'Service level',
  total: /\b(offered|calls?|aaye|total)\b/,
  context: [PAIR, /(?<![a-z])\d+\s*(?:sec|secs|seconds?|second)\b/gi],
});

const serviceLevel: Calculator = {
  ...serviceLevelShare,
  work(text, w) {
    const worked = serviceLevelShare.work(text, w);
    const pair = PAIR.exec(text);
    if (!worked || !pair || worked.result === undefined) return worked;
    const [target, seconds] = [Number(pair[1]), Number(pair[2])];
    return { ...worked, steps: `${worked.steps}\n\n${w.share.serviceTarget(fmt(worked.result), target, seconds, worked.result >= target)}` };
  },
};

const ADHERENCE = ref('crmVoice', 10, 'Schedule Adherence');

/** Schedule adherence: scheduled minutes less the minutes late or away, ÷ scheduled × 100, as the notes work it. */
const adherence: Calculator = {
  topic: /\badherence\b/i,
  takes: (w) => w.adherence.takes,
  work(text, w) {
    // A shift given in hours ('8 hour shift') is counted in minutes, as the notes' formula is.
    const inHours = new RegExp(String.raw`\b(?:shift|scheduled|roster)\b[^.?!\d]{0,15}${NUM}\s*(?:${HOURS}|h)\b|(?<![a-z])${NUM}\s*(?:${HOURS}|h)\b[^.?!\d]{0,10}\bshift\b`, 'i').exec(text);
    const hours = inHours ? toNumber(inHours[1] ?? inHours[2]!) : undefined;
    const scheduled = hours !== undefined ? hours * 60 : labelled(text, { shift: /\b(shift|scheduled|roster|total)\b/ })?.shift;
    if (!scheduled) return null;
    const late = [...text.matchAll(new RegExp(String.raw`(?<![a-z])${NUM}\s*(?:minutes?|mins?)?\s*(?:late|der|early|extra|zyada|out of adherence|pehle logout|pahle logout)`, 'gi'))].map((m) => toNumber(m[1]!));
    const inside = labelled(text, { in: /\b(in adherence|planned state|adherent|on schedule)\b/ })?.in;
    const out = late.reduce((a, b) => a + b, 0);
    const within = inside ?? scheduled - out;
    if (!late.length && inside === undefined) return needs(ADHERENCE, /\{Adherence/, w.adherence.needLate, w);
    const result = (within / scheduled) * 100;
    const lines = hours !== undefined ? [`${w.adherence.inMinutes} = ${fmt(hours)} × 60 = ${fmt(scheduled)}`] : [];
    if (inside === undefined) lines.push(`${w.adherence.outOf} = ${late.map(fmt).join(' + ')} = ${fmt(out)}`, `${w.adherence.within} = ${fmt(scheduled)} − ${fmt(out)} = ${fmt(within)}`);
    lines.push(`${w.adherence.adherence} = ${fmt(within)} ÷ ${fmt(scheduled)} × 100 = **${fmt(result)}%**`);
    return { ref: ADHERENCE, formula: /\{Adherence/, uses: 1 + (inside === undefined ? late.length : 1), result, steps: `${w.intro(w.adherence.given(fmt(scheduled)))}\n\n${steps(lines)}` };
  },
};

/** A daily target as an hourly rate: forms ÷ working hours. */
const perHour: Calculator = {
  topic: new RegExp(String.raw`\b${PER_HOUR}\b`, 'i'),
  takes: (w) => w.perHour.takes,
  readsTargets: true,
  work(text, w) {
    const v = labelled(text, { count: /\b(forms?|records?|entries|target)\b/, hours: new RegExp(String.raw`\b${HOURS}\b`) });
    if (!v || !v.hours) return null;
    const rate = v.count! / v.hours;
    return {
      ref: ref('dataEntry', 10, 'Working to Targets'),
      formula: /Forms per hour/,
      uses: 2,
      result: rate,
      steps: `${w.intro(w.perHour.given(fmt(v.count!), fmt(v.hours)))}\n\n${steps([`${w.perHour.perHour}: ${fmt(v.count!)} ÷ ${fmt(v.hours)} = **${fmt(rate)}**`])}\n\n${w.perHour.breaks}`,
    };
  },
};

/** The box model: visible width = width + padding and border on both sides; with border-box, the content shrinks instead. */
const boxWidth: Calculator = {
  topic: /\bwidth\b|\bwide\b/i,
  takes: (w) => w.box.takes,
  work(text, w) {
    const v = labelled(text, { width: /\bwidth\b/, padding: /\bpadding\b/, border: /\bborder\b(?!-)/ });
    if (!v || !/px/.test(text)) return null;
    const [width, padding, border] = [v.width!, v.padding!, v.border!];
    const margin = found(text, { margin: /\bmargin\b/ }).margin;
    const sides = [`${w.box.paddingBothSides}: 2 × ${fmt(padding)} = ${fmt(2 * padding)}px`, `${w.box.borderBothSides}: 2 × ${fmt(border)} = ${fmt(2 * border)}px`];
    const at = { ref: ref('webDevelopment', 7, 'The Box Model'), formula: /Total width/, uses: 3 + (margin === undefined ? 0 : 1) };
    const given = w.intro(w.box.given(fmt(width), fmt(padding), fmt(border), margin === undefined ? undefined : fmt(margin)));
    if (/border-box/i.test(text)) {
      const content = width - 2 * padding - 2 * border;
      return { ...at, result: content, steps: `${given}\n\n${steps([...sides, w.box.borderBox(fmt(width), `${fmt(width)} − ${fmt(2 * padding)} − ${fmt(2 * border)} = **${fmt(content)}px**`)])}` };
    }
    const total = width + 2 * padding + 2 * border;
    const withMargin = margin === undefined ? [] : [w.box.withMargin(`${fmt(total)} + 2 × ${fmt(margin)} = ${fmt(total + 2 * margin)}px`)];
    return { ...at, result: total, steps: `${given}\n\n${steps([...sides, `${w.box.visibleWidth}: ${fmt(width)} + ${fmt(2 * padding)} + ${fmt(2 * border)} = **${fmt(total)}px**`, ...withMargin])}` };
  },
};

/** Grid columns in fr: the free space (width − fixed columns − gaps) shared out in fractions. */
const gridColumns: Calculator = {
  topic: /\bfr\b|grid-template-columns/i,
  takes: (w) => w.grid.takes,
  work(text, w) {
    const list = /grid-template-columns\s*:?\s*((?:repeat\([^)]*\)|\d+(?:\.\d+)?(?:fr|px)|\s)+)/i.exec(text)?.[1];
    const width = new RegExp(String.raw`${NUM}\s*px\s*(?:wide|width|chauda)|(?:width|wide)\D{0,8}${NUM}\s*px`, 'i').exec(text);
    if (!list || !width) return null;
    const expanded = list.replace(/repeat\(\s*(\d+)\s*,\s*([^)]+)\)/gi, (_, n: string, what: string) => Array(Number(n)).fill(what.trim()).join(' '));
    const columns = expanded.trim().split(/\s+/).map((c) => /^(\d+(?:\.\d+)?)(fr|px)$/i.exec(c));
    if (!columns.length || columns.some((c) => !c)) return null;
    const container = toNumber((width[1] ?? width[2])!);
    const gap = Number(/gap\s*:?\s*(\d+)\s*px/i.exec(text)?.[1] ?? 0);
    const fixed = columns.filter((c) => c![2]!.toLowerCase() === 'px').reduce((a, c) => a + Number(c![1]), 0);
    const fr = columns.filter((c) => c![2]!.toLowerCase() === 'fr').reduce((a, c) => a + Number(c![1]), 0);
    if (!fr) return null;
    const gaps = gap * (columns.length - 1);
    const free = container - fixed - gaps;
    const one = free / fr;
    const widths = columns.map((c) => (c![2]!.toLowerCase() === 'fr' ? Number(c![1]) * one : Number(c![1])));
    return {
      ref: ref('webDevelopment', 8, 'CSS grid basics'),
      uses: numbers(list).length + 1 + (gap ? 1 : 0),
      steps: `${w.intro(w.grid.given(fmt(container), expanded.trim(), gap ? String(gap) : undefined))}\n\n${steps([
        `${w.grid.freeSpace}: ${fmt(container)}${fixed ? ` − ${fmt(fixed)} (${w.grid.fixedColumns})` : ''}${gaps ? ` − ${fmt(gaps)} (${w.grid.gaps})` : ''} = ${fmt(free)}px`,
        `${w.grid.oneFr}: ${fmt(free)} ÷ ${fmt(fr)} ${w.grid.parts} = ${fmt(one)}px`,
        `${w.grid.columns}: ${widths.map((width, i) => `${columns[i]![0]} = ${fmt(width)}px`).join(', ')}`,
      ])}`,
    };
  },
};

const CALCULATORS: Calculator[] = [
  kph,
  accuracy,
  typingSpeed,
  upsSize,
  psuSize,
  energyCost,
  electricity,
  copyTime,
  downloadTime,
  storage,
  windowsSize,
  aht,
  percentOf({ topic: /\b(fcr|first call resolution|first contact resolution)\b/i, heading: 'FCR and CSAT', chapter: 10, part: /\b(solved|resolved|first call|first contact|first time)\b/, label: 'FCR' }),
  serviceLevel,
  percentOf({ topic: /\babandon(ment|ed)?\b/i, heading: LEVELS, chapter: 10, part: /\b(hang up|hung up|abandoned|left|dropped|kaat|cut)\b/, label: 'Abandonment rate' }),
  percentOf({
    topic: /\b(csat|satisfaction)\b/i,
    heading: 'FCR and CSAT',
    chapter: 10,
    part: /\b(satisfied|happy|positive|gave)\b/,
    label: 'CSAT',
    context: [/\b(?:gave|give|rated|rating|diya|diye|di)\s+\d\s*(?:or|ya|and|aur|,|-|to)\s*\d\b/gi, /\b\d\s*(?:or|ya)\s*\d\s*(?:stars?|rating|diya|diye|di)\b/gi, /\b\d\s*-?\s*point\b/gi, /\b1\s*(?:to|se|-)\s*5\b/gi],
  }),
  percentOf({ topic: /\boccupancy\b/i, heading: LEVELS, chapter: 10, part: /\b(talk|handling|handle|busy|acw|on calls?)\b/, label: 'Occupancy', total: /\b(available|logged|shift|total)\b/ }),
  adherence,
  perHour,
  binaryDecimal,
  spreadsheetArithmetic,
  cellFormula,
  transposition,
  qaScore,
  lifetimeValue,
  gridColumns,
  boxWidth,
];

/** Numbers that describe a thing rather than feed a formula ('3.5 inch disk', 'the 8-pin connector', 'Windows 11'). */
const DESCRIPTIVE = [/(?<![a-z])\d+(?:\.\d+)?\s*(?:-\s*)?(?:inch(?:es)?|"|mm|cm|pin|point scale|star)\b/gi, /\bwindows\s+\d+\b/gi];

/** A target the student names, to compare the answer with ('requirement 8000 KPH', '8000 chahiye'). */
const TARGETS = [
  new RegExp(String.raw`\b(?:target|requirement|required|goal|benchmark)\D{0,14}?${NUM}`, 'gi'),
  new RegExp(String.raw`(?<![a-z\d./])${NUM}\s*(?:%|kph|wpm)?\s*(?:ka |ki |is |hai )?(?:target|chahiye|required)\b`, 'gi'),
];

/**
 * 'N things, M each' as one total ('50 forms, 8 fields each' → 400 fields; '2 PC hai 180 W each';
 * 'har form me 8 fields'), with the multiplication to show.
 */
function multiplyEach(text: string, { showUnit = true } = {}): { text: string; notes: string[] } {
  const notes: string[] = [];
  const times = (a: string, b: string, unit: string) => {
    const total = toNumber(a) * toNumber(b);
    notes.push(showUnit ? `${a} × ${b} ${unit} = ${fmt(total)} ${unit}` : `${a} × ${b} = ${fmt(total)}`);
    return `${fmt(total)} ${unit}`;
  };
  const each = new RegExp(String.raw`(?<![a-z\d.])(\d+)\s+(?:[a-z]+\s+){0,2}?[a-z]+[\s,]*(?:of|hai|with|having|ke)?\s*${NUM}\s*([a-z]+)\s+(?:each|har ek|ek ka)\b`, 'gi');
  const har = new RegExp(String.raw`(?<![a-z\d.])(\d+)\s+((?:[a-z]+\s+){0,2}?[a-z]+)[^.\d]{0,20}?\b${EACH}\s+([a-z]+)\s+(?:${AFTER})?\s*${NUM}\s*([a-z]+)`, 'gi');
  // 'har form me' multiplies only the forms counted before it ('2 GB ki hai aur har photo 4 MB' is not 2 × 4).
  const sameThing = (before: string, one: string) => before.toLowerCase().split(/[\s,]+/).some((w) => w.startsWith(one.toLowerCase()));
  const eachOf = new RegExp(String.raw`(?<![a-z\d.])(\d+)\s+(?:[a-z]+\s+){0,2}?[a-z]+[\s,]*(?:hai|hain|are)?[\s,]*(?:each|har ek)\s+(?:of\s+|is\s+|hai\s+)?${NUM}\s*([a-z]+)`, 'gi');
  const onEach = new RegExp(String.raw`(?<![a-z\d.])(\d+)\s+([a-z]+)[^.\d]{0,12}?${NUM}\s*([a-z]+)\s+(?:on|in|per|for)\s+(?:each|every)\s+([a-z]+)`, 'gi');
  const out = text
    .replace(each, (_, a: string, b: string, unit: string) => times(a, b, unit))
    .replace(eachOf, (_, a: string, b: string, unit: string) => times(a, b, unit))
    .replace(onEach, (m: string, a: string, things: string, b: string, unit: string, one: string) => (sameThing(things, one.replace(/s$/, '')) ? times(a, b, unit) : m))
    .replace(har, (m: string, a: string, _: string, one: string, b: string, unit: string) => (sameThing(m.slice(0, m.search(/\bhar\s/i)), one) ? times(a, b, unit) : m));
  return { text: out, notes };
}

/**
 * The working for a question that brings its own numbers to a formula the notes teach, or null.
 * `understand` puts the question in the notes' words (spelling, Hinglish, Devanagari); number words and
 * 'each' totals are read before it, from the student's own words ('har form me 8 fields'). `w`: the
 * words of the answer's language (calculator-words.ts).
 */
export function workOut(question: string, understand: (text: string) => string = (t) => t, w: CalcWords = CALC_WORDS.en): Worked | null {
  const { text: totalled, notes: ownTotals } = multiplyEach(inCalculatorWords(wordsToDigits(question)));
  // A Devanagari question's 'each' shapes are found once it is read ('50 फ़ॉर्म, हर फ़ॉर्म में 8 फ़ील्ड'); its
  // units are then the reader's English, not the student's words, so the totals leave them out.
  const read = hasDevanagari(question) ? multiplyEach(understand(totalled), { showUnit: false }) : { text: understand(totalled), notes: [] };
  const notes = [...ownTotals, ...read.notes];
  const described = hide(read.text, DESCRIPTIVE);
  if (!numbers(described.text).length) return null;
  for (const c of CALCULATORS) {
    if (!c.topic.test(described.text)) continue;
    const targets = c.readsTargets ? { text: described.text, hidden: [] } : hide(described.text, TARGETS);
    const worked = c.work(targets.text, w);
    if (!worked) continue;
    if (worked.unsure) return worked;
    // A number the working leaves out ('50 forms, 8 fields each' read as 50 forms) means the question
    // is shaped otherwise than the formula: no working is better than a wrong one. The formula and
    // the notes' worked example are still the right section to show.
    const left = leftOut(numbers(targets.text).map((n) => n.value), worked.placed);
    if (worked.uses < numbers(targets.text).length && !left.length) {
      return { ...worked, unsure: true, steps: w.tooManyNumbers(c.takes(w)) };
    }
    const unused = left.length ? [w.notUsed(left.map(fmt).join(', '))] : [];
    return { ...worked, steps: [...notes.map(w.firstTheTotal), worked.steps, ...compared(worked.result, targets.hidden, w), ...unused].join('\n\n') };
  }
  return null;
}

/** The question's numbers a clearly placed working did not use (none when it was not clearly placed). */
function leftOut(all: number[], placed: number[] | undefined): number[] {
  if (!placed) return [];
  const left = [...all];
  for (const n of placed) {
    const i = left.indexOf(n);
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}

/** The answer beside the target the student named. */
function compared(result: number | undefined, targets: number[], w: CalcWords): string[] {
  const target = targets[0];
  if (result === undefined || target === undefined) return [];
  return [w.target(fmt(target), fmt(result), Math.abs(result - target) < 0.005 ? 'equal' : result > target ? 'above' : 'below')];
}
