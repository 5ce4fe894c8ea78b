import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SessionSchema } from '@vidya/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../db/schema.ts';
import { createTestApp, registerStudent, type Student, type TestContext } from '../../../test/app.ts';
import { startFakeOpenAI, type FakeOpenAI } from '../../../test/fakes/openai.ts';
import { fileOf, makePng, multipartBody } from '../../../test/sample-files.ts';

let ctx: TestContext;
let asha: Student;
let ravi: Student;

beforeAll(async () => {
  ctx = await createTestApp();
  asha = await registerStudent(ctx.app, { firstName: 'Asha' });
  ravi = await registerStudent(ctx.app, { firstName: 'Ravi' });
});
afterAll(() => ctx.close());

const auth = (s: Student) => ({ authorization: `Bearer ${s.accessToken}` });
const call = (app: TestContext['app'], s: Student, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method, url, payload, headers: { ...auth(s), ...headers } });

async function newSession(s: Student, chatBot = 'dataEntry', app = ctx.app) {
  const res = await call(app, s, 'POST', '/api/chat/session', { name: s.user.firstName, chatBot });
  expect(res.statusCode).toBe(200);
  return res.json() as { _id: string; name: string; chatBot: string; messages: unknown[] };
}

/** A multipart body with the student's Authorization header. */
async function withAuth(s: Student, form: FormData) {
  const body = await multipartBody(form);
  return { payload: body.payload, headers: { ...body.headers, ...auth(s) } };
}

/** The events of a text/event-stream body, in order. */
function events(body: string) {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? '';
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as Record<string, unknown>;
      return { event, data };
    });
}

describe('sessions', () => {
  it('creates, lists (most recently active first), reads and deletes a session', async () => {
    const first = await newSession(asha);
    expect(first).toMatchObject({ name: 'Asha', chatBot: 'dataEntry', messages: [] });
    const second = await newSession(asha);
    await call(ctx.app, asha, 'POST', `/api/chat/session/${first._id}/send`, { question: 'What is a keyboard?' });

    const list = (await call(ctx.app, asha, 'GET', '/api/chat/sessions/dataEntry')).json() as { _id: string }[];
    expect(list.map((s) => s._id).slice(0, 2)).toEqual([first._id, second._id]);
    expect((await call(ctx.app, asha, 'GET', '/api/chat/sessions/crmVoice')).json()).toEqual([]);
    expect((await call(ctx.app, ravi, 'GET', '/api/chat/sessions/dataEntry')).json()).toEqual([]);

    const session = (await call(ctx.app, asha, 'GET', `/api/chat/session/${first._id}`)).json();
    expect(session.messages.map((m: { sender: string }) => m.sender)).toEqual(['user', 'bot']);
    expect(session.messages[0]).toMatchObject({ text: 'What is a keyboard?', status: 'complete', source: 'text', files: [] });

    expect((await call(ctx.app, asha, 'DELETE', `/api/chat/session/${first._id}/delete`)).statusCode).toBe(200);
    expect((await call(ctx.app, asha, 'GET', `/api/chat/session/${first._id}`)).statusCode).toBe(404);
  });

  it('lists each session with when it was last used (updatedAt), which a new message moves on', async () => {
    const session = await newSession(ravi, 'itEssentials');
    const listed = async () =>
      ((await call(ctx.app, ravi, 'GET', '/api/chat/sessions/itEssentials')).json() as { _id: string; updatedAt: string }[]).find((s) => s._id === session._id)!;
    const created = await listed();
    expect(new Date(created.updatedAt).toISOString()).toBe(created.updatedAt);
    expect(Date.now() - Date.parse(created.updatedAt)).toBeLessThan(60_000);
    await new Promise((r) => setTimeout(r, 5));
    await call(ctx.app, ravi, 'POST', `/api/chat/session/${session._id}/send`, { question: 'What is RAM?' });
    expect(Date.parse((await listed()).updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
  });

  it('validates chatBot and name', async () => {
    const bad = await call(ctx.app, asha, 'POST', '/api/chat/session', { name: 'Asha', chatBot: 'cooking' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^chatBot: chatBot must be one of: learn, webDevelopment/);
    expect((await call(ctx.app, asha, 'POST', '/api/chat/session', { name: '', chatBot: 'learn' })).statusCode).toBe(400);
    expect((await call(ctx.app, asha, 'GET', '/api/chat/sessions/cooking')).statusCode).toBe(400);
    for (const bot of ['learn', 'webDevelopment', 'dataEntry', 'itEssentials', 'crmVoice', 'ComputerHardware', 'nios']) {
      expect((await call(ctx.app, asha, 'POST', '/api/chat/session', { name: 'Asha', chatBot: bot })).statusCode).toBe(200);
    }
  });

  it('needs a signed-in student', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/chat/session', payload: { name: 'x', chatBot: 'learn' } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/chat/sessions/learn', headers: { authorization: 'Bearer nonsense' } })).statusCode).toBe(401);
  });
});

describe('every route with an id is scoped to its owner', () => {
  // Every route with a path parameter must be in one of these two tables, so a new one cannot be forgotten.
  const bodies: Record<string, object | undefined> = {
    'GET /api/chat/session/:id': undefined,
    'DELETE /api/chat/session/:id/delete': undefined,
    'GET /api/chat/sessions/:id/generate-name': undefined,
    'POST /api/chat/session/:id/generate-questions': { inputText: '' },
    'POST /api/chat/sessions/:id/store-voice-messages': { voiceCallMessages: [{ text: 'hi', sender: 'user' }] },
    'POST /api/chat/session/:id/send': { question: 'hello' },
    'POST /api/chat/session/:id/send/whiteboard': { question: 'hello' },
    'POST /api/chat/session/:id/regenerate': undefined,
    'GET /api/chat/session/:id/stream': undefined,
    'POST /api/chat/session/:id/stop': undefined,
    // Flashcards: a session id, except delete (a set's _id) and rate (a card's): tested with real ones in flashcards.routes.test.ts.
    'GET /api/flashcards/:id': undefined,
    'POST /api/flashcards/:id/create-flashcards': undefined,
    'GET /api/flashcards/:id/fetch-initial-flashcardSet': undefined,
    'DELETE /api/flashcards/:id/delete': undefined,
    'POST /api/flashcards/review/:id/rate': { rating: 'gotIt' },
    // Assignments: generate takes a session id, the rest an assignment id (their own tests use real assignments).
    'POST /api/assignments/:id/generate-assignment': undefined,
    'GET /api/assignments/:id': undefined,
    'POST /api/assignments/:id/evaluate': { userAnswers: { '1': 'A' } },
    'GET /api/download-assignment/:id': undefined,
  };
  const notARecordOfTheCaller: Record<string, string> = {
    '/api/auth/reset-password/:token': 'a secret token from a mail (auth tests)',
    '/textbooks/:bot.pdf': 'public course textbooks',
    '/textbooks/:bot.pages.json': "public course textbooks' page tables",
    '/textbooks/:language/:bot.pdf': 'public course textbooks, another edition',
    '/textbooks/:language/:bot.pages.json': "public course textbooks' page tables, another edition",
    '/api/files/:id': 'a signed, expiring link carries the permission (files tests)',
    '/api/chat/sessions/:chatBot': "a bot type; lists only the caller's sessions (tested above)",
    '/api/chat/suggestions/:chatBot': 'a bot type; course content, the same for everyone',
    '/api/assignments/mastery/:bot': "a course; the caller's own mastery only (assignments tests)",
  };

  it('knows every route that takes a path parameter', () => {
    const routes = ctx.app.routeList.filter((r) => r.url.includes(':') && r.method !== 'HEAD');
    const unknown = routes.filter((r) => !(`${r.method} ${r.url}` in bodies) && !(r.url in notARecordOfTheCaller));
    expect(unknown).toEqual([]);
  });

  it("answers 404 for someone else's session and for an unknown one, 400 for a malformed id, on every route", async () => {
    const theirs = await newSession(ravi);
    for (const [route, body] of Object.entries(bodies)) {
      const [method, url] = route.split(' ') as ['GET' | 'POST' | 'DELETE', string];
      for (const [id, status] of [
        [theirs._id, 404],
        ['6f1c2b7e-3d4a-4c5b-9e8f-0a1b2c3d4e5f', 404],
        ['not-an-id', 400],
      ] as const) {
        const res = await call(ctx.app, asha, method, url.replace(':id', id), body);
        expect({ route, id, status: res.statusCode }).toEqual({ route, id, status });
      }
    }
    // Ravi's session is untouched.
    expect((await call(ctx.app, ravi, 'GET', `/api/chat/session/${theirs._id}`)).json().messages).toEqual([]);
  });

  it("checks the owner before reading any upload sent to someone else's session", async () => {
    const theirs = await newSession(ravi);
    const form = new FormData();
    form.append('question', 'Look');
    form.append('files', fileOf(Buffer.from('<html><script>alert(1)</script></html>'), 'cat.png', 'image/png'));
    const res = await ctx.app.inject({ method: 'POST', url: `/api/chat/session/${theirs._id}/send`, ...(await withAuth(asha, form)) });
    expect(res.statusCode).toBe(404);
  });
});

describe('reading a session', () => {
  const read = (s: Student, id: string, headers: Record<string, string> = {}) => call(ctx.app, s, 'GET', `/api/chat/session/${id}`, undefined, headers);

  it('sends the SessionSchema shape with an ETag; an unchanged session answers 304, a changed one its news', async () => {
    const s = await newSession(asha);
    await call(ctx.app, asha, 'POST', `/api/chat/session/${s._id}/send`, { question: 'What is a keyboard?' });
    const first = await read(asha, s._id);
    expect(SessionSchema.parse(first.json()).messages).toHaveLength(2);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await read(asha, s._id, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    // Every kind of write shows in the next read: a message, a name, a voice transcript.
    await call(ctx.app, asha, 'POST', `/api/chat/session/${s._id}/send`, { question: 'What is a mouse?' });
    const afterSend = await read(asha, s._id, { 'if-none-match': etag });
    expect(afterSend.statusCode).toBe(200);
    expect(afterSend.json().messages).toHaveLength(4);
    await call(ctx.app, asha, 'GET', `/api/chat/sessions/${s._id}/generate-name`);
    expect((await read(asha, s._id)).json().name).not.toBe('Asha');
    await call(ctx.app, asha, 'POST', `/api/chat/sessions/${s._id}/store-voice-messages`, { voiceCallMessages: [{ text: 'Thank you', sender: 'user' }] });
    expect((await read(asha, s._id)).json().messages).toHaveLength(5);
    // A read after delete is a 404, not a remembered copy.
    await call(ctx.app, asha, 'DELETE', `/api/chat/session/${s._id}/delete`);
    expect((await read(asha, s._id)).statusCode).toBe(404);
  });

  it("never serves one student's remembered session to another", async () => {
    const s = await newSession(asha);
    expect((await read(asha, s._id)).statusCode).toBe(200);
    expect((await read(ravi, s._id)).statusCode).toBe(404);
  });

  it('compresses for phones that accept it (brotli, else gzip)', async () => {
    const s = await newSession(asha);
    await call(ctx.app, asha, 'POST', `/api/chat/session/${s._id}/send`, { question: 'How do I calculate net typing speed?' });
    const plain = (await read(asha, s._id)).rawPayload;
    const br = await read(asha, s._id, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(plain)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.length * 0.6);
    const gz = await read(asha, s._id, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain)).toBe(true);
  });
});

describe('sending a message (offline tutor)', () => {
  it('answers JSON with the stored bot message, citing the course notes', async () => {
    const s = await newSession(asha);
    const res = await call(ctx.app, asha, 'POST', `/api/chat/session/${s._id}/send`, { question: 'How do I calculate net typing speed?' });
    expect(res.statusCode).toBe(200);
    const { answer, message } = res.json();
    expect(answer).toContain('From your course notes: Chapter 4: Typing Speed and Accuracy');
    expect(message).toMatchObject({ sender: 'bot', status: 'complete', text: answer });
  });

  it('keeps the section each answer cites, and a follow-up goes on from it', async () => {
    const s = await newSession(asha);
    await call(ctx.app, asha, 'POST', `/api/chat/session/${s._id}/send`, { question: 'What is accuracy percentage?' });
    const bot = and(eq(chatMessages.sessionId, s._id), eq(chatMessages.sender, 'bot'));
    const [row] = await ctx.database.db.select({ id: chatMessages.id, cited: chatMessages.citedSection }).from(chatMessages).where(bot);
    expect(row?.cited).toBe('dataEntry|4|Accuracy Percentage');
    // The stored section, not the answer's wording, is what a follow-up goes on from.
    await ctx.database.db.update(chatMessages).set({ citedSection: 'dataEntry|4|Gross Speed and Net Speed' }).where(eq(chatMessages.id, row!.id));
    const res = await call(ctx.app, asha, 'POST', `/api/chat/session/${s._id}/send`, { question: 'give an example' });
    expect(res.json().answer).toContain('Chapter 4: Typing Speed and Accuracy (Gross Speed and Net Speed)');
    expect(res.json().answer).toContain('Worked example: Anjali');
    expect(res.json().message).not.toHaveProperty('citedSection');
  });

  it('streams the stored question, then delta events, then done, in order, when the client asks for text/event-stream', async () => {
    const s = await newSession(asha);
    const res = await call(ctx.app, asha, 'POST', `/api/chat/session/${s._id}/send`, { question: 'What is a transposition error?' }, { accept: 'text/event-stream' });
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const [first, ...list] = events(res.body);
    // The question as stored comes first, so the page can swap its optimistic copy for it.
    expect(first?.event).toBe('question');
    const stored = await call(ctx.app, asha, 'GET', `/api/chat/session/${s._id}`);
    expect(first?.data.message).toEqual(SessionSchema.parse(stored.json()).messages[0]);
    expect(list.length).toBeGreaterThan(3);
    expect(list.slice(0, -1).every((e) => e.event === 'delta')).toBe(true);
    const done = list.at(-1)!;
    expect(done.event).toBe('done');
    const joined = list.slice(0, -1).map((e) => e.data.text).join('');
    expect((done.data.message as { text: string }).text).toBe(joined);
    expect(joined).toContain('Chapter 9: Data Verification, Quality and Confidentiality');
  });

  it('regenerate answers the last question again without storing it again, streamed like send', async () => {
    const s = await newSession(asha);
    expect((await call(ctx.app, asha, 'POST', `/api/chat/session/${s._id}/regenerate`)).json()).toEqual({ message: 'There is no question to answer again.' });
    await call(ctx.app, asha, 'POST', `/api/chat/session/${s._id}/send`, { question: 'What is a transposition error?' });
    const res = await call(ctx.app, asha, 'POST', `/api/chat/session/${s._id}/regenerate`, undefined, { accept: 'text/event-stream' });
    const list = events(res.body);
    // No stored question this time: deltas, then the new answer.
    expect(list.some((e) => e.event === 'question')).toBe(false);
    expect(list.at(-1)?.event).toBe('done');
    expect((list.at(-1)!.data.message as { text: string }).text).toContain('Chapter 9');
    const stored = SessionSchema.parse((await call(ctx.app, asha, 'GET', `/api/chat/session/${s._id}`)).json()).messages;
    expect(stored.map((m) => m.sender)).toEqual(['user', 'bot', 'bot']);
    // And as JSON without the event-stream header.
    const json = await call(ctx.app, asha, 'POST', `/api/chat/session/${s._id}/regenerate`);
    expect(json.statusCode).toBe(200);
    expect(json.json().answer).toContain('Chapter 9');
  });

  it('accepts the raw token (no Bearer) from the landing widget, on send only', async () => {
    const s = await newSession(asha, 'nios');
    const res = await ctx.app.inject({ method: 'POST', url: `/api/chat/session/${s._id}/send`, payload: { question: 'How do I start a voice call?' }, headers: { authorization: asha.accessToken } });
    expect(res.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/chat/session/${s._id}`, headers: { authorization: asha.accessToken } })).statusCode).toBe(401);
  });

  it('refuses a blank question with no files, and stores nothing', async () => {
    const s = await newSession(asha);
    for (const question of ['', '   \n\t ']) {
      const res = await call(ctx.app, asha, 'POST', `/api/chat/session/${s._id}/send`, { question });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please type a question or attach a file.');
    }
    expect((await call(ctx.app, asha, 'GET', `/api/chat/session/${s._id}`)).json().messages).toEqual([]);
  });

  it('refuses a question over 4,000 characters with the limit said, JSON or form, and stores nothing', async () => {
    const s = await newSession(asha);
    const long = `What is a spreadsheet? ${'I want to know more about cells. '.repeat(130)}`.slice(0, 4001);
    const tooLong = { message: 'Your question is too long: please keep it within 4,000 characters.' };
    const json = await call(ctx.app, asha, 'POST', `/api/chat/session/${s._id}/send`, { question: long });
    expect([json.statusCode, json.json()]).toEqual([400, tooLong]);
    const form = new FormData();
    form.append('question', long);
    const multipart = await ctx.app.inject({ method: 'POST', url: `/api/chat/session/${s._id}/send`, ...(await withAuth(asha, form)) });
    expect([multipart.statusCode, multipart.json()]).toEqual([400, tooLong]);
    expect((await call(ctx.app, asha, 'GET', `/api/chat/session/${s._id}`)).json().messages).toEqual([]);
    // At the limit it is answered.
    expect((await call(ctx.app, asha, 'POST', `/api/chat/session/${s._id}/send`, { question: long.slice(0, 4000) })).statusCode).toBe(200);
  });

  it('stores attachments, extracts their text for the tutor, and signs image links', async () => {
    const s = await newSession(asha);
    const form = new FormData();
    form.append('question', 'What does my file say about typing speed?');
    form.append('files', fileOf(Buffer.from('Target: net typing speed of 35 words per minute with 98% accuracy.'), 'targets.txt', 'text/plain'));
    form.append('files', fileOf(makePng(), 'photo.png', 'image/png'));
    const res = await ctx.app.inject({ method: 'POST', url: `/api/chat/session/${s._id}/send`, ...(await withAuth(asha, form)) });
    expect(res.statusCode).toBe(200);
    expect(res.json().answer).toContain('I read **targets.txt**');
    expect(res.json().answer).toMatch(/can't see pictures/);

    const [question] = (await call(ctx.app, asha, 'GET', `/api/chat/session/${s._id}`)).json().messages;
    expect(question.files).toHaveLength(2);
    expect(question.files[0]).toEqual({ fileName: 'targets.txt', mimeType: 'text/plain' });
    expect(question.files[1]).toMatchObject({ fileName: 'photo.png', mimeType: 'image/png' });
    const image = await ctx.app.inject({ url: question.files[1].url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
  });

  it('says above the answer when only the first part of a file could be read', async () => {
    const s = await newSession(asha);
    const form = new FormData();
    form.append('question', 'What does my file say about accuracy?');
    const long = `Accuracy matters more than speed. ${'Practise every day. '.repeat(12_000)}`;
    form.append('files', fileOf(Buffer.from(long), 'diary.txt', 'text/plain'));
    const res = await ctx.app.inject({ method: 'POST', url: `/api/chat/session/${s._id}/send`, ...(await withAuth(asha, form)) });
    expect(res.statusCode).toBe(200);
    const answer = res.json().answer as string;
    expect(answer).toMatch(/^_I could read only the first part of \*\*diary\.txt\*\* \(it is very long\), so my answer uses that part\._\n\n\S/);
    expect(answer).toContain('I read **diary.txt**');
    const [, reply] = (await call(ctx.app, asha, 'GET', `/api/chat/session/${s._id}`)).json().messages;
    expect(reply.text).toBe(answer);
  });

  it('refuses a disguised file with a message naming it, storing nothing of the request', async () => {
    const s = await newSession(asha);
    const form = new FormData();
    form.append('question', 'Look at this');
    form.append('files', fileOf(Buffer.from('<html><script>alert(1)</script></html>'), 'cat.png', 'image/png'));
    const res = await ctx.app.inject({ method: 'POST', url: `/api/chat/session/${s._id}/send`, ...(await withAuth(asha, form)) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^cat\.png: /);
    expect((await call(ctx.app, asha, 'GET', `/api/chat/session/${s._id}`)).json().messages).toEqual([]);
  });

  it('takes a whiteboard drawing on /send/whiteboard', async () => {
    const s = await newSession(asha, 'webDevelopment');
    const form = new FormData();
    form.append('question', 'What is the CSS box model?');
    form.append('whiteboard', fileOf(makePng(), 'whiteboard.png', 'image/png'));
    const res = await ctx.app.inject({ method: 'POST', url: `/api/chat/session/${s._id}/send/whiteboard`, ...(await withAuth(asha, form)) });
    expect(res.statusCode).toBe(200);
    // The offline tutor cannot see the drawing, says so plainly, and still answers the words.
    const answer = res.json().answer as string;
    expect(answer).toMatch(/^_I can't see pictures or whiteboard drawings while I work offline, so I am answering from your words\._/);
    expect(answer).toContain('Chapter 7: Styling with CSS');
    const [question] = (await call(ctx.app, asha, 'GET', `/api/chat/session/${s._id}`)).json().messages;
    expect(question.files).toEqual([{ fileName: 'whiteboard.png', mimeType: 'image/png', whiteboard: true, url: expect.any(String) }]);
    const image = await ctx.app.inject({ url: question.files[0].url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('marks only the drawing as the whiteboard when files come with it', async () => {
    const s = await newSession(asha);
    const form = new FormData();
    form.append('question', 'Compare my photo and my drawing');
    form.append('files', fileOf(makePng(), 'photo.png', 'image/png'));
    form.append('whiteboard', fileOf(makePng(), 'whiteboard.png', 'image/png'));
    const res = await ctx.app.inject({ method: 'POST', url: `/api/chat/session/${s._id}/send/whiteboard`, ...(await withAuth(asha, form)) });
    expect(res.statusCode).toBe(200);
    const [question] = (await call(ctx.app, asha, 'GET', `/api/chat/session/${s._id}`)).json().messages;
    expect(question.files.map((f: { fileName: string; whiteboard?: true }) => [f.fileName, f.whiteboard ?? false]).sort()).toEqual([
      ['photo.png', false],
      ['whiteboard.png', true],
    ]);
  });

  it('deleting a session removes its stored files too', async () => {
    const uploads = join(ctx.dataDir, 'uploads');
    const count = () => (existsSync(uploads) ? readdirSync(uploads, { recursive: true }).filter((f) => statSync(join(uploads, String(f))).isFile()).length : 0);
    const before = count();
    const s = await newSession(asha);
    const form = new FormData();
    form.append('question', 'Read this');
    form.append('files', fileOf(Buffer.from('Accuracy matters more than speed.'), 'note.txt', 'text/plain'));
    await ctx.app.inject({ method: 'POST', url: `/api/chat/session/${s._id}/send`, ...(await withAuth(asha, form)) });
    expect(count()).toBe(before + 1);
    await call(ctx.app, asha, 'DELETE', `/api/chat/session/${s._id}/delete`);
    expect(count()).toBe(before);
  });
});

describe('names, suggestions, voice', () => {
  it('names the session from its messages and suggests what to ask next', async () => {
    const s = await newSession(asha);
    const sent = await call(ctx.app, asha, 'POST', `/api/chat/session/${s._id}/send`, { question: 'How do I calculate net typing speed?' });
    const named = await call(ctx.app, asha, 'GET', `/api/chat/sessions/${s._id}/generate-name`);
    expect(named.json()).toEqual({ name: 'Typing Speed and Accuracy' });
    const list = (await call(ctx.app, asha, 'GET', '/api/chat/sessions/dataEntry')).json() as { _id: string; name: string }[];
    expect(list.find((x) => x._id === s._id)?.name).toBe('Typing Speed and Accuracy');

    const suggested = await call(ctx.app, asha, 'POST', `/api/chat/session/${s._id}/generate-questions`, { inputText: sent.json().answer });
    const questions = Object.values(suggested.json().questions as Record<string, string>);
    expect(Object.keys(suggested.json().questions)[0]).toBe('1');
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.length).toBeLessThanOrEqual(4);
  });

  it('gives welcome questions per bot, and a voice prompt for the student', async () => {
    const welcome = await call(ctx.app, asha, 'GET', '/api/chat/suggestions/crmVoice');
    expect(Object.keys(welcome.json().questions)).toEqual(['1', '2', '3', '4']);
    const prompt = await call(ctx.app, asha, 'POST', '/api/chat/sessions/prompt', { name: 'Asha', chatBot: 'ComputerHardware' });
    expect(prompt.json().prompt).toContain('Asha');
    expect(prompt.json().prompt).toContain('Assembling a Personal Computer');
  });

  it('stores a turn spoken on the browser’s speech as voice, question and answer, like a realtime call', async () => {
    const s = await newSession(asha);
    expect((await call(ctx.app, asha, 'POST', `/api/chat/session/${s._id}/send`, { question: 'What is data entry?', source: 'voice' })).statusCode).toBe(200);
    expect((await call(ctx.app, asha, 'POST', `/api/chat/session/${s._id}/send`, { question: 'And a keyboard?', source: 'shouted' })).statusCode).toBe(200);
    const messages = (await call(ctx.app, asha, 'GET', `/api/chat/session/${s._id}`)).json().messages as { source: string; sender: string }[];
    expect(messages.map((m) => [m.sender, m.source])).toEqual([
      ['user', 'voice'],
      ['bot', 'voice'],
      ['user', 'text'],
      ['bot', 'text'],
    ]);
  });

  it('stores voice transcripts in order, marked as voice', async () => {
    const s = await newSession(asha);
    const t = Date.now();
    const res = await call(ctx.app, asha, 'POST', `/api/chat/sessions/${s._id}/store-voice-messages`, {
      voiceCallMessages: [
        { text: 'What is data entry?', sender: 'user', timestamp: new Date(t).toISOString() },
        { text: 'Data entry means typing information into a computer.', sender: 'bot', timestamp: new Date(t + 1000).toISOString() },
        { text: 'Thank you', sender: 'user', timestamp: t + 2000 },
      ],
    });
    expect(res.json()).toEqual({ stored: 3 });
    const messages = (await call(ctx.app, asha, 'GET', `/api/chat/session/${s._id}`)).json().messages as { text: string; source: string; sender: string }[];
    expect(messages.map((m) => [m.sender, m.source, m.text])).toEqual([
      ['user', 'voice', 'What is data entry?'],
      ['bot', 'voice', 'Data entry means typing information into a computer.'],
      ['user', 'voice', 'Thank you'],
    ]);
    for (const voiceCallMessages of [[{ text: '', sender: 'robot' }], [{ text: 'hi', sender: 'user', timestamp: 9007199254740991 }], [{ text: 'hi', sender: 'user', timestamp: '0000-01-01T00:00:00Z' }]]) {
      const bad = await call(ctx.app, asha, 'POST', `/api/chat/sessions/${s._id}/store-voice-messages`, { voiceCallMessages });
      expect(bad.statusCode).toBe(400);
    }
    expect((await call(ctx.app, asha, 'GET', `/api/chat/session/${s._id}`)).json().messages).toHaveLength(3);
  });

  it('refuses a voice turn over 4,000 characters and more than 200 turns in one call, saying the limit, and stores nothing', async () => {
    const s = await newSession(asha);
    const url = `/api/chat/sessions/${s._id}/store-voice-messages`;
    const turn = (text: string, sender = 'user') => ({ text, sender });
    const long = await call(ctx.app, asha, 'POST', url, { voiceCallMessages: [turn('What is RAM?'), turn('क'.repeat(4001), 'bot')] });
    expect([long.statusCode, long.json()]).toMatchObject([400, { message: 'voiceCallMessages.1.text: each turn may be at most 4,000 characters: split longer ones' }]);
    const many = await call(ctx.app, asha, 'POST', url, { voiceCallMessages: Array.from({ length: 201 }, (_, i) => turn(`turn ${i}`)) });
    expect([many.statusCode, many.json()]).toMatchObject([400, { message: 'voiceCallMessages: at most 200 turns at a time: send the rest in another call' }]);
    expect((await call(ctx.app, asha, 'GET', `/api/chat/session/${s._id}`)).json().messages).toEqual([]);
    // A call at both limits, in Hindi (three bytes a character: 2.4 MB of JSON), is stored whole.
    const full = Array.from({ length: 200 }, (_, i) => turn(`${i} ${'क'.repeat(3990)}`, i % 2 ? 'bot' : 'user'));
    const stored = await call(ctx.app, asha, 'POST', url, { voiceCallMessages: full });
    expect([stored.statusCode, stored.json()]).toEqual([200, { stored: 200 }]);
  });

  it('stores nothing for a call in which nobody spoke, and still checks the owner', async () => {
    const s = await newSession(asha);
    const url = `/api/chat/sessions/${s._id}/store-voice-messages`;
    const empty = await call(ctx.app, asha, 'POST', url, { voiceCallMessages: [] });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ stored: 0 });
    expect((await call(ctx.app, asha, 'GET', `/api/chat/session/${s._id}`)).json().messages).toEqual([]);
    expect((await call(ctx.app, ravi, 'POST', url, { voiceCallMessages: [] })).statusCode).toBe(404);
  });

  it('refuses NUL and other control characters in every text it stores, naming the field', async () => {
    const s = await newSession(asha);
    const cases: [string, string, object, string][] = [
      ['POST', '/api/chat/session', { name: 'A\u0000sha', chatBot: 'dataEntry' }, 'name'],
      ['POST', `/api/chat/session/${s._id}/send`, { question: 'What is\u0000 RAM?' }, 'question'],
      ['POST', `/api/chat/session/${s._id}/send/whiteboard`, { question: 'bell\u0007' }, 'question'],
      ['POST', `/api/chat/session/${s._id}/generate-questions`, { inputText: 'x\u001b[2J' }, 'inputText'],
      ['POST', '/api/chat/sessions/prompt', { name: 'A\u0000', chatBot: 'dataEntry' }, 'name'],
      ['POST', `/api/chat/sessions/${s._id}/store-voice-messages`, { voiceCallMessages: [{ text: 'hi\u0000', sender: 'user' }] }, 'voiceCallMessages.0.text'],
      ['POST', `/api/chat/session/${s._id}/send`, { question: 'half a pair \ud83d' }, 'question'],
    ];
    for (const [method, url, payload, field] of cases) {
      const res = await call(ctx.app, asha, method as 'POST', url, payload);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(`${field}: has characters that are not allowed (control characters or broken Unicode)`);
    }
    const form = new FormData();
    form.append('question', 'multipart\u0000question');
    const multipart = await ctx.app.inject({ method: 'POST', url: `/api/chat/session/${s._id}/send`, ...(await withAuth(asha, form)) });
    expect(multipart.statusCode).toBe(400);
    expect(multipart.json().message).toMatch(/^question: has characters that are not allowed/);
    // Tabs and line breaks are text a student types; they are kept.
    const ok = await call(ctx.app, asha, 'POST', `/api/chat/session/${s._id}/send`, { question: 'Line one\r\nline\ttwo: what is RAM?' });
    expect(ok.statusCode).toBe(200);
    expect((await call(ctx.app, asha, 'GET', `/api/chat/session/${s._id}`)).json().messages).toHaveLength(2);
  });

  it('validates the bodies of generate-questions and the voice prompt', async () => {
    const s = await newSession(asha);
    expect((await call(ctx.app, asha, 'POST', `/api/chat/session/${s._id}/generate-questions`, { inputText: 42 })).statusCode).toBe(400);
    expect((await call(ctx.app, asha, 'POST', '/api/chat/sessions/prompt', { name: 'Asha', chatBot: 'cooking' })).statusCode).toBe(400);
  });
});

describe('with a model (fake OpenAI-compatible server)', () => {
  let llm: TestContext;
  let fake: FakeOpenAI;
  let student: Student;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    llm = await createTestApp(
      { TUTOR: 'llm', OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'test-key' },
      // The breaker kept out of the way: each fault here is met afresh (test/provider-faults.test.ts tests it).
      { llmLimits: { connectTimeoutMs: 300, stallTimeoutMs: 300, retryDelayMs: 5, breakerFailures: 1_000 } },
    );
    student = await registerStudent(llm.app, { firstName: 'Meena' });
  });
  afterAll(async () => {
    await llm.close();
    await fake.close();
  });

  const send = async (question: string, stream = false) => {
    const s = await newSession(student, 'dataEntry', llm.app);
    const res = await call(llm.app, student, 'POST', `/api/chat/session/${s._id}/send`, { question }, stream ? { accept: 'text/event-stream' } : {});
    const stored = (await call(llm.app, student, 'GET', `/api/chat/session/${s._id}`)).json().messages as { sender: string; status: string; text: string }[];
    return { res, stored };
  };

  it('streams the model answer and sends it the passages and the student name', async () => {
    fake.reset();
    fake.reply('Net speed is **gross speed minus errors per minute**. (Chapter 4: Typing Speed and Accuracy)');
    const { res, stored } = await send('How do I calculate net typing speed?', true);
    const list = events(res.body);
    expect(list.filter((e) => e.event === 'delta').length).toBeGreaterThan(2);
    expect(list.at(-1)?.event).toBe('done');
    expect(stored.map((m) => [m.sender, m.status])).toEqual([['user', 'complete'], ['bot', 'complete']]);
    expect(stored[1]!.text).toContain('gross speed minus errors per minute');
    const system = JSON.stringify(fake.requests.at(-1)!.body);
    expect(system).toContain('Meena');
    expect(system).toContain('Typing Speed and Accuracy');
  });

  it.each([
    ['refused connection', ['refuse', 'refuse', 'refuse']],
    ['timeout before the first token', ['timeout', 'timeout', 'timeout']],
    ['429 every time', ['http429', 'http429', 'http429']],
    ['500 every time', ['http500', 'http500', 'http500']],
  ] as const)('%s: answers from the course notes, and says so first', async (_label, faults) => {
    fake.reset();
    fake.queue(...faults);
    const { res, stored } = await send('What is a keyboard shortcut?');
    expect(res.statusCode).toBe(200);
    expect(stored.map((m) => [m.sender, m.status])).toEqual([['user', 'complete'], ['bot', 'complete']]);
    const [note, ...answer] = stored[1]!.text.split('\n\n');
    expect(note).toBe('_Answered from your course notes: the AI teacher is not reachable right now._');
    expect(answer.join('\n\n')).toContain('From your course notes: Chapter');
    expect(res.json()).toMatchObject({ answer: stored[1]!.text });
    expect(fake.requests).toHaveLength(3);
  });

  it('retries a 429 before the first token and then answers', async () => {
    fake.reset();
    fake.queue('http429');
    const { res } = await send('What is a keyboard shortcut?');
    expect(res.statusCode).toBe(200);
    expect(fake.requests.length).toBe(2);
  });

  it.each(['halfway', 'malformed'] as const)('a stream that breaks (%s) keeps what arrived as interrupted', async (fault) => {
    fake.reset();
    fake.reply('One two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen.');
    fake.queue(fault);
    const { res, stored } = await send('Count for me', true);
    const list = events(res.body);
    expect(list.at(-1)).toEqual({ event: 'error', data: { message: 'Error fetching response.' } });
    expect(list.some((e) => e.event === 'delta')).toBe(true);
    expect(stored.map((m) => [m.sender, m.status])).toEqual([['user', 'complete'], ['bot', 'interrupted']]);
    expect('One two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen.').toContain(stored[1]!.text.trim());
  });

  it('sends the model the earlier turns and the whiteboard drawing as an image', async () => {
    fake.reset();
    const s = await newSession(student, 'webDevelopment', llm.app);
    await call(llm.app, student, 'POST', `/api/chat/session/${s._id}/send`, { question: 'What is a div element?' });
    const form = new FormData();
    form.append('question', 'Is my drawing of the box model right?');
    form.append('whiteboard', fileOf(makePng(), 'whiteboard.png', 'image/png'));
    const res = await llm.app.inject({ method: 'POST', url: `/api/chat/session/${s._id}/send/whiteboard`, ...(await withAuth(student, form)) });
    expect(res.statusCode).toBe(200);
    const sent = JSON.stringify(fake.requests.at(-1)!.body);
    expect(sent).toContain('What is a div element?');
    expect(sent).toContain('Is my drawing of the box model right?');
    expect(sent).toMatch(/"image_url":\{"url":"data:image\/png;base64,/);
  });

  it('keeps an earlier file in the history for a follow-up question', async () => {
    fake.reset();
    const s = await newSession(student, 'dataEntry', llm.app);
    const form = new FormData();
    form.append('question', 'Read my targets');
    form.append('files', fileOf(Buffer.from('Target: 35 words per minute at 98 percent accuracy.'), 'targets.txt', 'text/plain'));
    await llm.app.inject({ method: 'POST', url: `/api/chat/session/${s._id}/send`, ...(await withAuth(student, form)) });
    await call(llm.app, student, 'POST', `/api/chat/session/${s._id}/send`, { question: 'What accuracy did my file ask for?' });
    const [, followUp] = fake.requests.slice(-2).map((r) => JSON.stringify(r.body));
    expect(followUp).toContain('targets.txt');
    expect(followUp).toContain('98 percent accuracy');
  });

  const sendLongFile = async (stream: boolean) => {
    const s = await newSession(student, 'dataEntry', llm.app);
    const form = new FormData();
    form.append('question', 'Summarise my diary');
    form.append('files', fileOf(Buffer.from(`Day one: 20 words per minute. ${'More practice. '.repeat(15_000)}`), 'diary.txt', 'text/plain'));
    const { payload, headers } = await withAuth(student, form);
    const res = await llm.app.inject({
      method: 'POST',
      url: `/api/chat/session/${s._id}/send`,
      payload,
      headers: stream ? { ...headers, accept: 'text/event-stream' } : headers,
    });
    const stored = (await call(llm.app, student, 'GET', `/api/chat/session/${s._id}`)).json().messages as { sender: string; status: string; text: string }[];
    return { res, stored };
  };

  it('tells the model and the student when only the first part of a file could be read', async () => {
    fake.reset();
    fake.reply('Your diary tracks typing practice, starting at 20 words per minute.');
    const { res, stored } = await sendLongFile(true);
    const note = '_I could read only the first part of **diary.txt** (it is very long), so my answer uses that part._';
    const deltas = events(res.body).filter((e) => e.event === 'delta');
    expect(String(deltas[0]!.data.text).startsWith(`${note}\n\n`)).toBe(true);
    expect(stored[1]!.text).toBe(`${note}\n\nYour diary tracks typing practice, starting at 20 words per minute.`);
    expect(JSON.stringify(fake.requests.at(-1)!.body)).toContain('diary.txt (only the first part of this file could be read: it is very long)');
  });

  it('a model that fails before its first word: the file note, then the course-notes note and the offline answer', async () => {
    fake.reset();
    fake.queue('http500', 'http500', 'http500');
    const { res, stored } = await sendLongFile(false);
    expect(res.statusCode).toBe(200);
    const note = '_I could read only the first part of **diary.txt** (it is very long), so my answer uses that part._';
    expect(stored[1]!.text.startsWith(`${note}\n\n_Answered from your course notes: the AI teacher is not reachable right now._\n\n`)).toBe(true);
  });

  it('stores no note without an answer: a stream cut after its first words keeps only those', async () => {
    fake.reset();
    fake.reply('Your diary tracks typing practice, starting at 20 words per minute.');
    fake.queue('halfway');
    const { res, stored } = await sendLongFile(false);
    expect(res.statusCode).toBe(502);
    expect(stored.map((m) => [m.sender, m.status])).toEqual([['user', 'complete'], ['bot', 'interrupted']]);
    expect(stored[1]!.text).not.toContain('Answered from your course notes');
  });
});
