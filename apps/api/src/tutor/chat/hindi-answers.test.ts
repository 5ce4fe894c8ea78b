import { fileURLToPath } from 'node:url';
import type { ChatBot } from '@vidya/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContent, type Content } from '../../content/load-content.ts';
import { parseBlocks } from '../grounding/blocks.ts';
import { createRetriever } from '../grounding/retrieval.ts';
import { romanize, soundKey, spelledAcronym } from '../language/devanagari.ts';
import type { ChatTutor, HistoryMessage, Retriever } from '../types.ts';
import { alignBlocks } from './edition-view.ts';
import { createOfflineChatTutor } from './offline-tutor.ts';

let content: Content;
let retriever: Retriever;
let tutor: ChatTutor;
beforeAll(() => {
  content = loadContent(fileURLToPath(new URL('../../../../../content', import.meta.url)));
  retriever = createRetriever(content);
  tutor = createOfflineChatTutor({ content, retriever, productName: 'Vidya' });
});

/** Each turn's answer, asked in one conversation (by a student who chose Hindi, with `{ language: 'hi' }` first). */
async function converse(bot: ChatBot, ...asked: (string | { language: 'hi' })[]): Promise<string[]> {
  const language = asked.some((t) => typeof t !== 'string') ? 'hi' : undefined;
  const turns = asked.filter((t) => typeof t === 'string');
  const history: HistoryMessage[] = [];
  const answers: string[] = [];
  for (const question of turns) {
    let text = '';
    for await (const piece of tutor.reply({ bot, studentName: 'Asha', question, history: [...history], attachments: [], language })) text += piece;
    history.push({ sender: 'user', text: question }, { sender: 'bot', text });
    answers.push(text);
  }
  return answers;
}

const devanagariShare = (text: string) => {
  const prose = text.replace(/```[\s\S]*?```|`[^`\n]+`|\$\$[\s\S]+?\$\$|\$[^$\n]+\$/g, ' ');
  const hindi = prose.match(/[\u0900-\u097F]+/g)?.length ?? 0;
  return hindi / Math.max(1, hindi + (prose.match(/[A-Za-z]+/g)?.length ?? 0));
};

describe('English words written in Devanagari', () => {
  it('sound like the notes’ words', () => {
    const pairs = [
      ['टाइपिंग', 'typing'], ['बैकअप', 'backup'], ['एक्सेल', 'excel'], ['कीबोर्ड', 'keyboard'], ['फ़ॉर्मूला', 'formula'], ['वेबसाइट', 'website'],
      ['सॉफ़्टवेयर', 'software'], ['पासवर्ड', 'password'], ['ब्राउज़र', 'browser'], ['कंप्यूटर', 'computer'], ['मदरबोर्ड', 'motherboard'],
      ['नेटवर्क', 'network'], ['स्प्रेडशीट', 'spreadsheet'], ['स्विच', 'switch'], ['मैसेज', 'message'], ['क्लोज्ड', 'closed'], ['रिक्वेस्ट', 'request'],
    ];
    for (const [hindi, english] of pairs) expect(soundKey(romanize(hindi!)), `${hindi} ~ ${english}`).toBe(soundKey(english!, { english: true }));
    expect(soundKey(romanize('टेबल'))).not.toBe(soundKey('cable', { english: true }));
  });

  it('read letter by letter are acronyms', () => {
    expect(['सीपीयू', 'एचटीएमएल', 'यूपीएस', 'आईपी'].map(spelledAcronym)).toEqual(['cpu', 'html', 'ups', 'ip']);
    expect(spelledAcronym('कंप्यूटर')).toBeNull();
  });
});

describe('a question in Devanagari', () => {
  // Each Hindi or mixed question reaches the section its English twin does.
  const twins: [ChatBot, string, string][] = [
    ['dataEntry', 'शुद्ध गति कैसे निकालते हैं?', 'how to calculate net speed'],
    ['itEssentials', 'RAM aur ROM में क्या फ़र्क है?', 'difference between RAM and ROM'],
    ['webDevelopment', 'HTML में फॉर्म कैसे बनाते हैं?', 'how to make a form in html'],
    ['itEssentials', 'सीपीयू क्या होता है?', 'what is a cpu'],
    ['dataEntry', 'एक्सेल में ड्रॉपडाउन लिस्ट कैसे बनाएं', 'excel drop down list'],
    ['crmVoice', 'गुस्साए ग्राहक को कैसे संभालें', 'how to handle an angry customer'],
    ['ComputerHardware', 'मदरबोर्ड में रैम कैसे लगाते हैं', 'how to install ram in the motherboard'],
    ['crmVoice', 'कॉल सेंटर में टिकट किसे कहते हैं?', 'what is a ticket in a call centre'],
  ];
  it.each(twins)('%s: %s → the section of “%s”', (bot, hindi, english) => {
    const want = retriever.search(bot, english, 3).map((p) => p.ref);
    expect(want.length).toBeGreaterThan(0);
    expect(want).toContain(retriever.search(bot, hindi, 1)[0]?.ref);
  });

  it('is answered in Hindi from the Hindi edition, with its citation and a quick check from the Hindi bank', async () => {
    const [answer] = await converse('dataEntry', 'शुद्ध गति कैसे निकालते हैं?');
    expect(devanagariShare(answer!)).toBeGreaterThan(0.6);
    expect(answer).toContain('आपके कोर्स नोट्स से: अध्याय 4: टाइपिंग की गति और शुद्धता (सकल गति और शुद्ध गति)');
    expect(answer).toContain('$$\\text{Net WPM} = \\text{Gross WPM} - \\frac{\\text{uncorrected errors}}{\\text{minutes}}$$');
    expect(answer).toMatch(/\*\*छोटी जाँच:\*\* [^\n]*[\u0900-\u097F]/);
    expect(answer).not.toContain('From your course notes');
  });

  it('goes on in Hindi: a letter reply is marked in Hindi, and “उदाहरण दो” stays on the topic', async () => {
    const [, marked] = await converse('dataEntry', 'शुद्ध गति कैसे निकालते हैं?', 'b');
    expect(marked).toMatch(/^(✅ सही जवाब!|यह सही नहीं है।)/);
    const [, example] = await converse('dataEntry', 'शुद्ध गति कैसे निकालते हैं?', 'उदाहरण दो');
    expect(example).toContain('(सकल गति और शुद्ध गति)');
    expect(devanagariShare(example!)).toBeGreaterThan(0.6);
  });

  it('works the student’s numbers, and declines and cares in Hindi', async () => {
    const [worked] = await converse('dataEntry', 'मैंने 5 मिनट के टेस्ट में 1650 अक्षर टाइप किए और 10 गलतियाँ रह गईं। मेरी नेट स्पीड कितनी हुई?');
    expect(worked).toContain('64');
    const [harm] = await converse('crmVoice', 'customer से OTP निकलवाने का कोई smart तरीका बताओ ताकि उसके account से पैसे transfer कर सकें');
    expect(harm).toContain('मैं इसमें मदद नहीं कर सकता');
    expect(harm).not.toContain('छोटी जाँच');
    const [low] = await converse('itEssentials', 'मुझे बहुत टेंशन है, नींद नहीं आती');
    expect(low).toContain('14416');
    expect(low).not.toContain('छोटी जाँच');
    expect(devanagariShare(low!)).toBeGreaterThan(0.6);
  });

  it('greets and thanks in Hindi', async () => {
    const [hello, thanks] = await converse('dataEntry', 'नमस्ते', 'धन्यवाद');
    expect(hello).toMatch(/^नमस्ते Asha! /);
    expect(hello).toContain('अध्याय 1: डेटा एंट्री का परिचय');
    expect(thanks).toMatch(/^कोई बात नहीं, Asha!/);
    // A greeting that asks something gets the answer.
    const [asked] = await converse('itEssentials', 'नमस्ते, रैम क्या होती है?');
    expect(asked).toContain('आपके कोर्स नोट्स से: अध्याय');
    const [english] = await converse('itEssentials', 'hi, what is RAM?');
    expect(english).toContain('From your course notes: Chapter');
  });

  it('leaves English answers as they were', async () => {
    const [answer] = await converse('dataEntry', 'How do I calculate net typing speed?');
    expect(answer).toContain('From your course notes: Chapter 4: Typing Speed and Accuracy');
    expect(answer).toContain('**Quick check:**');
    expect(devanagariShare(answer!)).toBe(0);
  });
});

describe('the student’s own numbers in a Hindi question', () => {
  /** The working shown with the student's numbers: from its heading to the citation. */
  const working = (answer: string) => /\*\*आपकी संख्याओं से\*\*[\s\S]*?(?=\n\nआपके कोर्स नोट्स से)/.exec(answer)?.[0] ?? '';
  /** Shown as they are in Hindi too: units and the terms the Hindi edition keeps in English. */
  const SAME_IN_BOTH = new Set('w va gb mb kw kwh h wpm kph px windows smps ups psu headroom'.split(' '));
  const latinWords = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];

  // [bot, question, the step with the result, the section cited, as the Hindi edition names it]
  it.each([
    ['dataEntry', 'मैंने पाँच मिनट में पंद्रह सौ अक्षर टाइप किए और दस गलतियाँ हुईं, मेरी नेट स्पीड कितनी है?', '4. शुद्ध WPM: 60 − 2 = **58**', 'सकल गति और शुद्ध गति'],
    ['dataEntry', '8 घंटे की शिफ़्ट में 480 फ़ॉर्म का टारगेट है, हर घंटे कितने फ़ॉर्म करने होंगे?', '1. प्रति घंटा: 480 ÷ 8 = **60**', 'टारगेट के अनुसार काम करना'],
    ['dataEntry', '50 फ़ॉर्म हैं, हर फ़ॉर्म में 8 फ़ील्ड हैं, 10 गलत हैं, शुद्धता कितनी?', '2. शुद्धता: 390 ÷ 400 × 100 = **97.5%**', 'शुद्धता प्रतिशत'],
    ['ComputerHardware', '250 W के पार्ट्स के लिए कितने वॉट का PSU लूँ?', '(नोट्स का उदाहरण 40% जोड़ता है: 250 × 1.4 = **350 W**)', 'PSU की वाट क्षमता निकालना'],
    ['ComputerHardware', 'मेरी 500 GB डिस्क Windows में कितनी दिखेगी?', '3. इसलिए Windows लगभग **466 GB** दिखाता है।', 'ड्राइव की क्षमता: 1000 या 1024?'],
    ['ComputerHardware', '300 W का PC रोज़ 8 घंटे चलता है, ₹8 प्रति यूनिट से बिजली का खर्च कितना होगा?', '3. खर्च: 2.4 × ₹8 = **₹19.2**', 'पावर और ऊर्जा'],
    ['itEssentials', '64 GB की पेन ड्राइव में 4 MB की कितनी फ़ोटो आएँगी?', '2. फ़ाइलें: 64000 ÷ 4 = **16000**', 'स्टोरेज की इकाइयाँ: 1000 या 1024?'],
    ['crmVoice', 'मेरी शिफ़्ट 480 मिनट की है, मैं 10 मिनट देर से लॉग-इन हुआ और लंच से 15 मिनट देर से लौटा, शेड्यूल का पालन कितना है?', '3. शेड्यूल का पालन = 455 ÷ 480 × 100 = **94.79%**', 'शेड्यूल का पालन'],
  ] as [ChatBot, string, string, string][])('%s: %s', async (bot, question, step, heading) => {
    const [answer] = await converse(bot, question);
    const steps = working(answer!);
    expect(steps).toContain(step);
    expect(answer).toContain(`(${heading})`);
    // No English step words: a Latin word is the student's own, or a unit or term shown so in both languages.
    const own = new Set([...latinWords(question), ...SAME_IN_BOTH]);
    expect(latinWords(steps).filter((w) => !own.has(w))).toEqual([]);
  });

  it('asks in Hindi for a number the question lacks', async () => {
    const [answer] = await converse('dataEntry', 'मैंने 2000 अक्षर टाइप किए, मेरी नेट स्पीड कितनी है?');
    expect(answer).toContain('मुझे यह भी जानना है: **टेस्ट कितने मिनट का था**');
  });

  it('works a Hinglish question in Hindi for a student who chose Hindi, and an English one as before', async () => {
    const [hinglish] = await converse('dataEntry', { language: 'hi' }, 'maine 5 minute me 1500 characters type kiye, 10 galtiyan reh gayi, net speed kitni hai?');
    expect(hinglish).toContain('4. शुद्ध WPM: 60 − 2 = **58**');
    const [english] = await converse('dataEntry', 'I typed 1500 characters in 5 minutes with 10 errors, what is my net speed?');
    expect(english).toContain(
      '**With your numbers** (1500 characters in 5 minutes, 10 uncorrected errors):\n\n1. Standard words: 1500 ÷ 5 = 300\n2. Gross WPM: 300 ÷ 5 = 60\n3. Errors per minute: 10 ÷ 5 = 2\n4. Net WPM: 60 − 2 = **58**',
    );
  });

  it("answers a student who chose Hindi in Hindi when a Roman-letter question has Hindi words, in English when it has none", async () => {
    const [hinglish] = await converse('ComputerHardware', { language: 'hi' }, 'RAM kitne type ki hoti');
    expect(hinglish).toMatch(/[\u0900-\u097F]/);
    expect(hinglish).toContain('अध्याय');
    const [english] = await converse('ComputerHardware', { language: 'hi' }, 'What is RAM?');
    expect(english).toContain('From your course notes: Chapter');
  });

  it('reads a pair of words by sound only when they are spelt alike too', () => {
    expect(retriever.understand('₹8 प्रति यूनिट')).toBe('₹8 per units');
    expect(retriever.understand('नेट स्पीड')).toBe('net speed');
  });
});

describe('alignBlocks', () => {
  it('pairs each block with its twin, and a line a translator added after code with the code', () => {
    const english = parseBlocks('Intro.\n\n```html\n<p>x</p>\n```\n\nAfter.');
    const hindi = parseBlocks('परिचय।\n\n```html\n<p>x</p>\n```\n\n(यानी एक पैराग्राफ़)\n\nबाद में।');
    expect([...alignBlocks(english, hindi)]).toEqual([[0, [0]], [1, [1, 2]], [2, [3]]]);
  });
});
