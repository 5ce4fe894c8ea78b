import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AssignmentDetailSchema,
  GenerateAssignmentResponseSchema,
  OPTION_LETTERS,
  PastAssignmentSchema,
  type OptionLetter,
} from '@vidya/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatSession, createTestApp, registerStudent, type Student, type TestContext } from '../../../test/app.ts';
import { startFakeOpenAI, type FakeOpenAI, type FakeRequest } from '../../../test/fakes/openai.ts';
import { assignments } from '../../db/schema.ts';
import type { ScoredQuestion } from '../../tutor/types.ts';

let ctx: TestContext;
let asha: Student;
let ravi: Student;
const wrongAnswers: { userId: string; wrong: ScoredQuestion[] }[] = [];

beforeAll(async () => {
  ctx = await createTestApp(
    // Many assignments for one student (the keys' spread); the daily limit has its own test (quotas).
    { ASSIGNMENTS_PER_DAY: '1000' },
    { onWrongAnswers: async (userId, wrong) => void wrongAnswers.push({ userId, wrong }) },
  );
  // A name in Devanagari: the PDF must set it (and pdftotext read it back).
  asha = await registerStudent(ctx.app, { firstName: 'आशा', lastName: 'Verma' });
  ravi = await registerStudent(ctx.app, { firstName: 'Ravi' });
});
afterAll(() => ctx.close());

type App = TestContext['app'];
const call = (s: Student, method: 'GET' | 'POST', url: string, payload?: object, app: App = ctx.app) =>
  app.inject({ method, url, payload, headers: { authorization: `Bearer ${s.accessToken}` } });

/** A session with the tutor's answers to `questions` (2 questions = 4 stored messages). */
const chattedSession = (s: Student, questions: string[], chatBot = 'dataEntry', app: App = ctx.app) => chatSession(app, s, questions, chatBot);

const generate = async (s: Student, sessionId: string, app: App = ctx.app) => {
  const res = await call(s, 'POST', `/api/assignments/${sessionId}/generate-assignment`, undefined, app);
  expect(res.statusCode, res.body).toBe(200);
  return GenerateAssignmentResponseSchema.parse(res.json());
};

const storedQuestions = async (id: string) =>
  (await ctx.database.db.select().from(assignments).where(eq(assignments.id, id)))[0]!.questions;

/** Every key, at any depth, of a JSON value. */
function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [k, ...allKeys(v)]);
  return [];
}

/** No answer key, explanation or key letter anywhere in a response before the attempt is scored. */
function expectNoKeys(body: string, questions: { answer: string; explanation: string }[]) {
  const keys = allKeys(JSON.parse(body));
  expect(keys.filter((k) => /answer|key|correct|explanation|solution/i.test(k))).toEqual([]);
  for (const q of questions) expect(body).not.toContain(q.explanation.slice(0, 40));
}

describe('generating an assignment (offline)', () => {
  it('needs at least 4 stored messages', async () => {
    const sessionId = await chattedSession(asha, ['What is data entry?']);
    const res = await call(asha, 'POST', `/api/assignments/${sessionId}/generate-assignment`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/at least 4 messages/);
  });

  it('asks about the chapters the chat cited, with no answer key in any response before evaluation', async () => {
    const sessionId = await chattedSession(asha, ['What is touch typing?', 'How do I calculate net speed?']);
    const generated = await call(asha, 'POST', `/api/assignments/${sessionId}/generate-assignment`);
    const { assignment, assignmentId } = GenerateAssignmentResponseSchema.parse(generated.json());
    const stored = await storedQuestions(assignmentId);
    expect(Object.keys(assignment)).toEqual(stored.map((_, i) => String(i + 1)));
    expect(stored).toHaveLength(10);
    expect(new Set(stored.map((q) => q.book))).toEqual(new Set(['dataEntry']));
    expectNoKeys(generated.body, stored);

    const read = await call(asha, 'GET', `/api/assignments/${assignmentId}`);
    expect(AssignmentDetailSchema.parse(read.json())).toMatchObject({
      _id: assignmentId,
      assignment,
      evaluation: null,
    });
    expectNoKeys(read.body, stored);
    // The list holds only scored attempts; this one is not yet.
    expect(
      (await call(asha, 'GET', '/api/assignments')).json().map((a: { _id: string }) => a._id),
    ).not.toContain(assignmentId);
    // The chapters the answers cited come first; the rest tops it up from their neighbours.
    const cited = stored[0]!.chapter;
    expect(stored.filter((q) => Math.abs(q.chapter - cited) <= 3)).toHaveLength(10);
  });

  it("asks what the student has not met yet: not the chat's quick checks, not an earlier assignment's questions, while the banks have others", async () => {
    const student = await registerStudent(ctx.app, { firstName: 'Meera' });
    const sessionId = await chattedSession(student, ['What is a check digit?', 'What is a batch total?', 'How do I verify data after entry?']);
    const session = (await call(student, 'GET', `/api/chat/session/${sessionId}`)).json() as { messages: { sender: string; text: string }[] };
    const quickChecks = session.messages.flatMap((m) => [...m.text.matchAll(/\*\*Quick check:\*\* *([^\n]+)/g)].map((x) => x[1]!.trim()));
    expect(quickChecks.length).toBeGreaterThan(0);
    const asked: string[][] = [];
    for (let i = 0; i < 3; i++) asked.push(Object.values((await generate(student, sessionId)).assignment).map((q) => q.mcq));
    for (const questions of asked) expect(questions.filter((q) => quickChecks.includes(q))).toEqual([]);
    // Three assignments of 10 from the chapters this chat touched (and their neighbours): 30 different questions.
    expect(new Set(asked.flat()).size).toBe(asked.flat().length);
  });

  it("answers 404 for someone else's or an unknown session", async () => {
    const sessionId = await chattedSession(ravi, ['What is touch typing?', 'What is net speed?']);
    expect((await call(asha, 'POST', `/api/assignments/${sessionId}/generate-assignment`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(asha, 'POST', `/api/assignments/${crypto.randomUUID()}/generate-assignment`)).statusCode,
    ).toBe(404);
  });
});

describe('evaluating', () => {
  let assignmentId: string;
  let keys: OptionLetter[];
  beforeAll(async () => {
    const sessionId = await chattedSession(asha, ['What is touch typing?', 'How do I calculate net speed?']);
    ({ assignmentId } = await generate(asha, sessionId));
    keys = (await storedQuestions(assignmentId)).map((q) => q.answer);
  });
  const evaluate = (s: Student, userAnswers: unknown) =>
    call(s, 'POST', `/api/assignments/${assignmentId}/evaluate`, { userAnswers });
  const answers = (pick: (key: OptionLetter, i: number) => OptionLetter) =>
    Object.fromEntries(keys.map((k, i) => [String(i + 1), pick(k, i)]));
  const wrong = (k: OptionLetter) => OPTION_LETTERS.find((l) => l !== k)!;

  it('answers 400 to partial, invalid or unknown answers and stores nothing', async () => {
    const all = answers((k) => k);
    const { '3': _dropped, ...partial } = all;
    for (const body of [
      {},
      partial,
      { ...all, '4': 'E' },
      { ...all, '2': 'a' },
      { ...all, '11': 'A' },
      { ...all, x: 'A' },
      'A',
    ]) {
      const res = await evaluate(asha, body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
    }
    expect((await call(asha, 'GET', `/api/assignments/${assignmentId}`)).json().evaluation).toBeNull();
  });

  it("answers 404 on someone else's assignment, for every route", async () => {
    expect(
      (
        await evaluate(
          ravi,
          answers((k) => k),
        )
      ).statusCode,
    ).toBe(404);
    expect((await call(ravi, 'GET', `/api/assignments/${assignmentId}`)).statusCode).toBe(404);
    expect((await call(ravi, 'GET', `/api/download-assignment/${assignmentId}`)).statusCode).toBe(404);
  });

  it('scores from the stored keys, reports each question, and stores the attempt once', async () => {
    const res = await evaluate(
      asha,
      answers((k, i) => (i < 7 ? k : wrong(k))),
    );
    expect(res.statusCode).toBe(200);
    const { score, maxScore, report } = res.json() as { score: number; maxScore: number; report: string };
    expect({ score, maxScore }).toEqual({ score: 7, maxScore: 10 });
    const stored = await storedQuestions(assignmentId);
    for (const [i, q] of stored.entries()) {
      expect(report).toContain(`### ${i + 1}. `);
      expect(report).toContain(`Right answer: **${q.answer}.**`);
    }
    expect(report).toMatch(
      /Chapter to revise: \[Chapter \d+: [^\]]+\]\(\/dataEntry\?panel=textbook&book=dataEntry&chapter=\d+\)/,
    );
    expect(report).toContain('(not correct)');
    for (const heading of ['## What you know well', '## What to revise', '## Next steps'])
      expect(report).toContain(heading);
    expect(report).not.toMatch(/\b7 ?\/ ?10\b|70 ?%/);
    // The wrong ones are handed on to the flashcards deck (flashcards.routes.test.ts checks the set).
    expect(wrongAnswers.at(-1)).toMatchObject({ userId: asha.user._id });
    expect(wrongAnswers.at(-1)!.wrong.map((q) => q.mcq)).toEqual(stored.slice(7).map((q) => q.mcq));

    expect(
      (
        await evaluate(
          asha,
          answers((k) => k),
        )
      ).statusCode,
    ).toBe(409);
    const read = AssignmentDetailSchema.parse(
      (await call(asha, 'GET', `/api/assignments/${assignmentId}`)).json(),
    );
    expect(read.evaluation).toEqual({ score: 7, maxScore: 10, report });
    const list = (await call(asha, 'GET', '/api/assignments')).json() as unknown[];
    expect(PastAssignmentSchema.parse(list[0])).toMatchObject({
      _id: assignmentId,
      score: 7,
      maxScore: 10,
      report,
    });
    expect((await call(ravi, 'GET', '/api/assignments')).json()).toEqual([]);
  });

  it('sends the report as Assignment_Report.pdf with the score and the student’s Devanagari name', async () => {
    const res = await call(asha, 'GET', `/api/download-assignment/${assignmentId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Assignment_Report.pdf"');
    // Its chapter links open the app at the textbook.
    expect(res.rawPayload.toString('latin1')).toMatch(
      /\/URI \(http:\/\/localhost:3000\/dataEntry\?panel=textbook&book=dataEntry&chapter=\d+\)/,
    );
    const dir = mkdtempSync(join(tmpdir(), 'vidya-report-'));
    try {
      writeFileSync(join(dir, 'report.pdf'), res.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', join(dir, 'report.pdf'), '-'], { encoding: 'utf8' });
      expect(text).toContain('Assignment Report');
      expect(text).toContain('Score: 7 / 10 (70%)');
      expect(text).toContain('आशा Verma');
      expect(text).toContain('Data Entry');
      expect(text).toContain('Correct answers per chapter');
      expect(text).toContain('What to revise');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('sets the report in Hindi with ?lang=hi: its own words, the date and the Hindi edition\'s chapter titles', async () => {
    const res = await call(asha, 'GET', `/api/download-assignment/${assignmentId}?lang=hi`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Assignment_Report.pdf"');
    const dir = mkdtempSync(join(tmpdir(), 'vidya-report-'));
    try {
      writeFileSync(join(dir, 'report.pdf'), res.rawPayload);
      const text = execFileSync('pdftotext', [join(dir, 'report.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      for (const words of ['असाइनमेंट रिपोर्ट', 'विद्यार्थी: आशा Verma', 'स्कोर: 7 / 10 (70%)', 'हर अध्याय में सही जवाब', 'आपके जवाब एक नज़र में']) {
        expect(text).toContain(words);
      }
      expect(text).toMatch(/अध्याय \d+: [\u0900-\u097F]/); // the chapter's Hindi title, not the stored English one
      expect(text).not.toContain('Assignment Report');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect((await call(asha, 'GET', `/api/download-assignment/${assignmentId}?lang=fr`)).statusCode).toBe(400);
  });

  it('counts the attempt towards per-chapter mastery', async () => {
    const res = await call(asha, 'GET', '/api/assignments/mastery/dataEntry');
    expect(res.statusCode).toBe(200);
    const { chapters } = res.json() as {
      chapters: { chapter: number; asked: number; correct: number; mastery: number }[];
    };
    expect(chapters).toHaveLength(10);
    expect(chapters.reduce((n, c) => n + c.asked, 0)).toBe(10);
    expect(chapters.reduce((n, c) => n + c.correct, 0)).toBe(7);
    expect(
      (await call(ravi, 'GET', '/api/assignments/mastery/dataEntry'))
        .json()
        .chapters.every((c: { asked: number }) => c.asked === 0),
    ).toBe(true);
  });

  it('refuses a download before the attempt is scored', async () => {
    const sessionId = await chattedSession(asha, ['What is touch typing?', 'What is net speed?']);
    const { assignmentId: fresh } = await generate(asha, sessionId);
    expect((await call(asha, 'GET', `/api/download-assignment/${fresh}`)).statusCode).toBe(409);
  });
});

describe('the right letters', () => {
  it('are evenly spread in every assignment and across many', async () => {
    const sessionId = await chattedSession(asha, ['What is touch typing?', 'How do I calculate net speed?']);
    const counts = { A: 0, B: 0, C: 0, D: 0 };
    for (let i = 0; i < 24; i += 1) {
      const { assignmentId } = await generate(asha, sessionId);
      const letters = (await storedQuestions(assignmentId)).map((q) => q.answer);
      const inThis = OPTION_LETTERS.map((l) => letters.filter((x) => x === l).length);
      expect(Math.max(...inThis) - Math.min(...inThis)).toBeLessThanOrEqual(1);
      letters.forEach((l) => (counts[l] += 1));
    }
    // 240 keys: each assignment of 10 gives every letter 2 and two spare keys, which land at random
    // (48 spares, 12 a letter expected, sd 3). At least 3 spares each: fails only if a letter is
    // shunned (about 1 run in 1,700 by chance; the bound 54 failed about 1 run in 25).
    for (const l of OPTION_LETTERS) expect(counts[l]).toBeGreaterThanOrEqual(51);
  });
});

describe('with a model', () => {
  let fake: FakeOpenAI;
  let llm: TestContext;
  let kiran: Student;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    llm = await createTestApp(
      { TUTOR: 'llm', OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'test-key' },
      { database: ctx.database, llmLimits: { connectTimeoutMs: 2_000, maxRetries: 0 } },
    );
    kiran = await registerStudent(llm.app, { firstName: 'Kiran' });
  });
  afterAll(async () => {
    await llm.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  const item = (n: number, overrides: Record<string, unknown> = {}) => ({
    question: `Model question ${n}: which key moves the cursor to the start of a line?`,
    options: { A: `Home key ${n}`, B: `End key ${n}`, C: `Tab key ${n}`, D: `Esc key ${n}` },
    answer: 'A',
    explanation: `The Home key (${n}) moves the cursor to the start of the line.`,
    chapter: 1,
    ...overrides,
  });
  /** Scripted by request: the items to write, the blind answers, the report's words; chat answers as usual. */
  const script = (items: unknown[], blind: (n: number) => string[]) => (request: FakeRequest) => {
    const system = String(request.body.messages[0]?.content ?? '');
    if (system.includes('multiple-choice questions that test')) return JSON.stringify({ items });
    if (system.includes('List every option letter')) {
      const count = (String(request.body.messages[1]?.content).match(/^\d+\. /gm) ?? []).length;
      return JSON.stringify({
        answers: Array.from({ length: count }, (_, i) => ({ item: i + 1, correct: blind(i + 1) })),
      });
    }
    if (system.includes('writing to'))
      return JSON.stringify({
        knowsWell: 'You know the Home key well.',
        toRevise: 'Revise typing speed.',
        nextSteps: ['Revise Chapter 2 next.'],
      });
    if (request.body.response_format) return JSON.stringify({ questions: ['What next?'] });
    return 'Touch typing means typing without looking at the keys. (Data Entry, Chapter 1)';
  };

  it('writes items through the structured helper, gates them and replaces what a blind answer disputes', async () => {
    const good = Array.from({ length: 7 }, (_, i) => item(i + 1));
    const bad = [
      item(8, { options: { A: 'All of the above', B: 'Home', C: 'End', D: 'Tab' } }),
      item(9, { options: { A: 'Home', B: 'Home', C: 'End', D: 'Tab' } }),
      item(10, { explanation: '' }),
      item(1), // a duplicate
      item(11, {
        options: {
          A: 'The Home key, which moves the cursor to the very start of the current line of text',
          B: 'End',
          C: 'Tab',
          D: 'Esc',
        },
      }),
    ];
    // The blind answer disputes item 2 (two answers) and item 3 (another letter).
    fake.reply(script([...good, ...bad], (n) => (n === 2 ? ['A', 'B'] : n === 3 ? ['C'] : ['A'])));
    const sessionId = await chattedSession(
      kiran,
      ['What is touch typing?', 'What is net speed?'],
      'dataEntry',
      llm.app,
    );
    const { assignmentId } = await generate(kiran, sessionId, llm.app);
    const stored = await storedQuestions(assignmentId);
    expect(stored).toHaveLength(10);
    const fromModel = stored.filter((q) => q.mcq.startsWith('Model question'));
    expect(fromModel.map((q) => Number(/\d+/.exec(q.mcq)![0])).sort((a, b) => a - b)).toEqual([
      1, 4, 5, 6, 7,
    ]);
    // The rest are bank questions of the session's chapters, not the model's rejected items.
    expect(
      stored.filter((q) => !q.mcq.startsWith('Model question')).every((q) => q.book === 'dataEntry'),
    ).toBe(true);
    const names = fake.requests.map(
      (r) => (r.body.response_format as { json_schema?: { name: string } } | undefined)?.json_schema?.name,
    );
    expect(names).toContain('assignment_items');
    expect(names).toContain('blind_answers');
  });

  it('falls back to the question banks when the model never gives valid items, and writes the report’s words', async () => {
    fake.reply((request) => {
      const system = String(request.body.messages[0]?.content ?? '');
      if (system.includes('multiple-choice questions that test'))
        return '{"items": [{"question": "half an item"}]}';
      return script([], () => ['A'])(request);
    });
    const sessionId = await chattedSession(
      kiran,
      ['What is touch typing?', 'What is net speed?'],
      'dataEntry',
      llm.app,
    );
    const { assignmentId } = await generate(kiran, sessionId, llm.app);
    const stored = await storedQuestions(assignmentId);
    expect(stored).toHaveLength(10);
    expect(stored.some((q) => q.mcq.startsWith('Model question'))).toBe(false);

    const userAnswers = Object.fromEntries(stored.map((q, i) => [String(i + 1), q.answer]));
    const res = await call(
      kiran,
      'POST',
      `/api/assignments/${assignmentId}/evaluate`,
      { userAnswers },
      llm.app,
    );
    expect(res.json()).toMatchObject({ score: 10, maxScore: 10 });
    expect(res.json().report).toContain('You know the Home key well.');
    // The model is given the facts, never the score.
    const reportRequest = fake.requests.find((r) =>
      String(r.body.messages[0]?.content).includes('writing to'),
    )!;
    expect(String(reportRequest.body.messages[1]?.content)).not.toMatch(/score|\d+ ?\/ ?\d+/i);
  });
});
