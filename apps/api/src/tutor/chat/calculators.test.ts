import { describe, expect, it } from 'vitest';
import { CALC_WORDS } from './calculator-words.ts';
import { workOut } from './calculators.ts';

/** The bold answer of a working (the last one when several steps are bold). */
const answer = (question: string) => {
  const worked = workOut(question);
  expect(worked, question).not.toBeNull();
  expect(worked!.unsure, worked!.steps).toBeFalsy();
  return worked!;
};

// [question, section heading it cites, text the working must show]
const WORKED: [string, string, string][] = [
  [
    'I typed 2400 characters in 8 minutes and left 16 errors. Net speed?',
    'Gross Speed and Net Speed',
    '**58**',
  ],
  [
    'I typed three thousand characters in ten minutes with thirty mistakes, net speed?',
    'Gross Speed and Net Speed',
    '**57**',
  ],
  ['250 words in 5 minutes with 10 mistakes, what is my net wpm?', 'Gross Speed and Net Speed', '**48**'],
  ['Maine 1200 keys press ki 10 minute me, KPH kitna?', 'Measuring Typing Speed: WPM and KPH', '**7200**'],
  ['I entered 800 records and 12 were wrong. My accuracy?', 'Accuracy Percentage', '**98.5%**'],
  ['20 forms, 10 fields each, 4 wrong. accuracy?', 'Accuracy Percentage', '**98%**'],
  [
    'I entered 40 forms with 6 fields on each form and 3 fields were wrong. Accuracy?',
    'Accuracy Percentage',
    '**98.75%**',
  ],
  [
    'Aaj 40 forms kiye, har form me 5 fields the. 2 fields galat nikle. accuracy?',
    'Accuracy Percentage',
    '**99%**',
  ],
  [
    'Pen drive 2 GB ki hai aur har photo 4 MB ki hai. 1024 wale system se kitni photos aayengi?',
    'Units of Storage: 1000 or 1024?',
    '**512**',
  ],
  [
    'paanch minute ke test me dedh hazaar characters type kiye, das galtiyan. net speed?',
    'Gross Speed and Net Speed',
    '**58**',
  ],
  ['A 12 V fan draws 0.4 A. What is its resistance?', 'Voltage, Current and Resistance', '**30 Ω**'],
  [
    'A 5 V LED strip has 25 ohm resistance. How much current does it draw?',
    'Voltage, Current and Resistance',
    '**0.2 A**',
  ],
  ['A card takes 8 A from the 12 V rail. How many watts?', 'Power and Energy', '**96 W**'],
  // The day's units times the days asked for.
  ['150 watt ka computer roz 6 ghante chalta hai, 30 din me kitne unit bijli lagegi', 'Power and Energy', '**27 units**'],
  ['my pc is 250 watt, runs 10 hours a day, 7 rupees a unit. bill for 30 days?', 'Power and Energy', '**₹525**'],
  // A shift in hours is counted in minutes.
  ['my shift is 9 hours, i logged in 12 minutes late and took 18 minutes extra break. adherence?', 'Schedule Adherence', '**94.44%**'],
  [
    'A disk takes 0.6 A on the 12 V rail and 0.5 A on the 5 V rail. Total power?',
    'Power and Energy',
    '**9.7 W**',
  ],
  [
    'My PC draws 2 A from 230 V mains and its power factor is 0.8. Real power?',
    'Power and Energy',
    '**368 W**',
  ],
  ['A 500 W PC runs 4 hours at ₹6 per unit. What is the cost?', 'Power and Energy', '**₹12**'],
  [
    'CPU 95W, GPU 150W, board 40W, 40% headroom. What SMPS wattage?',
    'Calculating PSU Wattage',
    '285 × 1.4 = **399 W**',
  ],
  [
    'What PSU size do I need for 250 W of parts?',
    'Calculating PSU Wattage',
    '250 × 1.3 = 325 W to 250 × 1.5 = 375 W',
  ],
  [
    '2 PCs of 150 W each and a 30 W router, UPS power factor 0.6. How many VA?',
    'Choosing a UPS Size: VA and Watts',
    '**550 VA**',
  ],
  [
    'My 600 VA UPS has power factor 0.6, how many watts can it run?',
    'UPS and Voltage Stabilizer',
    '**360 W**',
  ],
  [
    'Is a 400 W SMPS enough for 320 W of parts?',
    'Calculating PSU Wattage',
    'Your 400 W SMPS is too small for this.',
  ],
  ['500 GB disk, what will Windows show?', 'Drive Capacity: 1000 or 1024?', '**466 GB**'],
  [
    'My pen drive is 8 GB and each song is 4 MB. How many fit?',
    'Units of Storage: 1000 or 1024?',
    '**2000**',
  ],
  ['binary number 1011 ka decimal kitna?', 'Bits, Bytes and Binary Numbers', '**11**'],
  ['decimal 13 ko binary me kaise likhe?', 'Bits, Bytes and Binary Numbers', '**1101**'],
  ['Excel me =10+4*2 aur =(10+4)*2 ka answer?', 'Writing Formulas', '**28**'],
  ['Marks in C2 is 40. =IF(C2>=33,"Pass","Fail") kya dikhayega?', 'Making Decisions with IF', '**"Pass"**'],
  ['B2 me 120000 hai, =IF(B2>100000,500,0) ka result?', 'Making Decisions with IF', '**500**'],
  ['B2 is 5 and C2 is 44, what does =B2*C2 give?', 'Writing Formulas', '**220**'],
  ['How long to copy a 20 GB folder on a SATA SSD at 500 MB/s?', 'Comparing SATA and NVMe', '**40 seconds**'],
  [
    'Receipts should total 45,230 but the entries total 45,320. Is it a swapped digit?',
    'Common Data Entry Errors',
    '**look for two swapped digits first**',
  ],
  [
    'QA ne soft skills me 15 marks kate aur closing me 5. mera quality score?',
    'Call Monitoring and Quality Scorecards',
    '**80%**',
  ],
  [
    'A customer pays ₹400 a month and stays 3 years. Lifetime value?',
    'Why CRM Matters to a Business',
    '**₹14400**',
  ],
  ['A 2 MB photo on a 4 Mbps connection: how many seconds?', 'Page speed', '**4 seconds**'],
  [
    'I took 4 calls: talk 800 sec, hold 100 sec, after-call work 100 sec. AHT?',
    'Average Handle Time (AHT)',
    '**250 seconds**',
  ],
  ['300 issues, 240 resolved on first contact. FCR?', 'FCR and CSAT', '**80%**'],
  ['200 customers answered, 170 gave 4 or 5. CSAT?', 'FCR and CSAT', '**85%**'],
  [
    'Kal 800 calls aaye, 696 calls 20 second ke andar answer hue. Service level kitna hua? 80/20 ka target pura hua?',
    'Service Level, Abandonment and Occupancy',
    'meets the 80/20 target',
  ],
  [
    'one thousand calls offered, sixty callers hung up. abandonment rate?',
    'Service Level, Abandonment and Occupancy',
    '**6%**',
  ],
  [
    '450 available minutes, 360 minutes handling talk. occupancy?',
    'Service Level, Abandonment and Occupancy',
    '**80%**',
  ],
  [
    'Shift 480 minutes, 10 minutes late login, 15 minutes late from lunch. Adherence?',
    'Schedule Adherence',
    '**94.79%**',
  ],
  ['Target is 480 forms in an 8 hour shift. How many per hour?', 'Working to Targets', '**60**'],
  ['width 300px, padding 10px, border 5px. total width?', 'The Box Model', '**330px**'],
  [
    'box-sizing: border-box, width 300px, padding 10px, border 5px. width left for the content?',
    'The Box Model',
    '**270px**',
  ],
  [
    '4 computers hai, each 100 W, sab ek UPS pe, PF 0.8. UPS kitne VA ka?',
    'Choosing a UPS Size: VA and Watts',
    '**625 VA**',
  ],
  [
    '10 calls, talk time 40 min, hold 5 min, ACW 5 min. AHT in seconds?',
    'Average Handle Time (AHT)',
    '**300 seconds**',
  ],
  [
    'Container 900px wide, grid-template-columns: 1fr 2fr, how wide is each column?',
    'CSS grid basics',
    '2fr = 600px',
  ],
];

describe('workOut: every formula the notes teach, with the student numbers', () => {
  it.each(WORKED)('%s', (question, heading, shown) => {
    const worked = answer(question);
    expect(
      worked.ref.endsWith(`|${heading}`) || worked.refs?.some((r) => r.endsWith(`|${heading}`)),
      worked.ref,
    ).toBe(true);
    expect(worked.steps).toContain(shown);
  });

  it('compares the answer with a target the student names', () => {
    expect(answer('numeric test 12 min, keys pressed 1740. KPH?? company ko 8000 chahiye').steps).toContain(
      'Your target is 8000: 8700 is above it.',
    );
  });

  it('says which number is missing instead of refusing', () => {
    expect(workOut('I typed 1500 characters with 10 mistakes. Net speed?')).toMatchObject({
      unsure: true,
      steps: expect.stringContaining('how many minutes'),
    });
    expect(workOut('I took 6 calls. What is my AHT?')).toMatchObject({
      unsure: true,
      steps: expect.stringContaining('talk time'),
    });
  });

  it('works out a formula whose numbers are clearly labelled, naming the numbers it does not use', () => {
    const worked = answer(
      'Yesterday 1000 calls were offered, 850 were answered within 20 seconds and 60 callers hung up. Service level?',
    );
    expect(worked.steps).toContain('850 ÷ 1000 × 100 = **85%**');
    expect(worked.steps).toContain('Not used in this formula: 60.');
  });

  it('names the UPS power factor it assumed when the question has none', () => {
    expect(answer('UPS for a 240 W PC, how many VA?').steps).toMatch(
      /\*\*400 VA\*\*[\s\S]*does not give the UPS power factor/,
    );
  });

  it('does not put numbers it cannot place into a formula', () => {
    expect(workOut('50 forms, 8 fields, 5 wrong, 3 blank. accuracy?')?.unsure).toBe(true);
  });

  it('leaves questions without numbers for a formula to the notes', () => {
    expect(workOut('How do I calculate net typing speed?')).toBeNull();
    for (const question of [
      'Is 500 W SMPS enough for my PC?',
      'What is the 80/20 service level?',
      'Is 40 WPM a good typing speed?',
      'Why does my 1 TB disk show 931 GB?',
      'why do call centres measure AHT?',
      // A new drive that does not show at all is not a question of its size.
      'new 2 TB hard disk shows in BIOS but not in This PC, what to do',
    ])
      expect(workOut(question), question).toBeNull();
  });
});

describe('workOut in Hindi: the same working, in the Hindi edition’s words', () => {
  const hindi = CALC_WORDS.hi;
  /** Shown as they are in both languages: units, symbols' letters and the terms the Hindi edition keeps in English. */
  const SAME_IN_BOTH = new Set(
    'w va v a i r p h kw kwh wpm kph gb mb tb kb mbps px fr windows smps ups psu aht acw fcr csat if true false headroom fatal error talk time'.split(
      ' ',
    ),
  );
  const latinWords = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];
  const numbersIn = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).sort();

  it.each(WORKED)('%s', (question) => {
    const english = workOut(question)!;
    const inHindi = workOut(question, undefined, hindi)!;
    // The same arithmetic: every number of the English working, and the same answer.
    expect(numbersIn(inHindi.steps)).toEqual(numbersIn(english.steps));
    expect(inHindi.result).toBe(english.result);
    // No English step words: a Latin word is the student's own, or a unit or term shown so in both.
    const own = new Set([...latinWords(question), ...SAME_IN_BOTH]);
    expect(latinWords(inHindi.steps).filter((w) => !own.has(w))).toEqual([]);
  });

  it('uses the Hindi edition’s names for the steps of its worked examples', () => {
    const steps = workOut(
      'I typed 1800 characters in 6 minutes with 12 errors. Net speed?',
      undefined,
      hindi,
    )!.steps;
    expect(steps).toContain(
      '1. मानक शब्द: 1800 ÷ 5 = 360\n2. सकल WPM: 360 ÷ 6 = 60\n3. प्रति मिनट गलतियाँ: 12 ÷ 6 = 2\n4. शुद्ध WPM: 60 − 2 = **58**',
    );
    expect(
      workOut(
        'Shift 480 minutes, 10 minutes late login, 15 minutes late from lunch. Adherence?',
        undefined,
        hindi,
      )!.steps,
    ).toContain('1. शेड्यूल से बाहर बिताए मिनट = 10 + 15 = 25');
  });

  it('says in Hindi which number is missing, which numbers it cannot place, and how a target compares', () => {
    expect(workOut('I typed 1500 characters with 10 mistakes. Net speed?', undefined, hindi)).toMatchObject({
      unsure: true,
      steps: expect.stringContaining('मुझे यह भी जानना है: **टेस्ट कितने मिनट का था**'),
    });
    expect(workOut('50 forms, 8 fields, 5 wrong, 3 blank. accuracy?', undefined, hindi)).toMatchObject({
      unsure: true,
      steps: expect.stringContaining('(इसे चाहिए: कुल एंट्री, और उनमें से कितनी गलत (या सही) थीं)'),
    });
    expect(
      workOut('numeric test 12 min, keys pressed 1740. KPH?? company ko 8000 chahiye', undefined, hindi)!
        .steps,
    ).toContain('आपका टारगेट 8000 है: 8700 उससे ज़्यादा है।');
    expect(workOut('20 forms, 10 fields each, 4 wrong. accuracy?', undefined, hindi)!.steps).toMatch(
      /^पहले कुल संख्या: 20 × 10 fields = 200 fields।/,
    );
  });
});
