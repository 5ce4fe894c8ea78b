import type {
  ChatCompletionContentPart,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closedPortUrl, lastUserText, startFakeOpenAI, type FakeOpenAI } from '../../test/fakes/openai.ts';
import { loadContent } from '../content/load-content.ts';
import {
  createLlmTutor,
  estimateTokens,
  ProviderError,
  sanitizeTitle,
  trimHistory,
  type LlmTutorLimits,
} from './llm-tutor.ts';
import { createOfflineTutor } from './offline-tutor.ts';
import { createRetriever } from './retrieval.ts';
import type { HistoryMessage, ReplyContext } from './types.ts';

const content = loadContent(new URL('../../../../content', import.meta.url).pathname);
const retriever = createRetriever(content);
const offline = createOfflineTutor({ content, retriever, productName: 'Vidya' });
// Short waits so fault tests take milliseconds, not the production seconds.
const FAST: Partial<LlmTutorLimits> = { retryDelayMs: 5, connectTimeoutMs: 300, stallTimeoutMs: 300 };

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

function tutor(options: { limits?: Partial<LlmTutorLimits>; vision?: boolean; url?: string } = {}) {
  return createLlmTutor({
    openai: {
      apiKey: 'test-key',
      baseUrl: options.url ?? fake.url,
      model: 'fake-model',
      vision: options.vision ?? true,
    },
    retriever,
    content,
    productName: 'Vidya',
    fallback: offline,
    limits: { ...FAST, ...options.limits },
  });
}

const ctx = (overrides: Partial<ReplyContext> = {}): ReplyContext => ({
  bot: 'dataEntry',
  studentName: 'Asha Devi',
  question: 'How do I calculate net typing speed?',
  history: [],
  attachments: [],
  ...overrides,
});

/** Collects the streamed pieces; the error (if any) after the pieces that did arrive. */
async function collect(stream: AsyncIterable<string>): Promise<{ pieces: string[]; error: unknown }> {
  const pieces: string[] = [];
  try {
    for await (const piece of stream) pieces.push(piece);
    return { pieces, error: null };
  } catch (error) {
    return { pieces, error };
  }
}

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

  it('fails with a connection error when the provider refuses connections', async () => {
    const { pieces, error } = await collect(tutor({ url: await closedPortUrl() }).reply(ctx()));
    expect(pieces).toEqual([]);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).kind).toBe('connection');
  });

  it('retries a connection reset before the first token', async () => {
    fake.queue('refuse');
    const { pieces, error } = await collect(tutor().reply(ctx()));
    expect(error).toBeNull();
    expect(pieces.join('')).toContain('**You asked:** How do I calculate net typing speed?');
    expect(fake.requests.map((r) => r.fault)).toEqual(['refuse', 'ok']);
  });

  it('times out before the first token, after 2 retries', async () => {
    fake.fault('timeout');
    const started = Date.now();
    const { pieces, error } = await collect(tutor({ limits: { connectTimeoutMs: 150 } }).reply(ctx()));
    expect(pieces).toEqual([]);
    expect((error as ProviderError).kind).toBe('timeout');
    expect(fake.requests).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('times out a response that starts but stays silent before the first token', async () => {
    fake.delay(2000);
    const { pieces, error } = await collect(
      tutor({ limits: { stallTimeoutMs: 100, maxRetries: 1 } }).reply(ctx()),
    );
    expect(pieces).toEqual([]);
    expect((error as ProviderError).kind).toBe('timeout');
    expect(fake.requests).toHaveLength(2);
  });

  it('retries a 429 and then answers', async () => {
    fake.queue('http429');
    const { pieces, error } = await collect(tutor().reply(ctx()));
    expect(error).toBeNull();
    expect(pieces.join('')).toContain('Does that make sense?');
    expect(fake.requests.map((r) => r.fault)).toEqual(['http429', 'ok']);
  });

  it('gives up after 2 retries of a 500', async () => {
    fake.fault('http500');
    const { pieces, error } = await collect(tutor().reply(ctx()));
    expect(pieces).toEqual([]);
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect(fake.requests).toHaveLength(3);
  });

  it('does not retry a 400', async () => {
    fake.fault('http400');
    const { error } = await collect(tutor().reply(ctx()));
    expect(error).toMatchObject({ kind: 'http', status: 400, retriable: false });
    expect(fake.requests).toHaveLength(1);
  });

  it('yields the first pieces of a stream that stops halfway, then throws without retrying', async () => {
    const answer = 'one two three four five six seven eight nine ten eleven twelve';
    fake.reply(answer);
    fake.queue('halfway');
    const { pieces, error } = await collect(tutor().reply(ctx()));
    expect(pieces.length).toBeGreaterThan(0);
    expect(answer.startsWith(pieces.join(''))).toBe(true);
    expect(pieces.join('')).not.toBe(answer);
    expect((error as ProviderError).kind).toBe('stream');
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a stream that breaks before its first token', async () => {
    fake.replyOnce('');
    fake.queue('halfway');
    const { pieces, error } = await collect(tutor().reply(ctx()));
    expect(error).toBeNull();
    expect(pieces.join('')).toContain('Does that make sense?');
    expect(fake.requests.map((r) => r.fault)).toEqual(['halfway', 'ok']);
  });

  it('throws on a malformed chunk instead of hanging', async () => {
    fake.reply('one two three four five six');
    fake.queue('malformed');
    const { pieces, error } = await collect(tutor({ limits: { stallTimeoutMs: 10_000 } }).reply(ctx()));
    expect(pieces).toEqual(['one two three ']);
    expect((error as ProviderError).kind).toBe('stream');
    expect(fake.requests).toHaveLength(1);
  });

  it('stops a slow answer at the whole-answer timeout, keeping what arrived', async () => {
    fake.reply('word '.repeat(40));
    fake.delay(40);
    const { pieces, error } = await collect(tutor({ limits: { answerTimeoutMs: 300 } }).reply(ctx()));
    expect(pieces.length).toBeGreaterThan(0);
    expect(pieces.length).toBeLessThan(14);
    expect(error).toMatchObject({ kind: 'timeout', retriable: false });
    expect(fake.requests).toHaveLength(1);
  });

  it("stops with the caller's abort reason when the student leaves", async () => {
    fake.delay(30);
    const controller = new AbortController();
    const pieces: string[] = [];
    const run = async () => {
      for await (const piece of tutor().reply(ctx({ signal: controller.signal }))) {
        pieces.push(piece);
        controller.abort(new Error('gone'));
      }
    };
    await expect(run()).rejects.toThrow('gone');
    expect(pieces).toHaveLength(1);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('trimHistory', () => {
  it('keeps the newest message, cut to the budget, when it alone is over budget', () => {
    const text = `${'a'.repeat(200)}${'z'.repeat(200)}`;
    const older = { sender: 'bot' as const, text: 'Earlier answer.' };
    const { kept, omitted } = trimHistory([older, { sender: 'user', text }], 50);
    expect(omitted).toBe(1);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.sender).toBe('user');
    expect(kept[0]!.text).toMatch(/^a+\n\[… cut …\]\nz+$/);
    expect(estimateTokens(kept[0]!.text)).toBeLessThanOrEqual(50);
  });

  it('keeps everything, whole, when it fits', () => {
    const history: HistoryMessage[] = [
      { sender: 'user', text: 'What is WPM?' },
      { sender: 'bot', text: 'Words per minute.' },
    ];
    expect(trimHistory(history, 1000)).toEqual({ kept: history, omitted: 0 });
    expect(trimHistory([], 1000)).toEqual({ kept: [], omitted: 0 });
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

describe('LlmTutor.voiceInstructions', () => {
  it('adapts the teacher for speech, with the course chapters as topics', async () => {
    const prompt = await tutor().voiceInstructions({ bot: 'dataEntry', studentName: 'Asha Devi' });
    expect(prompt).toContain('Asha');
    expect(prompt).toContain('voice call');
    expect(prompt).toContain('- Typing Speed and Accuracy');
    expect(prompt).not.toMatch(/\*\*|#|\$/);
    expect(prompt).toBe(await offline.voiceInstructions({ bot: 'dataEntry', studentName: 'Asha Devi' }));
  });
});
