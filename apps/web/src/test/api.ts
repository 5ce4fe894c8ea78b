import { FLASHCARD_MESSAGES, type ChapterMastery, type ChatMessage, type DueCard, type FlashcardSet, type Session, type SessionSummary, type TextbookPages } from '@vidya/contract';
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
  /** Flashcard sets by id, and the cards due in revise mode (each rating takes the first off). */
  flashcardSets: new Map<string, FlashcardSet>(),
  dueCards: [] as DueCard[],
  /** Cards rated, latest last (undo puts the last back). */
  reviewed: [] as DueCard[],
  /** The student's per-chapter mastery (the syllabus shows a score column when any chapter has one). */
  mastery: [] as ChapterMastery[],
  /** Every request that reached the fake, in order. */
  requests: [] as Request[],
  reset() {
    this.config = { productName: 'Vidya', googleClientId: null, supportEmail: 'help@example.in' };
    this.sessions.clear();
    this.nextSessionIds = [];
    this.answer = (question: string) => `Answer to ${question}`;
    this.welcomeQuestions = {};
    this.textbookPages = {};
    this.flashcardSets.clear();
    this.dueCards = [];
    this.reviewed = [];
    this.mastery = [];
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

/** A text/event-stream response of the given events (with an `id:` line when an event has a third item). */
export const sseEvents = (events: [string, unknown, string?][]) =>
  new HttpResponse(events.map(([event, data, id]) => `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join(''), {
    headers: { 'content-type': 'text/event-stream' },
  });

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
  http.get('/api/assignments/mastery/:bot', ({ params }) => json({ bot: params.bot, chapters: fakeApi.mastery })),
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
  // Voice calls: the tutor's prompt, no realtime provider unless a test sets one, stored transcripts.
  http.post('/api/chat/sessions/prompt', async ({ request }) => json({ prompt: `Teach ${((await request.json()) as { name: string }).name} kindly.` })),
  http.get('/api/chat/realtime-session', () => json({ message: 'Realtime voice calls are not set up on this server.' }, 503)),
  http.post('/api/chat/sessions/:id/store-voice-messages', async ({ request, params }) => {
    const session = fakeApi.sessions.get(String(params.id));
    if (!session) return json({ message: 'Chat session not found' }, 404);
    const { voiceCallMessages } = (await request.json()) as { voiceCallMessages: { sender: 'user' | 'bot'; text: string }[] };
    session.messages.push(...voiceCallMessages.map((m) => chatMessage(m.sender, m.text, { source: 'voice' })));
    return json({ stored: voiceCallMessages.length });
  }),
  // Nothing to resume unless a test says otherwise; Stop is acknowledged.
  http.get('/api/chat/session/:id/stream', () => json({ message: 'No answer in progress' }, 404)),
  http.post('/api/chat/session/:id/stop', () => json({ stopped: true })),
  http.post('/api/chat/session/:id/regenerate', ({ params }) => {
    const session = fakeApi.sessions.get(String(params.id));
    const question = session?.messages.findLast((m) => m.sender === 'user');
    if (!session || !question) return json({ message: 'There is no question to answer again.' }, 400);
    const answer = chatMessage('bot', `Another answer to ${question.text}`);
    session.messages.push(answer);
    return sseEvents([['delta', { text: answer.text }], ['done', { message: answer }]]);
  }),
];

const setsOf = (sessionId: string) => [...fakeApi.flashcardSets.values()].filter((s) => s.sessionId === sessionId).reverse();

/** Puts a set in the fake's store: `cards` as question and answer pairs. */
export function storeFlashcardSet(sessionId: string, name: string, cards: [string, string][]): FlashcardSet {
  const id = `set-${fakeApi.flashcardSets.size + 1}-${sessionId}`;
  const flashcards = cards.map(([question, answer], i) => ({ _id: `${id}-c${i + 1}`, question, answer, chapter: { book: 'dataEntry' as const, chapter: 3, title: 'Keyboard Mastery and Touch Typing' } }));
  const set: FlashcardSet = { id, _id: id, name, sessionId, length: flashcards.length, flashcards, createdAt: new Date().toISOString() };
  fakeApi.flashcardSets.set(id, set);
  return set;
}

const flashcardHandlers = [
  http.get('/api/flashcards', () => json([...fakeApi.flashcardSets.values()].reverse().map(({ id, _id, name, sessionId, length }) => ({ id, _id, name, sessionId, length })))),
  http.get('/api/flashcards/review/due-count', () => json({ due: fakeApi.dueCards.length })),
  http.get('/api/flashcards/review/due', () => json({ cards: fakeApi.dueCards, dueCount: fakeApi.dueCards.length, canUndo: fakeApi.reviewed.length > 0 })),
  http.post('/api/flashcards/review/:id/rate', ({ params }) => {
    const i = fakeApi.dueCards.findIndex((c) => c._id === params.id);
    if (i < 0) return json({ message: 'Flashcard not found' }, 404);
    fakeApi.reviewed.push(...fakeApi.dueCards.splice(i, 1));
    return json({ cardId: String(params.id), due: new Date(Date.now() + 86_400_000).toISOString() });
  }),
  http.post('/api/flashcards/review/undo', () => {
    const card = fakeApi.reviewed.pop();
    if (!card) return json({ message: 'There is no rating to undo.' }, 404);
    fakeApi.dueCards.unshift(card);
    return json({ cardId: card._id, due: new Date().toISOString() });
  }),
  http.get('/api/flashcards/:id', ({ params }) => json({ sessionId: String(params.id), flashcards: setsOf(String(params.id)) })),
  http.get('/api/flashcards/:id/fetch-initial-flashcardSet', ({ params }) => {
    const [newest] = setsOf(String(params.id));
    return json({ exists: Boolean(newest), flashcardSet: newest ?? null });
  }),
  http.post('/api/flashcards/:id/create-flashcards', ({ params }) => {
    const session = fakeApi.sessions.get(String(params.id));
    if (!session) return json({ message: 'Chat session not found' }, 404);
    if (session.messages.length < 6) return json({ message: FLASHCARD_MESSAGES.notEnoughConversation }, 400);
    return json(storeFlashcardSet(session._id, 'Keyboard Mastery and Touch Typing', [['What is touch typing?', 'Typing with all ten fingers.'], ['What is the home row?', 'The middle row of letter keys.']]));
  }),
  http.delete('/api/flashcards/:id/delete', ({ params }) => {
    const set = fakeApi.flashcardSets.get(String(params.id));
    if (!set) return json({ message: 'Flashcard set not found' }, 404);
    fakeApi.flashcardSets.delete(set.id);
    const others = setsOf(set.sessionId).length;
    return json({ message: others ? FLASHCARD_MESSAGES.deleted : FLASHCARD_MESSAGES.noneForChat, otherSetsInSession: others });
  }),
];

export const api = setupServer(...handlers, ...flashcardHandlers);
api.events.on('request:start', ({ request }) => void fakeApi.requests.push(request.clone()));
