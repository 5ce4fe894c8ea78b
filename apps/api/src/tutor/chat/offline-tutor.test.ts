import { fileURLToPath } from 'node:url';
import type { ChatBot } from '@vidya/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContent, type Content } from '../../content/load-content.ts';
import { parseBlocks } from '../grounding/blocks.ts';
import { createRetriever } from '../grounding/retrieval.ts';
import { OTHER_LIFE_WORDS } from '../grounding/text.ts';
import type { ChatTutor, ReplyContext } from '../types.ts';
import { fmt } from './calculators.ts';
import { createOfflineChatTutor } from './offline-tutor.ts';

let content: Content;
let tutor: ChatTutor;
beforeAll(() => {
  content = loadContent(fileURLToPath(new URL('../../../../../content', import.meta.url)));
  tutor = createOfflineChatTutor({ content, retriever: createRetriever(content), productName: 'Vidya' });
});

async function ask(bot: ChatBot, question: string, extra: Partial<ReplyContext> = {}) {
  let text = '';
  for await (const piece of tutor.reply({ bot, studentName: 'Asha', question, history: [], attachments: [], ...extra })) text += piece;
  return text;
}

const cases: [ChatBot, string, number][] = [
  ['webDevelopment', 'How do I make a link open in a new tab?', 5],
  ['webDevelopment', 'What is the CSS box model?', 7],
  ['webDevelopment', 'How do media queries help on mobile screens?', 8],
  ['webDevelopment', 'What does a 404 status code mean?', 3],
  ['dataEntry', 'How do I calculate net typing speed?', 4],
  ['dataEntry', 'Which keys are on the home row?', 3],
  ['dataEntry', 'How does VLOOKUP work?', 7],
  ['dataEntry', 'What is a transposition error?', 9],
  ['itEssentials', 'What is the difference between RAM and ROM?', 4],
  ['itEssentials', 'How can I spot a phishing message?', 14],
  ['itEssentials', 'Which Linux command shows the folder I am in?', 7],
  ['crmVoice', 'How do I calculate average handle time?', 10],
  ['crmVoice', 'How should I calm down an angry customer?', 7],
  ['crmVoice', 'What is the DND registry for telemarketing calls?', 8],
  ['ComputerHardware', 'How do I work out the wattage a power supply needs?', 2],
  ['ComputerHardware', 'Why do we apply thermal paste on the processor?', 3],
  ['ComputerHardware', 'What is the difference between SATA and NVMe?', 4],
  ['ComputerHardware', 'How do I change the boot order in BIOS?', 7],
  // Short questions, and Hinglish.
  ['webDevelopment', 'explain CSS box model', 7],
  ['webDevelopment', 'what is html?', 4],
  ['webDevelopment', 'flexbox kya hai', 8],
  ['dataEntry', 'typing speed kaise badhaye', 4],
  ['dataEntry', 'VLOOKUP kya hai?', 7],
  ['dataEntry', 'home row keys', 3],
  ['itEssentials', 'what is RAM?', 2],
  ['itEssentials', 'phishing kya hota hai', 14],
  ['crmVoice', 'AHT kaise nikale?', 10],
  ['crmVoice', 'what is empathy?', 3],
  ['crmVoice', 'angry customer ko kaise handle kare', 7],
  ['ComputerHardware', "ohm's law", 2],
  ['ComputerHardware', 'what is RAM?', 3],
  ['ComputerHardware', 'SMPS kya hai', 2],
];

const BOTS: ChatBot[] = ['learn', 'webDevelopment', 'dataEntry', 'itEssentials', 'crmVoice', 'ComputerHardware', 'nios'];

/** Off-topic messages, chat filler and lone common words: no bot may answer them with a citation. */
const offTopic = [
  'Who is the prime minister of India?',
  'ok',
  'hmm',
  'make',
  'date',
  '2023',
  'Who won the cricket world cup in 1983?',
  'Tell me a joke',
  'What is the capital of France?',
  'Can you recommend a good movie?',
  'How do I cook biryani?',
  "What's the weather like today?",
  'What time is it?',
  'What is the meaning of life?',
  'What is photosynthesis?',
  'Solve 2x + 3 = 7',
  // Short everyday words are not "corrected" into the notes' words ('wife' → 'wide', 'gift' → 'git').
  'wife ke birthday pe gift kya du? budget 1500 hai',
  'what gift should I buy for my wife',
  // Another part of life, in words the course also uses ('call', 'reply', 'less').
  'meri girlfriend call pe reply kam karti hai, kya karu?',
  'cricket match ka score kaise dekhe phone pe?',
  'my dad is fighting with the neighbours every day, what should I do',
];

/** The board's exams, fees, dates, results and admission: never invented, always referred. */
const boardQuestions = [
  'What is the exam fee?',
  'When is the exam date for 2023?',
  'Mera result kab aayega?',
  'What is the last date for admission?',
  'How much is the NIOS fee?',
  'Where do I get my admit card?',
  'Is a calculator allowed in the exam?',
  'TMA kab tak jama karna hai?',
  'exam me pass hone ke liye passing marks kitne chahiye?',
  'I missed my practical exam, can I give it later?',
];

describe('offline tutor answers from the course notes', () => {
  it.each(cases)('%s: %s → cites chapter %i', async (bot, question, chapter) => {
    const answer = await ask(bot, question);
    const title = content.courses[bot as Exclude<ChatBot, 'learn' | 'nios'>].chapters[chapter - 1]!.title;
    expect(answer).toContain(`From your course notes: Chapter ${chapter}: ${title}`);
    expect(answer).toContain('**Quick check:**');
    expect(answer.split('\n')[0]!.length).toBeGreaterThan(20);
  });

  it('the learn bot searches every course, and names the course it cites', async () => {
    const typing = await ask('learn', 'How do I calculate net typing speed?');
    expect(typing).toContain('From your course notes: Chapter 4: Typing Speed and Accuracy (Data Entry course — ');
    expect(await ask('learn', 'What is thermal paste?')).toContain('Chapter 3: Motherboard, Processor and Memory (Computer Hardware course — ');
    expect(await ask('learn', 'typing speed kaise badhaye')).toContain('Chapter 4: Typing Speed and Accuracy (Data Entry course');
  });

  it('the help widget answers about the product from the help content', async () => {
    const answer = await ask('nios', 'How do I start a voice call?');
    expect(answer).toMatch(/From the help guide: Using Vidya \(.+\)/);
    expect(answer).not.toMatch(/From the The/);
    expect(await ask('nios', 'What is NIOS?')).toContain('From the help guide: How Open Schooling Works');
  });

  it('greets, thanks and introduces itself without searching, offering syllabus topics', async () => {
    expect(await ask('dataEntry', 'hello')).toMatch(/^Namaste Asha!/);
    expect(await ask('dataEntry', 'Namaste')).toContain('Chapter 1: Introduction to Data Entry');
    const thanks = await ask('crmVoice', 'thank you so much');
    expect(thanks).toMatch(/You're welcome, Asha/);
    expect(thanks).toContain('- Chapter 1: Introduction to Customer Relationship Management');
    expect(await ask('itEssentials', 'who are you?')).toMatch(/I am Vidya, your AI teacher/);
    expect(await ask('webDevelopment', 'ok')).toMatch(/^Okay, Asha! Ask me your next question, or pick a topic:\n- Chapter 1: /);
  });

  describe.each(BOTS)('%s: off-topic messages get a friendly reply with topics, no citation', (bot) => {
    it.each(offTopic)('%s', async (question) => {
      const answer = await ask(bot, question);
      expect(answer).not.toMatch(/From your course notes|From the help guide|Quick check/);
      expect(answer).toMatch(/could not find that|Ask me your next question/);
      expect(answer).toMatch(/\n- \S/);
    });
  });

  describe.each(BOTS)("%s: the board's exams, fees, dates and admission are never invented", (bot) => {
    it.each(boardQuestions)('%s', async (question) => {
      const answer = await ask(bot, question);
      expect(answer).toContain("check your board's official website");
      expect(answer).toContain('study centre');
      expect(answer).not.toMatch(/From your course notes|From the help guide|₹|\b20\d\d\b/);
    });
  });

  it('keeps course questions that only mention fees or exams with the course', async () => {
    expect(await ask('learn', 'How should I prepare for exams?')).toContain('From the help guide: Study Skills for Self-Paced Learners');
    expect(await ask('webDevelopment', 'How do I make a registration form in HTML?')).toContain('Chapter 6: HTML Forms');
    expect(await ask('crmVoice', 'How do I explain a late fee to a customer?')).not.toContain("board's official website");
  });

  it('says so when nothing in the notes matches, and suggests chapters', async () => {
    const answer = await ask('ComputerHardware', 'Who won the cricket world cup in 1983?');
    expect(answer).toMatch(/could not find that in your course notes/);
    expect(answer).toContain('Chapter 1: Introduction to Computer Hardware and Safe Working');
    expect(await ask('webDevelopment', 'asdfgh qwerty zxcvb')).toMatch(/could not find/);
  });

  it('marks the answer to its own quick check', async () => {
    const first = await ask('dataEntry', 'How do I calculate net typing speed?');
    const chapter = content.courses.dataEntry.chapters[3]!;
    const question = chapter.questions.find((q) => first.includes(q.question))!;
    expect(question).toBeDefined();
    const history = [{ sender: 'user' as const, text: 'How do I calculate net typing speed?' }, { sender: 'bot' as const, text: first }];
    const right = await ask('dataEntry', question.answer.toLowerCase(), { history });
    expect(right).toMatch(/^✅ Correct!/);
    expect(right).toContain(question.explanation);
    const wrongLetter = (['A', 'B', 'C', 'D'] as const).find((l) => l !== question.answer)!;
    const wrong = await ask('dataEntry', `option ${wrongLetter}`, { history });
    expect(wrong).toMatch(/^Not quite/);
    expect(wrong).toContain(`The right answer is **${question.answer})`);
  });

  it('says it cannot see images or drawings, and still answers the text', async () => {
    const answer = await ask('webDevelopment', 'What is the CSS box model?', { whiteboard: Buffer.from('png') });
    expect(answer).toMatch(/can't see pictures or whiteboard drawings/);
    expect(answer).toContain('Chapter 7: Styling with CSS');
  });

  it('reads an attached file and quotes the parts that matter', async () => {
    const text = 'Shop register for March. Net typing speed must be above 30 words per minute for the new operator. The office opens at 9.';
    const answer = await ask('dataEntry', 'What does my file say about typing speed?', {
      attachments: [{ fileName: 'notes.txt', mimeType: 'text/plain', text }],
    });
    expect(answer).toContain('I read **notes.txt**');
    expect(answer).toMatch(/> .*30 words per minute/);
  });

  it('does not call a file too long to read in time a scan (the chat service says what happened)', async () => {
    const answer = await ask('dataEntry', 'What is a transposition error?', {
      attachments: [
        { fileName: 'huge.pdf', mimeType: 'application/pdf', text: null, partial: true },
        { fileName: 'scan.pdf', mimeType: 'application/pdf', text: null },
      ],
    });
    expect(answer).toContain('I could not read any text in **scan.pdf**.');
    expect(answer).not.toContain('huge.pdf');
  });

  // The 30 ms target is measured by `npm run bench:offline`; here only an order-of-magnitude slip
  // (a question costing half a second, as a runaway search once did) fails, even on a loaded machine.
  it('answers well within 300 ms', async () => {
    await ask('crmVoice', 'warm up');
    const started = performance.now();
    for (const [bot, question] of cases.slice(0, 6)) await ask(bot, question);
    expect((performance.now() - started) / 6).toBeLessThan(300);
  });
});

/** The answer's teaching part: what comes before the citation, block by block. */
const taught = (answer: string) => answer.split('\n\nFrom your course notes:')[0]!.split(/\n\n(?=[^\s])/);

/** Every block of the notes as written, for checking that an answer never rewrites one. */
const inNotes = (block: string) => Object.values(content.courses).some((c) => c.chapters.some((ch) => ch.body.includes(block)));

describe('offline tutor shows the notes as written', () => {
  it.each([
    ['webDevelopment', 'How do I link a separate CSS file to my HTML page?', '<link rel="stylesheet" href="css/style.css">'],
    ['dataEntry', 'How do I calculate net typing speed?', '$$\\text{Net WPM} = \\text{Gross WPM} - \\frac{\\text{uncorrected errors}}{\\text{minutes}}$$'],
    ['itEssentials', 'How do I multiply quantity by rate in a spreadsheet?', '`=B2*C2`'],
    ['webDevelopment', 'which CSS selectors are there?', '| Class | `.price` | Elements with `class="price"` |'],
  ] as const)('%s: %s keeps code, formulas and tables exactly', async (bot, question, exact) => {
    const answer = await ask(bot, question);
    expect(answer).toContain(exact);
    for (const block of taught(answer)) expect(inNotes(block.split('\n\n')[0]!)).toBe(true);
  });

  it("never stops at an introduction ('These are linked by Ohm's law:') or a worked example's first line", async () => {
    const answer = await ask('ComputerHardware', "What is Ohm's law?");
    expect(answer).toContain("These are linked by **Ohm's law**:\n\n$V = I \\times R$");
    // Every section of every course, asked about by its heading: no answer ends on a colon, and a
    // worked example it shows comes with its table, steps or code.
    const dangling: string[] = [];
    for (const [bot, course] of Object.entries(content.courses))
      for (const chapter of course.chapters)
        for (const section of chapter.sections) {
          const answer = await ask(bot as ChatBot, `What is ${section.heading}?`);
          const last = taught(answer).at(-1)!;
          if (/:\s*$/.test(last)) dangling.push(`${bot} / ${section.heading}: ${last}`);
          const notes = parseBlocks(section.text);
          for (const [k, lead] of notes.entries()) {
            const body = notes[k + 1];
            if (lead.example && lead.kind === 'paragraph' && body?.example && body.kind !== 'paragraph' && answer.includes(lead.markdown) && !answer.includes(body.markdown))
              dangling.push(`${bot} / ${section.heading}: ${lead.markdown} (without its working)`);
          }
        }
    expect(dangling).toEqual([]);
  });

  it('opens with a sentence from the section it cites, and asks a quick check about that section', async () => {
    const answer = await ask('crmVoice', 'How do I put a customer on hold the right way?');
    expect(answer).toContain('(Hold and Transfer Etiquette)');
    expect(content.courses.crmVoice.chapters[3]!.body).toContain(answer.split('\n')[0]!);
    const check = /\*\*Quick check:\*\* (.*)/.exec(answer)![1]!;
    const asked = content.courses.crmVoice.chapters[3]!.questions.find((q) => q.question === check);
    expect(`${asked?.question} ${Object.values(asked?.options ?? {}).join(' ')}`).toMatch(/\bhold\b/i);
  });
});

describe('offline tutor understands loosely written questions', () => {
  it.each([
    ['itEssentials', 'wat is phising', 14],
    ['webDevelopment', 'how to make tabel in html', 5],
    ['crmVoice', 'what is occupency in call centre', 10],
    ['ComputerHardware', 'wat is dual chanel ram', 3],
  ] as const)('%s: misspelled "%s" → chapter %i', async (bot, question, chapter) => {
    expect(await ask(bot, question)).toContain(`From your course notes: Chapter ${chapter}: ${content.courses[bot].chapters[chapter - 1]!.title}`);
  });

  it.each([
    ['dataEntry', 'Excel me sirf Pending wale orders kaise dikhaye?', [6], 'Filter'],
    ['itEssentials', 'Linux terminal me naya folder kaise banate hai?', [7], 'mkdir'],
    // Chapter 8 says to offer a callback; chapter 9's dispositions name 'Callback – Customer busy'.
    ['crmVoice', 'customer bol raha hai abhi busy hu, callback kaise fix karu?', [8, 9], 'allback'],
    // Verbs by their root in any ending ('dikhane', 'lagate'), and Hindi words that are not off-topic.
    ['webDevelopment', 'html me photo kaise lagate hai?', [5], '<img'],
    ['dataEntry', 'RSI se bachne ke liye kya karu, din bhar typing karti hu', [10], 'RSI'],
    ['itEssentials', 'mera computer on hi nahi ho raha, kya karu?', [15], 'power'],
    // A verb in any ending finds its root ('hatate' is 'hata' + 'te').
    ['dataEntry', 'excel me duplicate kaise hatate hai', [7], 'uplicate'],
    // The question, then words around it that the notes do not hold.
    ['itEssentials', 'what is phishing? my cousin got some sms yesterday', [14], 'hishing'],
    ['itEssentials', 'what is a firewall, my office IT guy keeps talking about it', [14], 'firewall'],
    // The asking sentence names its topic whole; the story after it does not pull it elsewhere.
    ['dataEntry', 'What is a check digit? our forms have one extra digit at the end of the account number', [9], 'heck digit'],
    ['itEssentials', 'browser me ajeeb pop-up khul rahe hai, kya karu', [14], 'alware'],
  ] as const)('%s: Hinglish "%s" → chapter %j', async (bot, question, chapters, term) => {
    const answer = await ask(bot, question);
    const cited = chapters.map((n) => `Chapter ${n}: ${content.courses[bot].chapters[n - 1]!.title}`);
    expect(cited.some((c) => answer.includes(c)), `cites one of ${cited.join(' / ')}`).toBe(true);
    expect(answer).toContain(term);
  });

  it("defines a key term the chapter's sections teach in other words", async () => {
    const answer = await ask('crmVoice', 'what is venting?');
    expect(answer).toContain('**Venting**: ');
    expect(answer).toContain('From your course notes: Chapter 7: Handling Complaints and Difficult Customers (Key terms)');
  });

  it("answers a how-to with the steps, and a comparison with both sides", async () => {
    const steps = await ask('dataEntry', 'I have a bundle of bank forms with bad handwriting, what steps should I follow while entering them?');
    expect(steps).toMatch(/\n1\. \*\*Count and number\*\*/);
    const both = await ask('itEssentials', 'What is a MAC address?');
    const history = [{ sender: 'user' as const, text: 'What is a MAC address?' }, { sender: 'bot' as const, text: both }];
    const compared = await ask('itEssentials', 'how is it different from an IP address?', { history });
    expect(compared).toContain('**MAC address**');
    expect(compared).toContain('An **IP address**');
  });

  it("answers from another course's notes when the student's course lacks the topic, naming it", async () => {
    const answer = await ask('webDevelopment', 'How do I calculate net typing speed?');
    expect(answer).toContain('From your course notes: Chapter 4: Typing Speed and Accuracy (Data Entry course — Gross Speed and Net Speed)');
    expect(await ask('webDevelopment', 'How do I make a table in HTML?')).not.toContain(' course — ');
  });
});

it('words that name another part of life are words the notes never use', () => {
  const notes = JSON.stringify(content).toLowerCase();
  const used = [...OTHER_LIFE_WORDS].filter((w) => new RegExp(`\\b${w}\\b`).test(notes));
  expect(used).toEqual([]);
});

describe('offline tutor follows the conversation', () => {
  async function converse(bot: ChatBot, ...turns: string[]) {
    const history: ReplyContext['history'] = [];
    let answer = '';
    for (const question of turns) {
      answer = await ask(bot, question, { history: [...history] });
      history.push({ sender: 'user', text: question }, { sender: 'bot', text: answer });
    }
    return answer;
  }

  it("'give an example' shows the cited section's worked example", async () => {
    const answer = await converse('dataEntry', 'What is accuracy percentage?', 'give an example');
    expect(answer).toContain('Worked example: Suresh enters 500 fields');
    expect(answer).toContain('(Accuracy Percentage)');
    expect(await converse('webDevelopment', 'what is a for loop in JavaScript?', 'example do')).toContain('for (let i = 1; i <= 10; i++) {');
  });

  it("'why?' gives the reasons, and 'explain more simply' the key points in short sentences", async () => {
    const why = await converse('itEssentials', 'What is the 3-2-1 backup rule?', 'why?');
    expect(why).toContain('(Updates and Backups)');
    expect(why).toMatch(/because|instead of losing/);
    const simpler = await converse('itEssentials', 'What is the 3-2-1 backup rule?', 'why?', 'explain more simply');
    expect(simpler).toMatch(/^In short, from \*\*Updates and Backups\*\*:\n- /);
    const points = simpler.split('\n').filter((l) => l.startsWith('- '));
    expect(points.length).toBeGreaterThanOrEqual(3);
    for (const p of points) expect(inNotes(p.slice(2))).toBe(true);
  });

  it('reads the cited section back from a citation whose heading has brackets, past an "ok"', async () => {
    const answer = await converse('crmVoice', 'what is AHT', 'ok', 'give an example');
    expect(answer).toContain('(Average Handle Time (AHT))');
    expect(answer).toMatch(/^Worked example: /);
  });

  it('goes on from the section stored with the bot message (citedSection)', async () => {
    const history = [
      { sender: 'user' as const, text: 'tell me something' },
      { sender: 'bot' as const, text: 'Here it is.', citedSection: 'dataEntry|4|Gross Speed and Net Speed' },
    ];
    expect(await ask('dataEntry', 'show me an example', { history })).toContain('Worked example: Anjali takes a 6-minute test');
  });

  it("reads 'it' as the last topic: 'how do I check it?' stays with the topic asked about", async () => {
    const answer = await converse('ComputerHardware', 'What is S.M.A.R.T. in a hard disk?', 'how do I check it?');
    expect(answer).toContain('From your course notes: Chapter 8: Troubleshooting and Preventive Maintenance');
    expect(answer).not.toContain('Web Development course');
  });

  it("keeps 'example do, …' with the last topic even when its own words match another chapter", async () => {
    expect(await converse('crmVoice', 'What is active listening?', 'example do, customer is angry about his bill')).toContain('(Active Listening on Calls)');
  });

  it("reads Hindi words that point back ('usko') as the last topic", async () => {
    expect(await converse('itEssentials', 'firewall kya hota hai?', 'usko band kar du kya?')).toContain('(Firewalls)');
  });

  it('reports the section it cites, so the chat can store it', async () => {
    const cited: string[] = [];
    await ask('dataEntry', 'What is accuracy percentage?', { onCited: (ref) => cited.push(ref) });
    expect(cited).toEqual(['dataEntry|4|Accuracy Percentage']);
  });
});

describe('offline tutor works out the numbers the notes teach how to compute', () => {
  it.each([
    ['dataEntry', 'I typed 2500 characters in 5 minutes with 10 errors, what is my net speed?', ['Gross WPM: 500 ÷ 5 = 100', 'Net WPM: 100 − 2 = **98**', '\\text{Net WPM}']],
    ['dataEntry', '300 forms entered, 12 wrong. accuracy kitni hai?', ['288 ÷ 300 × 100 = **96%**']],
    ['dataEntry', 'I pressed 1800 keys in a 12 minute test, what is my KPH?', ['1800 × 60 ÷ 12 = **9000**']],
    ['ComputerHardware', 'A 5 V supply goes across a 250 ohm resistor. What current flows?', ['5 ÷ 250 = **0.02 A**', '$V = I \\times R$']],
    ['ComputerHardware', 'parts need 300 W, I want 50% headroom. which SMPS?', ['**450 W**']],
    ['itEssentials', 'How many 5 MB songs fit on a 1 GB memory card?', ['1000 ÷ 5 = **200**', 'Drive makers count in 1000s']],
    ['crmVoice', 'I took 4 calls: talk time 600 seconds, hold 60 seconds, after-call work 100 seconds. AHT?', ['760 ÷ 4 = **190 seconds**']],
    ['ComputerHardware', 'My PC takes 200 W and the monitor 40 W. With 25% spare and a power factor of 0.6, what VA UPS do I need?', ['240 × 1.25 = 300 W', '300 ÷ 0.6 = **500 VA**', '\\text{VA needed}']],
    ['crmVoice', 'I was logged in for 420 minutes and spent 357 minutes on talk, hold and ACW. What is my occupancy?', ['357 ÷ 420 × 100 = **85%**']],
    ['webDevelopment', 'How long will a 5 MB image take to load on a 4 Mbps connection?', ['40 ÷ 4 = **10 seconds**']],
  ] as const)('%s: %s', async (bot, question, expected) => {
    const answer = await ask(bot, question);
    for (const e of expected) expect(answer).toContain(e);
    expect(answer).toContain('From your course notes:');
  });

  it('shows no working when the question has a number the formula does not take (never a wrong result)', async () => {
    const answer = await ask('dataEntry', 'I entered 40 forms with 6 fields on each form and 3 fields were wrong. What is my accuracy?');
    expect(answer).not.toContain('With your numbers');
    expect(answer).toContain('(Accuracy Percentage)');
    expect(answer).toContain('Worked example: Suresh enters 500 fields');
    expect(answer).toContain('Your question has more numbers than this formula takes');
    const smps = await ask('ComputerHardware', 'CPU 95 W, GPU 120 W, I want 30% headroom. Which SMPS?');
    expect(smps).not.toContain('With your numbers');
    expect(smps).toContain('(Calculating PSU Wattage)');
  });

  it('formats numbers without float noise', () => {
    expect([fmt(57.00000001), fmt(94.8), fmt(1 / 3), fmt(2048)]).toEqual(['57', '94.8', '0.33', '2048']);
  });
});

describe('offline session names and suggestions', () => {
  it('names a session after the best-matching chapter', async () => {
    const name = await tutor.nameSession({ bot: 'dataEntry', messages: [{ sender: 'user', text: 'How do I calculate net typing speed?' }, { sender: 'bot', text: '…' }] });
    expect(name).toBe('Typing Speed and Accuracy');
    expect(name.split(' ').length).toBeLessThanOrEqual(6);
  });

  it('suggests follow-ups from the chapter an answer cites', async () => {
    const answer = await ask('learn', 'How do I calculate net typing speed?');
    const questions = await tutor.suggestQuestions({ bot: 'learn', text: answer });
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.every((q) => content.courses.dataEntry.chapters[3]!.suggestedQuestions.includes(q))).toBe(true);
  });

  it('names a session after the first question that matches the notes', async () => {
    const messages = [
      { sender: 'user' as const, text: 'hello' },
      { sender: 'user' as const, text: 'What is the CSS box model?' },
      { sender: 'user' as const, text: 'And how do media queries help on mobile screens?' },
    ];
    expect(await tutor.nameSession({ bot: 'webDevelopment', messages })).toBe('Styling with CSS');
  });

  it("suggests the matched chapter's questions, without ones already asked", async () => {
    const chapter = content.courses.crmVoice.chapters[9]!;
    const asked = [chapter.suggestedQuestions[0]!];
    const questions = await tutor.suggestQuestions({ bot: 'crmVoice', text: 'Average handle time AHT formula', asked });
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.length).toBeLessThanOrEqual(4);
    expect(questions).not.toContain(asked[0]);
    expect(questions.every((q) => chapter.suggestedQuestions.includes(q))).toBe(true);
  });

  it('does not suggest the question just asked in other words', async () => {
    const questions = await tutor.suggestQuestions({ bot: 'dataEntry', text: 'net typing speed', asked: ['How do I calculate net typing speed?'] });
    expect(questions).not.toContain('How do I calculate my net typing speed?');
    expect(questions.length).toBeGreaterThan(0);
  });
});

describe('offline tutor answers what is asked, not what the question does', () => {
  it.each([
    // The topic decides the section; 'install', 'steps', 'uninstall' only choose within it.
    ['ComputerHardware', 'how to install a graphics card', '(Expansion Cards and PCIe Slots)'],
    ['itEssentials', 'uninstall a program on windows 10', '(Installing and Uninstalling Software)'],
    ['crmVoice', 'how do I put the caller on hold', '(Hold and Transfer Etiquette)'],
    // A comparison is taught from the sections that explain each side, not the chapter's recap list.
    ['ComputerHardware', 'What is the difference between an HDD and an SSD?', '(Hard Disk Drives)'],
  ] as const)('%s: %s', async (bot, question, cited) => {
    expect(await ask(bot, question)).toContain(cited);
  });

  it('leads with the paragraph that answers it, not the section opening', async () => {
    const answer = await ask('itEssentials', 'uninstall a program on windows 10');
    expect(answer.split('\n')[0]).toMatch(/Uninstall/);
  });

  it.each([
    // Defined in a list item ('**Hash total:** …'): that item alone, first.
    ['dataEntry', 'What is a hash total?', /^\*\*Hash total:\*\* add numbers/],
    // Defined in running text ('**De-escalation** means…'), asked in Hinglish.
    ['crmVoice', 'de-escalation kya hai', /^\*\*De-escalation\*\* means reducing anger/],
    // Defined in a short list: the list with the sentence that leads into it.
    ['webDevelopment', 'what is margin in css', /^Every element is a rectangular box[^\n]*\n\n1\. \*\*Content\*\*/],
  ] as const)("%s: '%s' answers with the notes' definition first", async (bot, question, first) => {
    const answer = await ask(bot, question);
    expect(answer).toMatch(first);
    expect(answer).toMatch(/From your course notes: Chapter \d+: /);
  });
});
