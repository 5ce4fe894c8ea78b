/**
 * Every word the calculators (calculators.ts) show a student, in each language the tutor answers in:
 * the arithmetic stays in calculators.ts, the words live here, one table per language. Numbers,
 * formulas, symbols (÷ × − =) and units (WPM, KPH, W, VA, GB, px) are the same in both.
 *
 * Hindi uses the Hindi edition's own terms for the same steps (content/hi/: 'मानक शब्द', 'सकल WPM',
 * 'प्रति मिनट गलतियाँ', 'शुद्ध WPM', 'आभासी पावर', 'वाट को VA में बदलें', 'शेषफल', 'शेड्यूल से बाहर
 * बिताए मिनट'), so the working reads like the notes' worked example right above it.
 */

export type CalcLanguage = 'en' | 'hi';

/** How a result stands against the target the student named. */
export type Against = 'equal' | 'above' | 'below';

export interface CalcWords {
  /** '**With your numbers** (…):', before the steps. */
  intro(what: string): string;
  /** Before formulas of plain numbers worked out in the spreadsheet's order. */
  withFormulas: string;
  /** Before a cell formula's steps (its numbers are the cells'). */
  withNumbers: string;
  /** A number the formula needs is missing from the question. */
  needs(what: string): string;
  /** The question has numbers the formula cannot place; `takes` says what it takes. */
  tooManyNumbers(takes: string): string;
  /** An 'N things, M each' total worked out first. */
  firstTheTotal(sum: string): string;
  /** The question's numbers the working did not use. */
  notUsed(numbers: string): string;
  /** The answer beside the target the student named. */
  target(target: string, result: string, against: Against): string;

  typing: {
    takes: string;
    given(typed: string, unit: 'characters' | 'words', minutes: string, errors: string): string;
    standardWords: string;
    grossWpm: string;
    errorsPerMinute: string;
    netWpm: string;
    needCharacters: string;
    needMinutes: string;
  };
  kph: { takes: string; given(keys: string, minutes: string): string; needKeys: string; needMinutes: string };
  accuracy: { takes: string; given(correct: string, total: string): string; correctEntries: string; accuracy: string; needTotal: string };
  electricity: {
    takes: string;
    apparentPower: string;
    realPower: string;
    rail(volts: string): string;
    total: string;
    /** After P = V × I on AC mains: what that product is. */
    onMains(va: string): string;
  };
  energy: {
    takes: string;
    given(watts: string, hours: string, rate: string | undefined): string;
    totalLoad: string;
    inKilowatts: string;
    energy: string;
    /** The days the daily units are counted for: 'For 30 days'. */
    forDays(days: string): string;
    units: string;
    cost: string;
    costHint: string;
  };
  psu: {
    takes: string;
    given(load: string, headroom: string | undefined): string;
    addParts: string;
    addHeadroom(percent: string): string;
    usualHeadroom(from: string, to: string, notesExample: string): string;
    choose: string;
    rated(watts: string, enough: boolean): string;
  };
  ups: {
    takes: string;
    given(watts: string, factor: string, spare: string | undefined): string;
    addLoads: string;
    addSpare(percent: string): string;
    toVa: string;
    atLeast(va: string): string;
    notesSpare(sum: string, division: string): string;
    choose: string;
    assumedFactor: string;
    givenVa(va: string, factor: string): string;
    watts: string;
    keepBelow(va: string): string;
  };
  drive: {
    takes: string;
    given(size: string): string;
    makerCounts(sum: string): string;
    windowsDivides(sum: string): string;
    windowsShows(gb: string): string;
  };
  download: { takes: string; given(size: string, speed: string): string; sizeInMegabits: string; megabits: string; time: string; seconds: string };
  storage: {
    takes: string;
    given(big: string, small: string, base: number): string;
    files: string;
    in1024s: string;
    in1000s: string;
  };
  binary: {
    takes: string;
    givenBinary(digits: string): string;
    givenDecimal(n: string): string;
    placeValue: string;
    binaryDigit: string;
    addPlaces: string;
    remainder(division: string, remainder: string): string;
    readRemainders(sum: string): string;
  };
  formulas: {
    takes: string;
    gives(formula: string, value: string): string;
    bracketsFirst: string;
    timesBeforePlus: string;
  };
  cells: {
    takes: string;
    needValue(cell: string): string;
    putValues(values: string): string;
    shows(value: string): string;
    condition(comparison: string, holds: boolean): string;
  };
  copy: { takes: string; given(size: string, speed: string): string; sizeInMb: string; time: string; seconds: string };
  transposition: {
    takes: string;
    given(a: string, b: string): string;
    difference: string;
    swapped(division: string): string;
    notSwapped(division: string, remainder: string): string;
  };
  qa: { takes: string; given(lost: string[]): string; score: string; fatal: string };
  lifetime: { takes: string; given(monthly: string, years: string): string; value: string };
  aht: {
    takes: string;
    given(calls: string, inMinutes: boolean): string;
    totalHandleTime: string;
    inSeconds: string;
    minutes: string;
    seconds: string;
    needCalls: string;
    needTalkTime: string;
  };
  share: {
    takes(label: string): string;
    given(part: string, total: string): string;
    /** The notes' name of each share, by its English label (which finds the notes' formula). */
    label: Record<ShareLabel, string>;
    serviceTarget(result: string, target: number, seconds: number, meets: boolean): string;
  };
  adherence: { takes: string; given(scheduled: string): string; inMinutes: string; outOf: string; within: string; adherence: string; needLate: string };
  perHour: { takes: string; given(count: string, hours: string): string; perHour: string; breaks: string };
  box: {
    takes: string;
    given(width: string, padding: string, border: string, margin: string | undefined): string;
    paddingBothSides: string;
    borderBothSides: string;
    borderBox(width: string, sum: string): string;
    visibleWidth: string;
    withMargin(sum: string): string;
  };
  grid: {
    takes: string;
    given(width: string, columns: string, gap: string | undefined): string;
    freeSpace: string;
    fixedColumns: string;
    gaps: string;
    oneFr: string;
    parts: string;
    columns: string;
  };
}

export type ShareLabel = 'FCR' | 'Service level' | 'Abandonment rate' | 'CSAT' | 'Occupancy';

const en: CalcWords = {
  intro: (what) => `**With your numbers** (${what}):`,
  withFormulas: '**With your formulas** (brackets first, then × and ÷, then + and −):',
  withNumbers: '**With your numbers:**',
  needs: (what) => `To work this out with your numbers I also need **${what}**. Tell me that, or follow the worked example above with your own numbers, step by step.`,
  tooManyNumbers: (takes) =>
    `Your question has more numbers than this formula takes (it takes ${takes}), so I have not put them in for you: tell me which number is which, or follow the worked example with your own numbers, step by step.`,
  firstTheTotal: (sum) => `First, the total: ${sum}.`,
  notUsed: (numbers) => `Not used in this formula: ${numbers}.`,
  target: (target, result, against) => `Your target is ${target}: ${result} is ${{ equal: 'equal to', above: 'above', below: 'below' }[against]} it.`,

  typing: {
    takes: 'characters typed (or words), minutes, and uncorrected errors',
    given: (typed, unit, minutes, errors) => `${typed} ${unit} in ${minutes} minutes, ${errors} uncorrected errors`,
    standardWords: 'Standard words',
    grossWpm: 'Gross WPM',
    errorsPerMinute: 'Errors per minute',
    netWpm: 'Net WPM',
    needCharacters: 'how many characters you typed',
    needMinutes: 'how many minutes the test took',
  },
  kph: {
    takes: 'keys pressed and minutes of the test',
    given: (keys, minutes) => `${keys} keys in ${minutes} minutes`,
    needKeys: 'how many keys you pressed',
    needMinutes: 'how many minutes the test took',
  },
  accuracy: {
    takes: 'total entries, and how many were wrong (or correct)',
    given: (correct, total) => `${correct} correct out of ${total}`,
    correctEntries: 'Correct entries',
    accuracy: 'Accuracy',
    needTotal: 'the total number of entries (and how many were wrong)',
  },
  electricity: {
    takes: 'two of volts, amps and ohms (and a power factor on AC mains)',
    apparentPower: 'Apparent power',
    realPower: 'Real power',
    rail: (volts) => `${volts} V rail`,
    total: 'Total',
    onMains: (va) => ` (on AC mains this is the apparent power, ${va} VA; the real power in watts is this × the power factor)`,
  },
  energy: {
    takes: 'the watts, the hours it runs, and the rate per unit',
    given: (watts, hours, rate) => `${watts} W for ${hours} hours${rate === undefined ? '' : `, ₹${rate} a unit`}`,
    totalLoad: 'Total load',
    inKilowatts: 'In kilowatts',
    energy: 'Energy',
    forDays: (days) => `For ${days} days`,
    units: 'units',
    cost: 'Cost',
    costHint: 'For the cost, multiply the units by your rate per unit (₹ on the electricity bill).',
  },
  psu: {
    takes: "each part's watts, and the headroom percentage",
    given: (load, headroom) => `${load} W of parts${headroom === undefined ? '' : `, ${headroom}% headroom`}`,
    addParts: 'Add the parts',
    addHeadroom: (percent) => `Add ${percent}% headroom`,
    usualHeadroom: (from, to, notesExample) => `Add 30-50% headroom: ${from} to ${to} (the notes' example adds 40%: ${notesExample})`,
    choose: 'Choose a good quality SMPS of the next common size up, in watts.',
    rated: (watts, enough) => `Your ${watts} W SMPS is ${enough ? 'enough' : 'too small'} for this.`,
  },
  ups: {
    takes: 'the watts of each load, the spare percentage, and the power factor',
    given: (watts, factor, spare) => `${watts} W of load, power factor ${factor}${spare === undefined ? '' : `, ${spare}% spare`}`,
    addLoads: 'Add the loads in watts',
    addSpare: (percent) => `Add ${percent}% spare`,
    toVa: 'Change watts to VA',
    atLeast: (va) => `**${va} VA** at the least`,
    notesSpare: (sum, division) => `With about 25% spare, as the notes add: ${sum}, and ${division}`,
    choose: 'Choose a UPS whose VA and watt ratings are both above this need.',
    assumedFactor:
      'Your question does not give the UPS power factor (its label shows VA and watts); I used 0.6, the typical home UPS in the notes. Use your own UPS figure if it differs.',
    givenVa: (va, factor) => `${va} VA, power factor ${factor}`,
    watts: 'Watts = VA × power factor',
    keepBelow: (va) => `Keep the load's watts below this, and its VA below ${va}.`,
  },
  drive: {
    takes: 'the size the maker gives, in GB or TB',
    given: (size) => `a "${size}" drive`,
    makerCounts: (sum) => `The maker counts in 1000s: ${sum} bytes`,
    windowsDivides: (sum) => `Windows divides by 1024 three times (1,073,741,824 bytes): ${sum}`,
    windowsShows: (gb) => `So Windows shows about **${gb} GB**. Nothing is missing; only the unit is different.`,
  },
  download: {
    takes: 'the file size and the speed in Mbps',
    given: (size, speed) => `${size} on ${speed} Mbps`,
    sizeInMegabits: 'Size in megabits',
    megabits: 'megabits',
    time: 'Time',
    seconds: 'seconds',
  },
  storage: {
    takes: 'the drive size and the size of one file',
    given: (big, small, base) => `${big}, each file ${small}, counting in ${base}s`,
    files: 'Files',
    in1024s: 'Windows counts in 1024s; a drive maker counts in 1000s, which would give a smaller number.',
    in1000s: 'Drive makers count in 1000s; Windows counts in 1024s.',
  },
  binary: {
    takes: 'one number to change',
    givenBinary: (digits) => `binary ${digits}`,
    givenDecimal: (n) => `decimal ${n}`,
    placeValue: 'Place value',
    binaryDigit: 'Binary digit',
    addPlaces: 'Add the place values that hold a 1.',
    remainder: (division, remainder) => `${division}, remainder ${remainder}`,
    readRemainders: (sum) => `Read the remainders from the last to the first: ${sum}`,
  },
  formulas: {
    takes: 'a formula of numbers',
    gives: (formula, value) => `**=${formula}** gives **${value}**:`,
    bracketsFirst: ' (brackets first)',
    timesBeforePlus: ' (multiplication and division before addition and subtraction)',
  },
  cells: {
    takes: 'the formula and the value in each cell it uses',
    needValue: (cell) => `the value in cell ${cell}`,
    putValues: (values) => `Put in the cell values: ${values}`,
    shows: (value) => `The cell shows **${value}**`,
    condition: (comparison, holds) => `Condition: ${comparison} is **${holds ? 'true' : 'false'}**, so IF gives the value if ${holds ? 'true' : 'false'}`,
  },
  copy: {
    takes: 'the size and the speed in MB/s',
    given: (size, speed) => `${size} at ${speed} MB/s`,
    sizeInMb: 'Size in MB',
    time: 'Time',
    seconds: 'seconds',
  },
  transposition: {
    takes: 'the two totals',
    given: (a, b) => `${a} and ${b}`,
    difference: 'Difference',
    swapped: (division) => `${division}, exactly: **look for two swapped digits first**`,
    notSwapped: (division, remainder) => `${division}, remainder ${remainder}: **not a swap of two digits**; look for another error`,
  },
  qa: {
    takes: 'the marks lost on each parameter',
    given: (lost) => `${lost.join(' and ')} marks lost`,
    score: 'Score',
    fatal: 'A fatal error (such as skipping verification) makes the whole score zero.',
  },
  lifetime: {
    takes: 'the monthly amount and the years',
    given: (monthly, years) => `₹${monthly} a month for ${years} years`,
    value: 'Lifetime value',
  },
  aht: {
    takes: 'calls handled, talk time, hold time and after-call work',
    given: (calls, inMinutes) => `${calls} calls${inMinutes ? ', times in minutes' : ''}`,
    totalHandleTime: 'Total handle time',
    inSeconds: 'In seconds',
    minutes: 'minutes',
    seconds: 'seconds',
    needCalls: 'how many calls you handled',
    needTalkTime: 'your total talk time (and hold time and after-call work)',
  },
  share: {
    takes: (label) => `the two counts for ${label}: the part and the total`,
    given: (part, total) => `${part} of ${total}`,
    label: { FCR: 'FCR', 'Service level': 'Service level', 'Abandonment rate': 'Abandonment rate', CSAT: 'CSAT', Occupancy: 'Occupancy' },
    serviceTarget: (result, target, seconds, meets) =>
      `${result}% ${meets ? 'meets' : 'does not meet'} the ${target}/${seconds} target (${target}% of calls answered within ${seconds} seconds).`,
  },
  adherence: {
    takes: 'the scheduled minutes and the minutes out of adherence (or in it)',
    given: (scheduled) => `${scheduled} scheduled minutes`,
    inMinutes: 'Scheduled minutes',
    outOf: 'Minutes out of adherence',
    within: 'Minutes in adherence',
    adherence: 'Adherence',
    needLate: 'the minutes you were late or away from the plan',
  },
  perHour: {
    takes: 'the forms (or records) and the working hours',
    given: (count, hours) => `${count} in ${hours} hours`,
    perHour: 'Per hour',
    breaks: 'If a break is not working time, divide by the real working hours instead.',
  },
  box: {
    takes: 'the width, padding and border in px',
    given: (width, padding, border, margin) => `width ${width}px, padding ${padding}px, border ${border}px${margin === undefined ? '' : `, margin ${margin}px`}`,
    paddingBothSides: 'Padding on both sides',
    borderBothSides: 'Border on both sides',
    borderBox: (width, sum) => `With border-box the box stays ${width}px wide; the content area shrinks: ${sum}`,
    visibleWidth: 'Visible width',
    withMargin: (sum) => `With the margin on both sides it takes ${sum} of space (margin is outside the border, so it is not part of the visible width)`,
  },
  grid: {
    takes: 'the container width, the columns and the gap',
    given: (width, columns, gap) => `${width}px wide, columns ${columns}${gap === undefined ? '' : `, gap ${gap}px`}`,
    freeSpace: 'Free space',
    fixedColumns: 'fixed columns',
    gaps: 'gaps',
    oneFr: 'One fr',
    parts: 'parts',
    columns: 'Columns',
  },
};

/** Hindi as a Hindi-medium textbook writes it: the Hindi edition's terms, English terms beside them where it keeps them. */
const hi: CalcWords = {
  intro: (what) => `**आपकी संख्याओं से** (${what}):`,
  withFormulas: '**आपके फ़ॉर्मूलों से** (पहले ब्रैकेट, फिर × और ÷, फिर + और −):',
  withNumbers: '**आपकी संख्याओं से:**',
  needs: (what) => `इसे आपकी संख्याओं से हल करने के लिए मुझे यह भी जानना है: **${what}**। यह बताइए, या ऊपर दिए हल किए गए उदाहरण को अपनी संख्याओं के साथ एक-एक चरण करके हल कीजिए।`,
  tooManyNumbers: (takes) =>
    `आपके सवाल में इस फ़ॉर्मूले की ज़रूरत से ज़्यादा संख्याएँ हैं (इसे चाहिए: ${takes}), इसलिए मैंने उन्हें फ़ॉर्मूले में नहीं रखा। बताइए कि कौन-सी संख्या किस चीज़ की है, या हल किए गए उदाहरण को अपनी संख्याओं के साथ एक-एक चरण करके हल कीजिए।`,
  firstTheTotal: (sum) => `पहले कुल संख्या: ${sum}।`,
  notUsed: (numbers) => `ये संख्याएँ इस फ़ॉर्मूले में नहीं लगीं: ${numbers}।`,
  target: (target, result, against) => `आपका टारगेट ${target} है: ${result} ${{ equal: 'उसके बराबर है', above: 'उससे ज़्यादा है', below: 'उससे कम है' }[against]}।`,

  typing: {
    takes: 'टाइप किए गए अक्षर (या शब्द), मिनट, और बिना सुधारी गलतियाँ',
    given: (typed, unit, minutes, errors) => `${minutes} मिनट में ${typed} ${unit === 'characters' ? 'अक्षर' : 'शब्द'}, ${errors} बिना सुधारी गलतियाँ`,
    standardWords: 'मानक शब्द',
    grossWpm: 'सकल WPM',
    errorsPerMinute: 'प्रति मिनट गलतियाँ',
    netWpm: 'शुद्ध WPM',
    needCharacters: 'आपने कितने अक्षर टाइप किए',
    needMinutes: 'टेस्ट कितने मिनट का था',
  },
  kph: {
    takes: 'दबाई गई कुंजियाँ और टेस्ट के मिनट',
    given: (keys, minutes) => `${minutes} मिनट में ${keys} कुंजियाँ`,
    needKeys: 'आपने कितनी कुंजियाँ (Keys) दबाईं',
    needMinutes: 'टेस्ट कितने मिनट का था',
  },
  accuracy: {
    takes: 'कुल एंट्री, और उनमें से कितनी गलत (या सही) थीं',
    given: (correct, total) => `${total} में से ${correct} सही`,
    correctEntries: 'सही एंट्री',
    accuracy: 'शुद्धता',
    needTotal: 'कुल कितनी एंट्री थीं (और उनमें से कितनी गलत थीं)',
  },
  electricity: {
    takes: 'वोल्ट, एम्पियर और ओम में से कोई दो (और AC मेन्स पर पावर फ़ैक्टर)',
    apparentPower: 'आभासी पावर',
    realPower: 'असली पावर',
    rail: (volts) => `${volts} V रेल`,
    total: 'कुल',
    onMains: (va) => ` (AC मेन्स पर यह आभासी पावर है, ${va} VA; वाट में असली पावर इसे पावर फ़ैक्टर से गुणा करके मिलती है)`,
  },
  energy: {
    takes: 'वाट, रोज़ कितने घंटे चलता है, और प्रति यूनिट दर',
    given: (watts, hours, rate) => `${watts} W, ${hours} घंटे${rate === undefined ? '' : `, ₹${rate} प्रति यूनिट`}`,
    totalLoad: 'कुल लोड',
    inKilowatts: 'किलोवाट में',
    energy: 'ऊर्जा',
    forDays: (days) => `${days} दिन में`,
    units: 'यूनिट',
    cost: 'खर्च',
    costHint: 'खर्च निकालने के लिए यूनिट को अपनी प्रति यूनिट दर (बिजली के बिल पर ₹ में) से गुणा करें।',
  },
  psu: {
    takes: 'हर पार्ट के वाट, और अतिरिक्त गुंजाइश (Headroom) का प्रतिशत',
    given: (load, headroom) => `पार्ट्स कुल ${load} W${headroom === undefined ? '' : `, ${headroom}% अतिरिक्त गुंजाइश`}`,
    addParts: 'सभी पार्ट्स जोड़ें',
    addHeadroom: (percent) => `${percent}% अतिरिक्त गुंजाइश (Headroom) जोड़ें`,
    usualHeadroom: (from, to, notesExample) => `30-50% अतिरिक्त गुंजाइश (Headroom) जोड़ें: ${from} से ${to} तक (नोट्स का उदाहरण 40% जोड़ता है: ${notesExample})`,
    choose: 'इससे ऊपर के अगले आम साइज़ (वाट में) की अच्छी क्वालिटी वाली SMPS चुनें।',
    rated: (watts, enough) => `आपकी ${watts} W की SMPS इसके लिए ${enough ? 'काफ़ी है' : 'छोटी है'}।`,
  },
  ups: {
    takes: 'हर लोड के वाट, अतिरिक्त का प्रतिशत, और पावर फ़ैक्टर',
    given: (watts, factor, spare) => `लोड ${watts} W, पावर फ़ैक्टर ${factor}${spare === undefined ? '' : `, ${spare}% अतिरिक्त`}`,
    addLoads: 'लोड को वाट में जोड़ें',
    addSpare: (percent) => `${percent}% अतिरिक्त जोड़ें`,
    toVa: 'वाट को VA में बदलें',
    atLeast: (va) => `कम से कम **${va} VA**`,
    notesSpare: (sum, division) => `नोट्स की तरह लगभग 25% अतिरिक्त जोड़कर: ${sum}, और ${division}`,
    choose: 'ऐसा UPS चुनें जिसकी VA और वाट, दोनों रेटिंग इस ज़रूरत से ज़्यादा हों।',
    assumedFactor:
      'आपके सवाल में UPS का पावर फ़ैक्टर नहीं दिया है (उसके लेबल पर VA और वाट दोनों लिखे होते हैं)। मैंने 0.6 लिया है, जो नोट्स के अनुसार घर में इस्तेमाल होने वाले सामान्य UPS का होता है। आपके UPS का आँकड़ा अलग हो तो वही लगाइए।',
    givenVa: (va, factor) => `${va} VA, पावर फ़ैक्टर ${factor}`,
    watts: 'वाट = VA × पावर फ़ैक्टर',
    keepBelow: (va) => `लोड के वाट इससे कम रखें, और उसके VA ${va} से कम।`,
  },
  drive: {
    takes: 'कंपनी का बताया साइज़, GB या TB में',
    given: (size) => `"${size}" की ड्राइव`,
    makerCounts: (sum) => `ड्राइव बनाने वाली कंपनी 1000 की घातों में गिनती है: ${sum} बाइट`,
    windowsDivides: (sum) => `Windows इसे तीन बार 1024 से भाग देता है (1,073,741,824 बाइट): ${sum}`,
    windowsShows: (gb) => `इसलिए Windows लगभग **${gb} GB** दिखाता है। कुछ भी गायब नहीं है; केवल इकाई अलग है।`,
  },
  download: {
    takes: 'फ़ाइल का आकार, और Mbps में इंटरनेट की गति',
    given: (size, speed) => `${size}, ${speed} Mbps की गति`,
    sizeInMegabits: 'मेगाबिट में आकार',
    megabits: 'मेगाबिट',
    time: 'समय',
    seconds: 'सेकंड',
  },
  storage: {
    takes: 'ड्राइव का साइज़ और एक फ़ाइल का साइज़',
    given: (big, small, base) => `${big}, हर फ़ाइल ${small}, ${base} के हिसाब से गिनती`,
    files: 'फ़ाइलें',
    in1024s: 'Windows 1024 के हिसाब से गिनता है; ड्राइव बनाने वाली कंपनी 1000 के हिसाब से गिनती है, उस हिसाब से फ़ाइलें कुछ कम आतीं।',
    in1000s: 'ड्राइव बनाने वाली कंपनियाँ 1000 के हिसाब से गिनती हैं; Windows 1024 के हिसाब से गिनता है।',
  },
  binary: {
    takes: 'बदलने के लिए एक संख्या',
    givenBinary: (digits) => `बाइनरी ${digits}`,
    givenDecimal: (n) => `दशमलव ${n}`,
    placeValue: 'स्थानीय मान',
    binaryDigit: 'बाइनरी अंक',
    addPlaces: 'जिन स्थानीय मानों पर 1 है, उन्हें जोड़ें।',
    remainder: (division, remainder) => `${division}, शेषफल ${remainder}`,
    readRemainders: (sum) => `शेषफलों को आखिरी से पहले की ओर पढ़ें: ${sum}`,
  },
  formulas: {
    takes: 'संख्याओं वाला एक फ़ॉर्मूला',
    gives: (formula, value) => `**=${formula}** का नतीजा **${value}** आता है:`,
    bracketsFirst: ' (पहले ब्रैकेट)',
    timesBeforePlus: ' (जोड़ और घटाने से पहले गुणा और भाग)',
  },
  cells: {
    takes: 'फ़ॉर्मूला, और उसमें इस्तेमाल हुए हर सेल की वैल्यू',
    needValue: (cell) => `सेल ${cell} में कौन-सी वैल्यू है`,
    putValues: (values) => `सेल की वैल्यू रखें: ${values}`,
    shows: (value) => `सेल में **${value}** दिखेगा`,
    condition: (comparison, holds) =>
      `शर्त: ${comparison} **${holds ? 'सही (true)' : 'गलत (false)'}** है, इसलिए IF ${holds ? 'सही' : 'गलत'} होने पर दी गई वैल्यू देता है`,
  },
  copy: {
    takes: 'साइज़, और MB/s में स्पीड',
    given: (size, speed) => `${size}, ${speed} MB/s की स्पीड`,
    sizeInMb: 'MB में साइज़',
    time: 'समय',
    seconds: 'सेकंड',
  },
  transposition: {
    takes: 'दोनों योग',
    given: (a, b) => `${a} और ${b}`,
    difference: 'अंतर',
    swapped: (division) => `${division}, पूरा-पूरा बँट जाता है: **सबसे पहले अदला-बदली वाले अंक ढूँढें**`,
    notSwapped: (division, remainder) => `${division}, शेषफल ${remainder}: **यह दो अंकों की अदला-बदली नहीं है**; कोई और गलती ढूँढें`,
  },
  qa: {
    takes: 'हर मापदंड पर कटे अंक',
    given: (lost) => `${lost.join(' और ')} अंक कटे`,
    score: 'स्कोर',
    fatal: 'फ़ेटल एरर (Fatal Error), जैसे सत्यापन छोड़ देना, पूरे स्कोर को शून्य कर देती है।',
  },
  lifetime: {
    takes: 'हर महीने की रकम और साल',
    given: (monthly, years) => `₹${monthly} हर महीने, ${years} साल तक`,
    value: 'आजीवन मूल्य',
  },
  aht: {
    takes: 'संभाली गई कॉल, बातचीत का समय, होल्ड का समय और कॉल के बाद का काम (ACW)',
    given: (calls, inMinutes) => `${calls} कॉल${inMinutes ? ', समय मिनट में' : ''}`,
    totalHandleTime: 'कुल हैंडल टाइम',
    inSeconds: 'सेकंड में',
    minutes: 'मिनट',
    seconds: 'सेकंड',
    needCalls: 'आपने कितनी कॉल संभालीं',
    needTalkTime: 'बातचीत का कुल समय (Talk Time), साथ में होल्ड का समय और कॉल के बाद का काम (ACW)',
  },
  share: {
    takes: (label) => `${label} की दो गिनतियाँ: हिस्सा और कुल`,
    given: (part, total) => `${total} में से ${part}`,
    label: { FCR: 'FCR', 'Service level': 'सर्विस लेवल', 'Abandonment rate': 'कॉल छोड़ने की दर', CSAT: 'CSAT', Occupancy: 'ऑक्यूपेंसी' },
    serviceTarget: (result, target, seconds, meets) =>
      `${result}% से ${target}/${seconds} का लक्ष्य ${meets ? 'पूरा होता है' : 'पूरा नहीं होता'} (यानी ${target}% कॉल का जवाब ${seconds} सेकंड के अंदर)।`,
  },
  adherence: {
    takes: 'शिफ़्ट के तय मिनट, और शेड्यूल से बाहर (या उसके अनुसार) बिताए मिनट',
    given: (scheduled) => `${scheduled} तय मिनट`,
    inMinutes: 'शिफ़्ट के तय मिनट',
    outOf: 'शेड्यूल से बाहर बिताए मिनट',
    within: 'शेड्यूल के अनुसार बिताए मिनट',
    adherence: 'शेड्यूल का पालन',
    needLate: 'आप कितने मिनट देर से आए या योजना से बाहर रहे',
  },
  perHour: {
    takes: 'फ़ॉर्म (या रिकॉर्ड) और काम के घंटे',
    given: (count, hours) => `${hours} घंटे में ${count}`,
    perHour: 'प्रति घंटा',
    breaks: 'अगर ब्रेक को काम का समय नहीं गिना जाता, तो असली काम के घंटों से भाग दें।',
  },
  box: {
    takes: 'px में width, पैडिंग और बॉर्डर',
    given: (width, padding, border, margin) => `width ${width}px, पैडिंग ${padding}px, बॉर्डर ${border}px${margin === undefined ? '' : `, मार्जिन ${margin}px`}`,
    paddingBothSides: 'दोनों ओर की पैडिंग',
    borderBothSides: 'दोनों ओर का बॉर्डर',
    borderBox: (width, sum) => `border-box के साथ डिब्बा ${width}px चौड़ा ही रहता है; कंटेंट की जगह घट जाती है: ${sum}`,
    visibleWidth: 'दिखने वाली चौड़ाई',
    withMargin: (sum) => `दोनों ओर के मार्जिन को मिलाकर यह ${sum} जगह लेता है (मार्जिन बॉर्डर के बाहर होता है, इसलिए वह दिखने वाली चौड़ाई में नहीं गिना जाता)`,
  },
  grid: {
    takes: 'कंटेनर की चौड़ाई, कॉलम और gap',
    given: (width, columns, gap) => `${width}px चौड़ा कंटेनर, कॉलम ${columns}${gap === undefined ? '' : `, gap ${gap}px`}`,
    freeSpace: 'खाली जगह',
    fixedColumns: 'तय चौड़ाई वाले कॉलम',
    gaps: 'gap',
    oneFr: 'एक fr',
    parts: 'भाग',
    columns: 'कॉलम',
  },
};

export const CALC_WORDS: Record<CalcLanguage, CalcWords> = { en, hi };
