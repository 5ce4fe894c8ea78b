import { API, SEND_FAILED, type ChatMessage } from '@vidya/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiFetchRaw } from '../../../lib/api-client.ts';
import { authStorage } from '../../../lib/storage.ts';
import { dataUrlToBlob } from '../lib/drawing-data.ts';
import { localMessage } from '../lib/local-message.ts';
import { entryPreviews, outbox, type OutboxEntry } from '../lib/outbox.ts';
import { appendMessages } from '../lib/session-cache.ts';
import { chatKeys } from './chat-keys.ts';
import { createCachedSession } from './create-session.ts';

export interface SendInput {
  sessionId: string;
  question: string;
  files: File[];
  whiteboard?: Blob;
  /** 'voice': a turn spoken in a call on the browser's speech, stored as voice like a realtime call's. */
  source?: 'voice';
}

export interface SendHandlers {
  /** The server has stored the question: it will not be lost, and must not be sent again. */
  onQuestion?(message: ChatMessage): void;
  onDelta(text: string): void;
  signal?: AbortSignal;
}

/** The api refused the question itself (e.g. a file it will not accept); nothing was stored. */
export class SendRefused extends Error {}

/**
 * Answers that refuse the question and say why (a file it will not accept, a full chat, files past
 * the student's storage, too many chats, earlier answers still being written): the student can act on
 * the message, so it is shown.
 */
const REFUSING_STATUSES = [400, 409, 413, 429];
export const asRefusal = (err: unknown) => (err instanceof ApiError && REFUSING_STATUSES.includes(err.status) ? new SendRefused(err.message) : err);

/**
 * Sends a question as multipart and reads the answer as server-sent events. Resolves with the stored
 * bot message; rejects with SendRefused (400: fix and retry) or an Error (show 'Error fetching response.').
 */
export async function sendMessage({ sessionId, question, files, whiteboard, source }: SendInput, handlers: SendHandlers): Promise<ChatMessage> {
  const form = new FormData();
  form.append('question', question);
  if (source) form.append('source', source);
  for (const file of files) form.append('files', file, file.name);
  if (whiteboard) form.append('whiteboard', whiteboard, 'whiteboard.png');
  const path = whiteboard ? API.chat.sendWhiteboard(sessionId) : API.chat.send(sessionId);

  let res: Response;
  try {
    res = await apiFetchRaw(path, { body: form, headers: { accept: 'text/event-stream' }, signal: handlers.signal });
  } catch (err) {
    throw asRefusal(err);
  }
  return readAnswer(res, sessionId, handlers);
}

/** The answer can no longer be resumed (404): the session as stored has it. */
export class AnswerGone extends Error {}

/** Resolves after `ms` and once the browser is online (offline: the tries are not spent), or on abort. */
const pauseOnline = (ms: number, signal?: AbortSignal) =>
  new Promise((done) => {
    setTimeout(() => (navigator.onLine ? done(0) : addEventListener('online', done, { once: true })), ms);
    signal?.addEventListener('abort', done);
  });

/**
 * Reads a streamed answer: the stored question (send only), the pieces, then the stored answer. The
 * answer runs on at the server when the connection breaks, so a broken stream is resumed after the
 * last event received (Last-Event-ID; nothing shows twice), with backoff, for a couple of minutes.
 */
export async function readAnswer(res: Response | null, sessionId: string, { onQuestion, onDelta, signal }: SendHandlers): Promise<ChatMessage> {
  let last = '';
  let giveUpAt = Date.now() + 120_000;
  // Doubled before each try: 0.5 s, 1 s, 2 s … 8 s; back to the start once events arrive again.
  let pause = 250;
  for (;;) {
    try {
      for await (const { id, event, data } of readEvents(res!.body!)) {
        last = id || last;
        pause = 250;
        if (event === 'question') onQuestion?.((data as { message: ChatMessage }).message);
        else if (event === 'delta') onDelta((data as { text: string }).text);
        else if (event === 'done') return (data as { message: ChatMessage }).message;
        // The answer failed at the server: over, nothing to resume.
        else if (event === 'error') giveUpAt = 0;
      }
    } catch {
      // The connection broke (or a resume got none): resumed below.
    }
    if (signal?.aborted || Date.now() > giveUpAt) throw new Error(SEND_FAILED);
    await pauseOnline((pause = Math.min(pause * 2, 8000)), signal);
    res = await apiFetchRaw(API.chat.stream(sessionId), { headers: { accept: 'text/event-stream', 'last-event-id': last }, signal }).catch((err: unknown) => {
      if (err instanceof ApiError && err.status === 404) throw new AnswerGone();
      return null;
    });
  }
}

/** Parses a text/event-stream body into { id, event, data } records. */
export async function* readEvents(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const field = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(block)?.[1];
      const event = field('event');
      const data = field('data');
      if (event && data) yield { id: field('id'), event, data: JSON.parse(data) as unknown };
    }
  }
}

export interface SendVariables {
  /** The student's message, already in the outbox (shown at once). */
  entry: OutboxEntry;
  signal: AbortSignal;
  /** The answer so far, each time more arrives. */
  onPartial(text: string): void;
  onSessionCreated(id: string): void;
}

export interface SendOutcome {
  sessionId: string;
  answer: ChatMessage;
}

/** A send that did not end in a stored answer, with what is known about how far it got. */
export class SendFailed extends Error {
  constructor(
    override readonly cause: unknown,
    /** The server stored the question (so a retry asks again rather than resends it). */
    readonly stored: boolean,
    readonly sessionId: string | null,
    readonly partial: string,
    /** The student pressed Stop. */
    readonly stopped: boolean,
  ) {
    super(SEND_FAILED);
  }
  get refused() {
    return this.cause instanceof SendRefused;
  }
}

/**
 * What stays on screen when an answer to a stored question breaks off: what arrived (the server keeps
 * it too, as 'interrupted'), and unless the student stopped it, the error line offering to answer again.
 */
export function afterBrokenAnswer(partial: string, stopped: boolean) {
  const kept = partial.trim() ? [localMessage('bot', partial, { status: 'interrupted' })] : [];
  const error = stopped ? [] : [localMessage('bot', SEND_FAILED, { status: 'interrupted', localOnly: true, retry: { regenerate: true } as const })];
  return [...kept, ...error];
}

/** Why an answer's reader is aborted when the student goes to another chat: the answer goes on at the server. */
export const LEFT = 'left';

/**
 * The answer went on at the server without this reader (the student left, or it can no longer be
 * resumed): the session as stored has it, or will.
 */
export function showStored(queryClient: QueryClient, sessionId: string, entry?: OutboxEntry) {
  if (entry) outbox.remove(queryClient, entry.localId);
  void queryClient.invalidateQueries({ queryKey: chatKeys.session(sessionId) });
}

/** The server stored the question: it leaves the outbox and joins the session's stored messages. */
function confirmQuestion(queryClient: QueryClient, sessionId: string, entry: OutboxEntry, stored: ChatMessage) {
  outbox.remove(queryClient, entry.localId);
  const previews = entryPreviews(entry);
  appendMessages(queryClient, sessionId, [previews ? { ...stored, previews } : stored]);
}

/**
 * The send mutation. The student's message is in the outbox before it starts (shown at once, kept
 * whatever happens); when the server stores it, it moves into the session's cache as the stored
 * message; the answer is appended when it is complete. A failure before the server stored the
 * question leaves it in the outbox marked failed, for Retry.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation<SendOutcome, SendFailed, SendVariables>({
    mutationFn: async ({ entry, signal, onPartial, onSessionCreated }) => {
      let sessionId = entry.sessionId;
      let stored = false;
      let partial = '';
      try {
        if (!sessionId) {
          // The first message creates the session, then is sent once it exists (spec section 4).
          // Refused (the student keeps as many chats as they may): the text goes back with the reason.
          sessionId = (await createCachedSession(queryClient, authStorage.user()?.firstName || 'Student', entry.bot).catch((err: unknown) => Promise.reject(asRefusal(err))))._id;
          outbox.adopt(queryClient, entry.bot, sessionId);
          onSessionCreated(sessionId);
        }
        const id = sessionId;
        const answer = await sendMessage(
          { sessionId: id, question: entry.text, files: entry.files ?? [], ...(entry.drawing ? { whiteboard: dataUrlToBlob(entry.drawing) } : {}) },
          {
            signal,
            onQuestion: (message) => {
              stored = true;
              confirmQuestion(queryClient, id, entry, message);
            },
            onDelta: (text) => onPartial((partial += text)),
          },
        );
        return { sessionId: id, answer };
      } catch (err) {
        throw new SendFailed(err, stored, sessionId, partial, signal.aborted);
      }
    },
    onMutate: async ({ entry }) => {
      outbox.put(queryClient, { ...entry, delivery: 'sending' });
      if (entry.sessionId) await queryClient.cancelQueries({ queryKey: chatKeys.session(entry.sessionId) });
    },
    onSuccess: ({ sessionId, answer }, { entry }) => {
      // A server that does not announce the stored question: the local copy stands in for it.
      if (outbox.find(queryClient, entry.localId)) confirmQuestion(queryClient, sessionId, entry, localMessage('user', entry.text, { files: entry.fileMeta }));
      appendMessages(queryClient, sessionId, [answer]);
    },
    onError: (failure, { entry, signal }) => {
      const gone = failure.cause instanceof AnswerGone;
      if (!failure.stored && !gone) {
        // Refused: the text goes back to the composer to be fixed. Otherwise it stays, for Retry.
        if (failure.refused) outbox.remove(queryClient, entry.localId);
        else outbox.patch(queryClient, entry.localId, { delivery: 'failed' });
        return;
      }
      if (gone || signal.reason === LEFT) return showStored(queryClient, failure.sessionId!, entry);
      // The question is stored: it is answered again (regenerate), never sent again.
      appendMessages(queryClient, failure.sessionId!, afterBrokenAnswer(failure.partial, failure.stopped));
    },
    onSettled: (_data, _error, { entry }) => queryClient.invalidateQueries({ queryKey: chatKeys.sessions(entry.bot) }),
  });
}
