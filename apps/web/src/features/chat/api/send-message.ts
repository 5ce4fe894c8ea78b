import { API, SEND_FAILED, type ChatMessage } from '@vidya/contract';
import { ApiError, apiFetchRaw } from '../../../lib/api-client.ts';

export interface SendInput {
  sessionId: string;
  question: string;
  files: File[];
  whiteboard?: Blob;
}

export interface SendHandlers {
  onDelta(text: string): void;
  signal?: AbortSignal;
}

/** The api refused the question itself (e.g. a file it will not accept); nothing was stored. */
export class SendRefused extends Error {}

/**
 * Sends a question as multipart and reads the answer as server-sent events. Resolves with the stored
 * bot message; rejects with SendRefused (400: fix and retry) or an Error (show 'Error fetching response.').
 */
export async function sendMessage({ sessionId, question, files, whiteboard }: SendInput, { onDelta, signal }: SendHandlers): Promise<ChatMessage> {
  const form = new FormData();
  form.append('question', question);
  for (const file of files) form.append('files', file, file.name);
  if (whiteboard) form.append('whiteboard', whiteboard, 'whiteboard.png');
  const path = whiteboard ? API.chat.sendWhiteboard(sessionId) : API.chat.send(sessionId);

  let res: Response;
  try {
    res = await apiFetchRaw(path, { body: form, headers: { accept: 'text/event-stream' }, signal });
  } catch (err) {
    if (err instanceof ApiError && err.status === 400) throw new SendRefused(err.message);
    throw err;
  }
  if (!res.body) throw new Error(SEND_FAILED);
  for await (const { event, data } of readEvents(res.body)) {
    if (event === 'delta') onDelta((data as { text: string }).text);
    else if (event === 'done') return (data as { message: ChatMessage }).message;
    else if (event === 'error') throw new Error(SEND_FAILED);
  }
  throw new Error(SEND_FAILED);
}

/** Parses a text/event-stream body into { event, data } records. */
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
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data) yield { event, data: JSON.parse(data) as unknown };
    }
  }
}
