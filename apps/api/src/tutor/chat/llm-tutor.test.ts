import type {
  ChatCompletionContentPart,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lastUserText, startFakeOpenAI, type FakeOpenAI } from '../../../test/fakes/openai.ts';
import { collect } from '../../../test/streams.ts';
import { loadContent } from '../../content/load-content.ts';
import type { LlmLimits } from '../create-tutor.ts';
import { createRetriever } from '../grounding/retrieval.ts';
import { createModelClient } from '../model/client.ts';
import type { HistoryMessage, ReplyContext } from '../types.ts';
import { chatWithFallback, MODEL_UNREACHABLE_NOTE } from '../with-fallback.ts';
import { createLlmChatTutor, sanitizeTitle } from './llm-tutor.ts';
import { createOfflineChatTutor } from './offline-tutor.ts';

const content = loadContent(new URL('../../../../../content', import.meta.url).pathname);
const retriever = createRetriever(content);
const offline = createOfflineChatTutor({ content, retriever, productName: 'Vidya' });
// Short waits so fault tests take milliseconds, not the production seconds.
const FAST: Partial<LlmLimits> = { retryDelayMs: 5, connectTimeoutMs: 300, stallTimeoutMs: 300 };

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

/** The LLM chat tutor as the app builds it: names and suggestions fall back to the offline tutor's. */
function tutor(options: { limits?: Partial<LlmLimits>; vision?: boolean } = {}) {
  const limits = { ...FAST, ...options.limits };
  const llm = createLlmChatTutor({
    model: createModelClient({ apiKey: 'test-key', baseUrl: fake.url, model: 'fake-model' }, limits),
    vision: options.vision ?? true,
    retriever,
    content,
    productName: 'Vidya',
    limits,
  });
  return chatWithFallback(llm, offline);
}

const ctx = (overrides: Partial<ReplyContext> = {}): ReplyContext => ({
  bot: 'dataEntry',
  studentName: 'Asha Devi',
  question: 'How do I calculate net typing speed?',
  history: [],
  attachments: [],
  ...overrides,
});

const sent = (i = 0) => {
  const request = fake.requests[i];
  if (!request) throw new Error(`no request ${i}`);
  return request.body.messages;
};
const systemText = (messages: ChatCompletionMessageParam[]) => String(messages[0]?.content);
const userParts = (messages: ChatCompletionMessageParam[]) =>
  messages.at(-1)?.content as string | ChatCompletionContentPart[];

describe('LlmTutor.reply', () => {
  it('streams the scripted answer in order, in several pieces', async () => {
    const answer =
      'Net speed is **gross speed** minus errors per minute.\n\n1. Count the characters.\n2. Divide by 5.\n\nWhat is your gross speed?';
    fake.reply(answer);
    const { pieces, error } = await collect(tutor().reply(ctx()));
    expect(error).toBeNull();
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe(answer);
  });

  it('grounds the prompt: first name, the right chapter passage, model and key', async () => {
    await collect(tutor().reply(ctx()));
    const request = fake.requests[0]!;
    expect(request.body.model).toBe('fake-model');
    expect(request.body.stream).toBe(true);
    expect(request.headers.authorization).toBe('Bearer test-key');
    const system = systemText(sent());
    expect(system).toContain('Asha');
    expect(system).not.toContain('Asha Devi');
    expect(system).toMatch(/\[1\] Chapter 4: Typing Speed and Accuracy — /);
    expect(system).toContain('(Chapter N: Title)');
    expect(userParts(sent())).toBe('How do I calculate net typing speed?');
  });

  it('teaches a student who writes Hindi from the Hindi edition, and tells the model to answer in Hindi', async () => {
    await collect(tutor().reply(ctx({ question: 'शुद्ध गति कैसे निकालते हैं?' })));
    const system = systemText(sent());
    expect(system).toMatch(/\[1\] Chapter 4: टाइपिंग की गति और शुद्धता — /);
    expect(system).toContain('answer in simple Hindi (Devanagari)');
    await collect(tutor().reply(ctx({ question: 'How do I calculate net typing speed?' })));
    expect(systemText(sent(1))).not.toContain('answer in simple Hindi');
  });

  it('tells the model to care for a distressed student (helpline, no quiz) and to refuse harm and copying', async () => {
    await collect(tutor().reply(ctx({ question: 'bahut tension hai, neend nahi aati' })));
    const system = systemText(sent());
    expect(system).toMatch(/Tele-MANAS on 14416/);
    expect(system).toMatch(/No quiz/);
    expect(system).toMatch(/Never help anyone break into, spy on or harm/);
    expect(system).toMatch(/Never write homework, assignments or TMAs for the student to copy/);
    expect(system).toMatch(/never give salary figures/);
  });

  it('draws on help content for the landing-page assistant', async () => {
    await collect(tutor().reply(ctx({ bot: 'nios', question: 'What is a study centre?' })));
    const system = systemText(sent());
    expect(system).toContain('Vidya Help');
    expect(system).toMatch(/\[1\] Study Centres/);
    expect(system).not.toMatch(/\[\d\] Chapter \d+/);
  });

  it('keeps the newest history whole and drops the oldest under a small budget', async () => {
    const history: HistoryMessage[] = Array.from({ length: 10 }, (_, i) => ({
      sender: i % 2 ? 'bot' : 'user',
      text: `Message ${i}: ${'typing practice '.repeat(8)}`,
    }));
    await collect(tutor({ limits: { historyTokens: 120 } }).reply(ctx({ history })));
    const messages = sent();
    const middle = messages.slice(1, -1);
    expect(middle.length).toBeGreaterThan(0);
    expect(middle.length).toBeLessThan(10);
    // The newest ones, whole and in order, as user/assistant turns.
    expect(middle.map((m) => m.content)).toEqual(history.slice(-middle.length).map((m) => m.text));
    expect(middle.at(-1)?.role).toBe('assistant');
    expect(JSON.stringify(messages)).not.toContain('Message 0:');
    expect(systemText(messages)).toContain(
      `Earlier conversation omitted: ${10 - middle.length} older messages`,
    );
  });

  it('sends the whole history, with no note, when it fits', async () => {
    const history: HistoryMessage[] = [
      { sender: 'user', text: 'What is WPM?' },
      { sender: 'bot', text: 'Words per minute.' },
    ];
    await collect(tutor().reply(ctx({ history })));
    expect(sent().slice(1, -1)).toEqual([
      { role: 'user', content: 'What is WPM?' },
      { role: 'assistant', content: 'Words per minute.' },
    ]);
    expect(systemText(sent())).not.toContain('omitted');
  });

  it('sends the whiteboard PNG as an image part when vision is on', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
    await collect(tutor().reply(ctx({ whiteboard: png })));
    const parts = userParts(sent());
    expect(Array.isArray(parts)).toBe(true);
    const images = (parts as ChatCompletionContentPart[]).filter((p) => p.type === 'image_url');
    expect(images).toEqual([
      { type: 'image_url', image_url: { url: `data:image/png;base64,${png.toString('base64')}` } },
    ]);
    expect(lastUserText(fake.requests[0]!.body)).toContain('whiteboard drawing is attached');
  });

  it('leaves images out, with a note, when vision is off', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    const photo = {
      fileName: 'keyboard.jpg',
      mimeType: 'image/jpeg',
      text: null,
      image: Buffer.from([0xff, 0xd8, 0xff]),
    };
    await collect(tutor({ vision: false }).reply(ctx({ whiteboard: png, attachments: [photo] })));
    const user = userParts(sent());
    expect(typeof user).toBe('string');
    expect(user).toContain('whiteboard drawing, but you cannot see images');
    expect(user).toContain('"keyboard.jpg", but you cannot see images');
    expect(JSON.stringify(fake.requests[0]!.body)).not.toContain('image_url');
  });

  it('includes attachment text, labelled and capped per file', async () => {
    const text = 'A'.repeat(5000) + 'B'.repeat(5000);
    const attachments = [
      { fileName: 'notes.txt', mimeType: 'text/plain', text },
      { fileName: 'scan.pdf', mimeType: 'application/pdf', text: null },
    ];
    await collect(tutor().reply(ctx({ attachments })));
    const user = String(userParts(sent()));
    expect(user.startsWith('How do I calculate net typing speed?')).toBe(true);
    expect(user).toContain(
      `--- Attached file: notes.txt ---\n${'A'.repeat(5000)}${'B'.repeat(1000)}\n[… the rest of the file was cut]`,
    );
    expect(user).not.toContain('B'.repeat(1001));
    expect(user).toContain('"scan.pdf", but no text could be read');
  });

  it('says when only the first part of a file could be read, or none of it in time', async () => {
    const attachments = [
      { fileName: 'report.pdf', mimeType: 'application/pdf', text: 'Page one of a very long report.\n[…]', partial: true },
      { fileName: 'bomb.docx', mimeType: 'application/msword', text: null, partial: true },
    ];
    await collect(tutor().reply(ctx({ attachments })));
    const user = String(userParts(sent()));
    expect(user).toContain('--- Attached file: report.pdf (only the first part of this file could be read: it is very long) ---\nPage one');
    expect(user).toContain('"bomb.docx", but it is too long: none of it could be read in time');
    expect(user).not.toContain('"bomb.docx", but no text could be read');
  });

});

describe('LlmTutor.reply when the model fails (with the fallback as the app builds it)', () => {
  const offlineText = async (c: ReplyContext) => (await collect(offline.reply(c))).pieces.join('');

  it.each(['refuse', 'http500', 'http429', 'timeout'] as const)(
    'before its first word (%s): the offline answer, after one note line',
    async (fault) => {
      fake.fault(fault);
      const cited: string[] = [];
      const { pieces, error } = await collect(tutor().reply(ctx({ onCited: (ref) => cited.push(ref) })));
      expect(error).toBeNull();
      expect(pieces[0]).toBe(`${MODEL_UNREACHABLE_NOTE}\n\n`);
      expect(pieces.slice(1).join('')).toBe(await offlineText(ctx()));
      // The offline answer's section is kept for follow-ups, as with any answer.
      expect(cited.at(-1)).toBeTruthy();
    },
  );

  it('after its first words: throws, with no second answer', async () => {
    fake.reply('One two three four five six seven eight nine ten eleven twelve.');
    fake.fault('halfway');
    const { pieces, error } = await collect(tutor().reply(ctx()));
    expect(pieces.length).toBeGreaterThan(0);
    expect(pieces.join('')).not.toContain(MODEL_UNREACHABLE_NOTE);
    expect(error).toMatchObject({ name: 'ProviderError' });
  });

  it('stopped by the student: no fallback either', async () => {
    fake.fault('timeout');
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('stopped')), 50);
    const { pieces, error } = await collect(tutor({ limits: { connectTimeoutMs: 60_000 } }).reply(ctx({ signal: controller.signal })));
    expect(pieces).toEqual([]);
    expect(error).toMatchObject({ message: 'stopped' });
  });
});

describe('history hygiene', () => {
  const roles = (messages: ChatCompletionMessageParam[]) => messages.map((m) => m.role);

  it('merges the question left behind by a failed answer, so roles alternate', async () => {
    const history: HistoryMessage[] = [
      { sender: 'user', text: 'What is WPM?' },
      { sender: 'bot', text: 'Words per minute.' },
      { sender: 'user', text: 'And KPH?' },
      { sender: 'bot', text: '' },
    ];
    await collect(tutor().reply(ctx({ history, question: 'And KPH? Please answer.' })));
    const messages = sent();
    expect(roles(messages)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages.at(-1)!.content).toBe('And KPH?\n\nAnd KPH? Please answer.');
  });

  it('merges into the question with images, keeping the images after the text', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    await collect(
      tutor().reply(ctx({ history: [{ sender: 'user', text: 'Look at my drawing' }], whiteboard: png })),
    );
    const parts = userParts(sent()) as ChatCompletionContentPart[];
    expect(roles(sent())).toEqual(['system', 'user']);
    expect(parts.map((p) => p.type)).toEqual(['text', 'image_url']);
    expect((parts[0] as { text: string }).text).toMatch(
      /^Look at my drawing\n\nHow do I calculate net typing speed\?/,
    );
  });

  it('never sends an empty user turn, and starts with the user', async () => {
    const history: HistoryMessage[] = [
      { sender: 'bot', text: 'Welcome back!' },
      { sender: 'user', text: '', attachments: [{ fileName: 'a.pdf', text: null }] },
      { sender: 'bot', text: 'I could not read a.pdf.' },
    ];
    await collect(tutor().reply(ctx({ history })));
    const messages = sent();
    expect(roles(messages)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[1]!.content).toBe('(sent: a.pdf)\n\n[Attached "a.pdf": no text could be read.]');
    expect(messages.every((m) => String(m.content).trim())).toBe(true);
    expect(systemText(messages)).toContain('Earlier conversation omitted: 1 older message.');
  });

  it("sends the text of an earlier message's files, capped, within the history budget", async () => {
    const history: HistoryMessage[] = [
      {
        sender: 'user',
        text: 'Check my targets',
        attachments: [{ fileName: 'targets.txt', text: `Net speed 35 WPM. ${'x'.repeat(3000)}` }],
      },
      { sender: 'bot', text: 'Your target is 35 WPM.' },
    ];
    await collect(tutor().reply(ctx({ history, question: 'What accuracy does my file ask for?' })));
    const first = String(sent()[1]!.content);
    expect(first).toMatch(/^Check my targets\n\n--- Attached file: targets.txt ---\nNet speed 35 WPM\./);
    expect(first).toContain('[… the rest of the file was cut]');
    expect(first.length).toBeLessThan(2200);

    // A small budget: the file's text counts, so the older message goes first.
    fake.reset();
    await collect(tutor({ limits: { historyTokens: 100 } }).reply(ctx({ history })));
    expect(JSON.stringify(sent())).not.toContain('Net speed 35 WPM');
  });
});

describe('LlmTutor.nameSession', () => {
  const messages: HistoryMessage[] = [
    { sender: 'user', text: 'How do I calculate net typing speed?' },
    { sender: 'bot', text: 'Net speed is gross speed minus errors per minute.' },
  ];

  it('names the session in at most 6 plain words', async () => {
    fake.reply('"Typing Speed: Net WPM and Accuracy Explained Simply."');
    const name = await tutor().nameSession({ bot: 'dataEntry', messages });
    expect(name).toBe('Typing Speed: Net WPM and Accuracy');
    expect(fake.requests[0]!.body.stream).toBeFalsy();
    expect(lastUserText(fake.requests[0]!.body)).toContain('Student: How do I calculate net typing speed?');
  });

  it('falls back to the offline name on a provider error or an empty title', async () => {
    const expected = await offline.nameSession({ bot: 'dataEntry', messages });
    fake.fault('http500');
    expect(await tutor().nameSession({ bot: 'dataEntry', messages })).toBe(expected);
    fake.fault('ok');
    fake.reply('  "…"  ');
    expect(await tutor().nameSession({ bot: 'dataEntry', messages })).toBe(expected);
  });

  it('sanitizes titles', () => {
    expect(sanitizeTitle('<think>hmm</think>\nTitle: **Net Speed Basics**.\nMore text')).toBe(
      'Net Speed Basics',
    );
    expect(sanitizeTitle('‘Spreadsheet formulas?’')).toBe('Spreadsheet formulas');
  });
});

describe('LlmTutor.suggestQuestions', () => {
  const text = 'Net speed is gross speed minus errors per minute.';

  it('returns at most 4 valid, new, short questions, asked for as JSON', async () => {
    fake.reply(
      JSON.stringify({
        questions: [
          'What is gross speed?',
          'How is accuracy calculated?',
          'x'.repeat(121),
          '1. How do I practise?',
          'what is gross speed',
          'What is KPH?',
          'What is a standard word?',
        ],
      }),
    );
    const questions = await tutor().suggestQuestions({
      bot: 'dataEntry',
      text,
      asked: ['How is accuracy calculated?'],
    });
    expect(questions).toEqual([
      'What is gross speed?',
      'How do I practise?',
      'What is KPH?',
      'What is a standard word?',
    ]);
    expect(fake.requests[0]!.body.response_format).toMatchObject({ type: 'json_schema' });
    expect(fake.requests).toHaveLength(1);
  });

  it('retries invalid output once', async () => {
    fake.replyOnce('Sure! Here are some questions: 1. What?');
    fake.replyOnce('```json\n{"questions": ["What is gross speed?"]}\n```');
    expect(await tutor().suggestQuestions({ bot: 'dataEntry', text })).toEqual(['What is gross speed?']);
    expect(fake.requests.map((r) => r.body.response_format?.type)).toEqual(['json_schema', 'json_object']);
  });

  it('falls back to the offline suggestions on garbage twice, or a provider error', async () => {
    const expected = await offline.suggestQuestions({ bot: 'dataEntry', text });
    expect(expected.length).toBeGreaterThan(0);
    fake.reply('{"questions": "not a list"}');
    expect(await tutor().suggestQuestions({ bot: 'dataEntry', text })).toEqual(expected);
    expect(fake.requests).toHaveLength(2);
    fake.fault('http500');
    expect(await tutor().suggestQuestions({ bot: 'dataEntry', text })).toEqual(expected);
  });
});
