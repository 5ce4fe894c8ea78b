import type { ChatMessage, Session, SessionSummary, TextbookPages } from '@vidya/contract';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The one fake of our api for web tests (MSW at the network edge, so the app's own fetch code runs).
 * It keeps sessions in memory and answers questions; a test changes what it needs with `api.use(...)`
 * (MSW handlers) or the `fakeApi` knobs, and reads what was asked with `sentTo`.
 */
export const fakeApi = {
  config: { productName: 'Vidya', googleClientId: null as string | null, supportEmail: 'help@example.in' } as Record<string, unknown>,
  sessions: new Map<string, Session>(),
  /** The id the next created session gets (random when empty). */
  nextSessionIds: [] as string[],
  /** The answer to a question (SSE or JSON, as the client asks). */
  answer: (question: string) => `Answer to ${question}`,
  welcomeQuestions: {} as Record<string, string>,
  /** The textbooks' page tables by course (chapter titles and pages); a course not here answers 404. */
  textbookPages: {} as Record<string, TextbookPages>,
  /** Every request that reached the fake, in order. */
  requests: [] as Request[],
  reset() {
    this.config = { productName: 'Vidya', googleClientId: null, supportEmail: 'help@example.in' };
    this.sessions.clear();
    this.nextSessionIds = [];
    this.answer = (question: string) => `Answer to ${question}`;
    this.welcomeQuestions = {};
    this.textbookPages = {};
    this.requests = [];
  },
};

let counter = 0;
export const chatMessage = (sender: 'user' | 'bot', text: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  _id: `m${++counter}`,
  text,
  sender,
  timestamp: new Date().toISOString(),
  status: 'complete',
  source: 'text',
  files: [],
  ...extra,
});

/** Puts a session in the fake's store, its texts alternating question and answer. */
export function storeSession(_id: string, texts: string[], extra: Partial<Session> = {}): Session {
  const session: Session = { _id, name: `Session ${_id.slice(-1)}`, chatBot: 'webDevelopment', messages: texts.map((t, i) => chatMessage(i % 2 ? 'bot' : 'user', t)), ...extra };
  fakeApi.sessions.set(_id, session);
  return session;
}

/** Requests to a path (a string, or a pattern of the path) with a method. */
export const sentTo = (path: string | RegExp, method = 'GET') =>
  fakeApi.requests.filter((r) => {
    const p = new URL(r.url).pathname;
    return r.method === method && (typeof path === 'string' ? p === path : path.test(p));
  });

export const json = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });

/** An answer as server-sent events: the stored question, the text in two pieces, then done. */
export function sseAnswer(question: ChatMessage, answer: ChatMessage) {
  const half = Math.ceil(answer.text.length / 2);
  return sseEvents([
    ['question', { message: question }],
    ['delta', { text: answer.text.slice(0, half) }],
    ['delta', { text: answer.text.slice(half) }],
    ['done', { message: answer }],
  ]);
}

/** A text/event-stream response of the given events. */
export const sseEvents = (events: [string, unknown][]) =>
  new HttpResponse(events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join(''), { headers: { 'content-type': 'text/event-stream' } });

async function readQuestion(request: Request) {
  if (request.headers.get('content-type')?.includes('application/json')) return String(((await request.json()) as { question?: string }).question ?? '');
  return String((await request.formData()).get('question') ?? '');
}

const summary = (s: Session): SessionSummary => ({ _id: s._id, name: s.name, chatBot: s.chatBot, updatedAt: new Date().toISOString() });

export const handlers = [
  http.get('/api/config', () => json(fakeApi.config)),
  http.get('/textbooks/:file', ({ params }) => {
    const table = fakeApi.textbookPages[String(params.file).replace(/\.pages\.json$/, '')];
    return table ? json(table) : json({ message: 'There is no textbook.' }, 404);
  }),
  http.post('/api/auth/refresh', () => json({ message: 'Please sign in again.' }, 401)),
  http.get('/api/chat/suggestions/:bot', () => json({ questions: fakeApi.welcomeQuestions })),
  http.get('/api/chat/sessions/:id/generate-name', () => json({ name: 'Named' })),
  http.get('/api/chat/sessions/:bot', ({ params }) => json([...fakeApi.sessions.values()].filter((s) => s.chatBot === params.bot).map(summary))),
  http.post('/api/chat/session', async ({ request }) => {
    const { name, chatBot } = (await request.json()) as Pick<Session, 'name' | 'chatBot'>;
    const session: Session = { _id: fakeApi.nextSessionIds.shift() ?? crypto.randomUUID(), name, chatBot, messages: [] };
    fakeApi.sessions.set(session._id, session);
    return json(session);
  }),
  http.get('/api/chat/session/:id', ({ params }) => {
    const session = fakeApi.sessions.get(String(params.id));
    return session ? json(session) : json({ message: 'Chat session not found' }, 404);
  }),
  http.delete('/api/chat/session/:id/delete', ({ params }) => (fakeApi.sessions.delete(String(params.id)) ? json({ message: 'Chat deleted' }) : json({ message: 'Chat session not found' }, 404))),
  http.post('/api/chat/session/:id/generate-questions', () => json({ questions: {} })),
  http.post('/api/chat/session/:id/send/whiteboard', async ({ request, params }) => {
    const session = fakeApi.sessions.get(String(params.id));
    if (!session) return json({ message: 'Chat session not found' }, 404);
    const form = await request.formData();
    // (A File from the fetch implementation, not jsdom's Blob: so not `instanceof Blob`.)
    if (typeof form.get('whiteboard') !== 'object') return json({ message: 'whiteboard.png: the whiteboard drawing is not a PNG image' }, 400);
    const question = { ...chatMessage('user', String(form.get('question') ?? '')), files: [{ fileName: 'whiteboard.png', mimeType: 'image/png', whiteboard: true as const, url: '/api/files/drawing' }] };
    const answer = chatMessage('bot', fakeApi.answer(question.text));
    session.messages.push(question, answer);
    return sseAnswer(question, answer);
  }),
  http.post('/api/chat/session/:id/send', async ({ request, params }) => {
    const session = fakeApi.sessions.get(String(params.id));
    if (!session) return json({ message: 'Chat session not found' }, 404);
    const text = await readQuestion(request);
    const question = chatMessage('user', text);
    const answer = chatMessage('bot', fakeApi.answer(text));
    session.messages.push(question, answer);
    if (request.headers.get('accept')?.includes('text/event-stream')) return sseAnswer(question, answer);
    return json({ answer: answer.text, message: answer });
  }),
  http.post('/api/chat/session/:id/regenerate', ({ params }) => {
    const session = fakeApi.sessions.get(String(params.id));
    const question = session?.messages.findLast((m) => m.sender === 'user');
    if (!session || !question) return json({ message: 'There is no question to answer again.' }, 400);
    const answer = chatMessage('bot', `Another answer to ${question.text}`);
    session.messages.push(answer);
    return sseEvents([['delta', { text: answer.text }], ['done', { message: answer }]]);
  }),
];

export const api = setupServer(...handlers);
api.events.on('request:start', ({ request }) => void fakeApi.requests.push(request.clone()));
