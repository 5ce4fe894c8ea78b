/**
 * Formulas the notes teach, worked out with the student's own numbers ('I typed 3000 characters
 * in 10 minutes with 30 mistakes: my net speed?'). Each calculator is triggered by its topic and
 * the numbers it needs, names the section that teaches it (the answer cites it and shows its
 * formula), and shows every step, as the notes' worked examples do. Plain ÷ × − in the steps:
 * only the notes' own formulas are shown as math.
 */

export interface Worked {
  /** Where the formula is taught: course, chapter, and the section heading (grounding sectionRef). */
  ref: string;
  /** The steps with the student's numbers, as markdown. */
  steps: string;
  /** Which of the section's formulas this works out (matched against the notes' own text), if it shows one. */
  formula?: RegExp;
  /** How many of the question's numbers the working uses. */
  uses: number;
  /** The question had numbers this formula does not take: `steps` says so instead of working it out. */
  unsure?: boolean;
}

const UNSURE =
  'Your question has more numbers than this formula takes, so I have not put them in for you: follow the worked example with your own numbers, step by step.';

interface Calculator {
  topic: RegExp;
  work(text: string): Worked | null;
}

/** A number for display: at most two decimals, no float noise (57, 94.8, 0.02). */
export function fmt(n: number): string {
  const rounded = Math.round(n * 100) / 100;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(2).replace(/0$/, '');
}

/** A number on its own, not part of a name ('DDR4', 'i5', 'Windows 11' still counts: it stands alone). */
const NUMBER = /(?<![a-z])(\d[\d,]*(?:\.\d+)?)/gi;

/** Each number in the text, with where it is. '1,500' → 1500. */
function numbers(text: string): { value: number; at: number; end: number }[] {
  return [...text.matchAll(NUMBER)].map((m) => ({ value: Number(m[1]!.replace(/,/g, '')), at: m.index, end: m.index + m[0].length }));
}

/**
 * The number a keyword labels ('3000 characters', 'talk time was 1620', '15 galat'): the closest
 * within a few words, each number used once. Keys are tried in order, so put the surest first.
 */
function labelled(text: string, keys: Record<string, RegExp>): Record<string, number> | null {
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
    if (!best) return null;
    used.add((best as { i: number }).i);
    out[name] = nums[(best as { i: number }).i]!.value;
  }
  return out;
}

const MINUTES = /\b(minutes?|mins?|minute ka|min ka)\b/;
const ref = (course: string, chapter: number, heading: string) => `${course}|${chapter}|${heading}`;
const steps = (lines: string[]) => lines.map((l, i) => `${i + 1}. ${l}`).join('\n');
const intro = (what: string) => `**With your numbers** (${what}):`;

const typingSpeed: Calculator = {
  topic: /\b(speed|wpm|net|gross)\b/i,
  work(text) {
    const v = labelled(text, { chars: /\b(characters?|chars?|letters)\b/, minutes: MINUTES });
    if (!v || !v.minutes) return null;
    const counted = labelled(text, { errors: /\b(mistakes?|errors?|galat|galti|galtiyan|wrong)\b/ })?.errors;
    const errors = counted ?? 0;
    const words = v.chars! / 5;
    const gross = words / v.minutes;
    const perMinute = errors / v.minutes;
    return {
      ref: ref('dataEntry', 4, 'Gross Speed and Net Speed'),
      formula: /Net WPM/,
      uses: counted === undefined ? 2 : 3,
      steps: `${intro(`${fmt(v.chars!)} characters in ${fmt(v.minutes)} minutes, ${fmt(errors)} uncorrected errors`)}\n\n${steps([
        `Standard words: ${fmt(v.chars!)} ÷ 5 = ${fmt(words)}`,
        `Gross WPM: ${fmt(words)} ÷ ${fmt(v.minutes)} = ${fmt(gross)}`,
        `Errors per minute: ${fmt(errors)} ÷ ${fmt(v.minutes)} = ${fmt(perMinute)}`,
        `Net WPM: ${fmt(gross)} − ${fmt(perMinute)} = **${fmt(gross - perMinute)}**`,
      ])}`,
    };
  },
};

const kph: Calculator = {
  topic: /\b(kph|key depressions?)\b/i,
  work(text) {
    const v = labelled(text, { keys: /\b(keys?|key depressions?|keystrokes?)\b/, minutes: MINUTES });
    if (!v || !v.minutes) return null;
    return {
      ref: ref('dataEntry', 4, 'Measuring Typing Speed: WPM and KPH'),
      formula: /\{KPH\} =/,
      uses: 2,
      steps: `${intro(`${fmt(v.keys!)} keys in ${fmt(v.minutes)} minutes`)}\n\n${steps([`KPH = ${fmt(v.keys!)} × 60 ÷ ${fmt(v.minutes)} = **${fmt((v.keys! * 60) / v.minutes)}**`])}`,
    };
  },
};

const accuracy: Calculator = {
  topic: /\b(accuracy|accurate)\b/i,
  work(text) {
    const wrong = labelled(text, { wrong: /\b(wrong|galat|mistakes?|errors?|incorrect)\b/, total: /\b(records?|entries|entry|fields?|forms?|total)\b/ });
    const right = wrong ? null : labelled(text, { correct: /\b(correct|right|sahi)\b/, total: /\b(records?|entries|entry|fields?|forms?|total)\b/ });
    const total = wrong?.total ?? right?.total;
    if (!total) return null;
    const correct = right?.correct ?? total - wrong!.wrong!;
    const lines = wrong ? [`Correct entries: ${fmt(total)} − ${fmt(wrong.wrong!)} = ${fmt(correct)}`] : [];
    lines.push(`Accuracy: ${fmt(correct)} ÷ ${fmt(total)} × 100 = **${fmt((correct / total) * 100)}%**`);
    return { ref: ref('dataEntry', 4, 'Accuracy Percentage'), formula: /Accuracy/, uses: 2, steps: `${intro(`${fmt(correct)} correct out of ${fmt(total)}`)}\n\n${steps(lines)}` };
  },
};

const UNIT = /(\d[\d,]*(?:\.\d+)?)\s*(v|volts?|a|amps?|amperes?|Ω|ohms?|w|watts?)\b/gi;

/** Ohm's law and power, for whichever of V, I, R, P the question asks, from the two it gives. */
const electricity: Calculator = {
  topic: /\b(resistance|current|volts?|voltage|amps?|amperes?|watts?|power|ohm'?s?)\b/i,
  work(text) {
    const given: Partial<Record<'V' | 'I' | 'R' | 'P', number>> = {};
    for (const m of text.matchAll(UNIT)) {
      const u = m[2]!.toLowerCase();
      const key = u.startsWith('v') ? 'V' : u.startsWith('a') ? 'I' : u.startsWith('w') ? 'P' : 'R';
      given[key] = Number(m[1]!.replace(/,/g, ''));
    }
    const { V, I, R } = given;
    const wants = /\bresistance\b/i.test(text) ? 'R' : /\b(watts?|power)\b/i.test(text) && given.P === undefined ? 'P' : /\bcurrent\b/i.test(text) && I === undefined ? 'I' : /\bvoltage\b/i.test(text) && V === undefined ? 'V' : null;
    const law = ref('ComputerHardware', 2, wants === 'P' ? 'Power and Energy' : 'Voltage, Current and Resistance');
    const line = (s: string) => ({ ref: law, uses: Object.keys(given).length, formula: wants === 'P' ? /^\$P = V \\times I\$$/ : /^\$V = I/, steps: `${intro(Object.entries(given).map(([k, n]) => `${k} = ${fmt(n)}`).join(', '))}\n\n${steps([s])}` });
    if (wants === 'R' && V !== undefined && I) return line(`R = V ÷ I = ${fmt(V)} ÷ ${fmt(I)} = **${fmt(V / I)} Ω**`);
    if (wants === 'I' && V !== undefined && R) return line(`I = V ÷ R = ${fmt(V)} ÷ ${fmt(R)} = **${fmt(V / R)} A**`);
    if (wants === 'V' && I !== undefined && R !== undefined) return line(`V = I × R = ${fmt(I)} × ${fmt(R)} = **${fmt(I * R)} V**`);
    if (wants === 'P' && V !== undefined && I !== undefined) return line(`P = V × I = ${fmt(V)} × ${fmt(I)} = **${fmt(V * I)} W**`);
    return null;
  },
};

const headroom: Calculator = {
  topic: /\b(headroom|smps|psu|power supply)\b/i,
  work(text) {
    const watts = /(\d[\d,]*(?:\.\d+)?)\s*(?:w|watts?)\b/i.exec(text);
    const percent = /(\d+(?:\.\d+)?)\s*(?:%|percent)/i.exec(text);
    if (!watts || !percent) return null;
    const load = Number(watts[1]!.replace(/,/g, ''));
    const p = Number(percent[1]);
    return {
      ref: ref('ComputerHardware', 2, 'Calculating PSU Wattage'),
      uses: 2,
      steps: `${intro(`${fmt(load)} W of parts, ${fmt(p)}% headroom`)}\n\n${steps([`Headroom: ${fmt(load)} × ${fmt(p)} ÷ 100 = ${fmt((load * p) / 100)} W`, `PSU size: ${fmt(load)} + ${fmt((load * p) / 100)} = **${fmt(load * (1 + p / 100))} W** (choose the next common size up)`])}`,
    };
  },
};

/** The UPS a load needs: its watts added up, an optional spare share, then ÷ power factor (VA). */
const upsSize: Calculator = {
  topic: /\b(ups|va|volt-?amperes?)\b/i,
  work(text) {
    const loads = [...text.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*(?:w|watts?)\b/gi)].map((m) => Number(m[1]!.replace(/,/g, '')));
    const pf = /(?:power factor|\bpf)\D{0,12}(0?\.\d+)|(0?\.\d+)\s*(?:power factor|pf)\b/i.exec(text);
    if (!loads.length || !pf) return null;
    const factor = Number(pf[1] ?? pf[2]);
    const spare = /(\d+(?:\.\d+)?)\s*(?:%|percent)/i.exec(text);
    const watts = loads.reduce((a, b) => a + b, 0);
    const withSpare = spare ? watts * (1 + Number(spare[1]) / 100) : watts;
    const lines = [
      ...(loads.length > 1 ? [`Add the loads in watts: ${loads.map(fmt).join(' + ')} = ${fmt(watts)} W`] : []),
      ...(spare ? [`Add ${fmt(Number(spare[1]))}% spare: ${fmt(watts)} × ${fmt(1 + Number(spare[1]) / 100)} = ${fmt(withSpare)} W`] : []),
      `Change watts to VA: ${fmt(withSpare)} ÷ ${fmt(factor)} = **${fmt(withSpare / factor)} VA**`,
      'Choose a UPS whose VA and watt ratings are both above this need.',
    ];
    return {
      ref: ref('ComputerHardware', 2, 'Choosing a UPS Size: VA and Watts'),
      formula: /VA needed/,
      uses: loads.length + 1 + (spare ? 1 : 0),
      steps: `${intro(`${fmt(watts)} W of load, power factor ${fmt(factor)}${spare ? `, ${fmt(Number(spare[1]))}% spare` : ''}`)}\n\n${steps(lines)}`,
    };
  },
};

const SIZE_IN_MEGABITS: Record<string, number> = { kb: 8 / 1000, mb: 8, gb: 8000 };

/** Download time: the size in megabits ÷ the speed in Mbps. */
const downloadTime: Calculator = {
  topic: /\bmbps\b/i,
  work(text) {
    const size = /(\d[\d,]*(?:\.\d+)?)\s*(kb|mb|gb)\b/i.exec(text);
    const speed = /(\d[\d,]*(?:\.\d+)?)\s*mbps\b/i.exec(text);
    if (!size || !speed) return null;
    const n = Number(size[1]!.replace(/,/g, ''));
    const unit = size[2]!.toLowerCase();
    const megabits = n * SIZE_IN_MEGABITS[unit]!;
    const mbps = Number(speed[1]!.replace(/,/g, ''));
    return {
      ref: ref('webDevelopment', 12, 'Page speed'),
      formula: /file size in megabits/,
      uses: 2,
      steps: `${intro(`${fmt(n)} ${unit.toUpperCase()} on ${fmt(mbps)} Mbps`)}\n\n${steps([
        `Size in megabits: ${fmt(n)} ${unit.toUpperCase()} × ${fmt(SIZE_IN_MEGABITS[unit]!)} = ${fmt(megabits)} megabits`,
        `Time: ${fmt(megabits)} ÷ ${fmt(mbps)} = **${fmt(megabits / mbps)} seconds**`,
      ])}`,
    };
  },
};

const UNITS = ['kb', 'mb', 'gb', 'tb'];

/** How many files of one size fit a drive: in 1024s when the student says so (as Windows counts), else in 1000s (as drive makers do). */
const storage: Calculator = {
  topic: /\b(kb|mb|gb|tb)\b/i,
  work(text) {
    const sizes = [...text.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*(kb|mb|gb|tb)\b/gi)].map((m) => ({ n: Number(m[1]!.replace(/,/g, '')), unit: m[2]!.toLowerCase() }));
    if (sizes.length !== 2 || !/\b(how many|kitn[ei]|kitna|fit|aayengi|aayenge|store)\b/i.test(text)) return null;
    const [big, small] = [...sizes].sort((a, b) => UNITS.indexOf(b.unit) - UNITS.indexOf(a.unit) || b.n - a.n) as [typeof sizes[0], typeof sizes[0]];
    const base = /1024|1,024|binary|windows|gib|mib/i.test(text) ? 1024 : 1000;
    const steps_ = UNITS.indexOf(big.unit) - UNITS.indexOf(small.unit);
    const factor = base ** steps_;
    const inSmall = big.n * factor;
    const unit = (u: string) => u.toUpperCase();
    return {
      ref: ref('itEssentials', 4, 'Units of Storage: 1000 or 1024?'),
      uses: sizes.length + (/1,?024|1,?000/.test(text) ? 1 : 0),
      steps: `${intro(`${fmt(big.n)} ${unit(big.unit)}, each file ${fmt(small.n)} ${unit(small.unit)}, counting in ${base}s`)}\n\n${steps([
        `${fmt(big.n)} ${unit(big.unit)} = ${fmt(big.n)} × ${base === 1024 ? '1,024' : '1,000'}${steps_ > 1 ? `^${steps_}` : ''} = ${fmt(inSmall)} ${unit(small.unit)}`,
        `Files: ${fmt(inSmall)} ÷ ${fmt(small.n)} = **${fmt(Math.floor(inSmall / small.n))}**`,
      ])}\n\n${base === 1024 ? 'Windows counts in 1024s; a drive maker counts in 1000s, which would give a smaller number.' : 'Drive makers count in 1000s; Windows counts in 1024s.'}`,
    };
  },
};

const aht: Calculator = {
  topic: /\b(aht|average handle time|handle time)\b/i,
  work(text) {
    const v = labelled(text, { calls: /\bcalls?\b/, talk: /\btalk\b/, hold: /\bhold\b/, acw: /\b(after-call work|after call work|acw|wrap)\b/ });
    if (!v || !v.calls) return null;
    const total = v.talk! + v.hold! + v.acw!;
    return {
      ref: ref('crmVoice', 10, 'Average Handle Time (AHT)'),
      formula: /\{AHT\} =/,
      uses: 4,
      steps: `${intro(`${fmt(v.calls)} calls`)}\n\n${steps([`Total handle time: ${fmt(v.talk!)} + ${fmt(v.hold!)} + ${fmt(v.acw!)} = ${fmt(total)} seconds`, `AHT: ${fmt(total)} ÷ ${fmt(v.calls)} = **${fmt(total / v.calls)} seconds**`])}`,
    };
  },
};

/** A share as a percentage: FCR, CSAT, service level, abandonment, adherence, occupancy. */
const TOTAL = /\b(calls?|total|customers?|callers?|responses?|offered)\b/;

function percentOf(topic: RegExp, heading: string, chapter: number, part: RegExp, label: string, total_ = TOTAL): Calculator {
  const formula = new RegExp(`\\{${label}`);
  return {
    topic,
    work(text) {
      const nums = numbers(text).map((n) => n.value);
      const v = labelled(text, { part, total: total_ });
      const [total, piece] = v ? [v.total!, v.part!] : nums.length === 2 ? [Math.max(...nums), Math.min(...nums)] : [0, 0];
      if (!total || piece > total) return null;
      return { ref: ref('crmVoice', chapter, heading), formula, uses: 2, steps: `${intro(`${fmt(piece)} of ${fmt(total)}`)}\n\n${steps([`${label}: ${fmt(piece)} ÷ ${fmt(total)} × 100 = **${fmt((piece / total) * 100)}%**`])}` };
    },
  };
}

const boxWidth: Calculator = {
  topic: /\bwidth\b/i,
  work(text) {
    const v = labelled(text, { width: /\bwidth\b/, padding: /\bpadding\b/, border: /\bborder\b/ });
    if (!v || !/px/.test(text)) return null;
    const total = v.width! + 2 * v.padding! + 2 * v.border!;
    return {
      ref: ref('webDevelopment', 7, 'The Box Model'),
      formula: /Total width/,
      // A margin given is read too: the working says why it is not added.
      uses: /\bmargin\b/i.test(text) ? 4 : 3,
      steps: `${intro(`width ${fmt(v.width!)}px, padding ${fmt(v.padding!)}px, border ${fmt(v.border!)}px`)}\n\n${steps([
        `Padding on both sides: 2 × ${fmt(v.padding!)} = ${fmt(2 * v.padding!)}px`,
        `Border on both sides: 2 × ${fmt(v.border!)} = ${fmt(2 * v.border!)}px`,
        `Visible width: ${fmt(v.width!)} + ${fmt(2 * v.padding!)} + ${fmt(2 * v.border!)} = **${fmt(total)}px** (margin is space outside the border, so it is not added)`,
      ])}`,
    };
  },
};

const CALCULATORS: Calculator[] = [
  kph,
  accuracy,
  typingSpeed,
  upsSize,
  headroom,
  electricity,
  downloadTime,
  storage,
  aht,
  percentOf(/\b(fcr|first call resolution|first contact resolution)\b/i, 'FCR and CSAT', 10, /\b(solved|resolved|first call|first contact)\b/, 'FCR'),
  percentOf(/\bservice level\b/i, 'Service Level, Abandonment and Occupancy', 10, /\b(answered|within)\b/, 'Service level'),
  percentOf(/\babandon(ment|ed)?\b/i, 'Service Level, Abandonment and Occupancy', 10, /\b(hang up|hung up|abandoned|left|dropped)\b/, 'Abandonment rate'),
  percentOf(/\b(csat|satisfaction)\b/i, 'FCR and CSAT', 10, /\b(satisfied|happy|positive)\b/, 'CSAT'),
  percentOf(/\boccupancy\b/i, 'Service Level, Abandonment and Occupancy', 10, /\b(talk|handling|handle|busy|acw|on calls?)\b/, 'Occupancy', /\b(available|logged|shift|total)\b/),
  percentOf(/\badherence\b/i, 'Schedule Adherence', 10, /\b(in adherence|planned state|adherent|on schedule)\b/, 'Adherence', /\b(scheduled|shift|total)\b/),
  boxWidth,
];

/** The working for a question that brings its own numbers to a formula the notes teach, or null. */
export function workOut(question: string): Worked | null {
  if (numbers(question).length < 2) return null;
  for (const c of CALCULATORS) {
    if (!c.topic.test(question)) continue;
    const worked = c.work(question);
    // A number the working leaves out ('50 forms, 8 fields each, 5 wrong') means the question is
    // shaped otherwise than the formula: no working is better than a wrong one. The formula and the
    // notes' worked example are still the right section to show.
    if (worked) return worked.uses >= numbers(question).length ? worked : { ...worked, steps: UNSURE, unsure: true };
  }
  return null;
}
