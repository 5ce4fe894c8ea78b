import { NAME_SESSION_AT_MESSAGE_COUNT, type ChatBot } from '@vidya/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useOnline } from '../../../lib/use-online.ts';
import { chatKeys } from '../api/chat-keys.ts';
import { generateName } from '../api/generate-name.ts';
import { useSession } from '../api/get-session.ts';
import { useRegenerateAnswer } from '../api/regenerate-answer.ts';
import { asRefusal, LEFT, SendRefused, useSendMessage, type SendFailed } from '../api/send-message.ts';
import { stopAnswer } from '../api/stop-answer.ts';
import { suggestQuestions } from '../api/suggest-questions.ts';
import { blobToDataUrl, DRAWING_FILE } from '../lib/drawing-data.ts';
import { newLocalId, storedCount, type UiMessage } from '../lib/local-message.ts';
import { outbox, outboxMessages, useOutbox, type OutboxEntry } from '../lib/outbox.ts';
import { removeMessage } from '../lib/session-cache.ts';

export type { UiMessage } from '../lib/local-message.ts';

/** 'queued': offline, kept in the outbox until the connection returns. */
export type SendResult = 'sent' | 'queued' | 'refused' | 'failed' | 'skipped';

interface Options {
  bot: ChatBot;
  /** The session in the path; null for a new chat. */
  sessionId: string | null;
  onSessionCreated(id: string): void;
  /**
   * While the whiteboard is open: its drawing as a PNG (null when nothing is drawn), sent with every
   * message the student sends (spec: /send/whiteboard).
   */
  drawing?: () => Promise<Blob | null>;
}

/** The open whiteboard's drawing as a data URL for the outbox, or nothing (closed, blank, or unreadable). */
async function readDrawing(drawing: Options['drawing']): Promise<string | undefined> {
  try {
    const png = await drawing?.();
    return png ? await blobToDataUrl(png) : undefined;
  } catch (err) {
    console.warn('could not read the whiteboard drawing', err);
    return undefined;
  }
}

function imagePreviews(files: File[]) {
  const images = files.filter((f) => f.type.startsWith('image/'));
  return images.length ? Object.fromEntries(images.map((f) => [f.name, URL.createObjectURL(f)])) : undefined;
}

/**
 * The chat (spec section 4): the session's stored messages (useSession), the student's unsent ones
 * (the outbox), the answer being streamed, and the follow-up suggestions. One send at a time; while
 * offline, messages wait in the outbox and go out, oldest first, when the connection returns.
 */
export function useChat({ bot, sessionId, onSessionCreated, drawing }: Options) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const session = useSession(sessionId);
  const allUnsent = useOutbox();
  const mutation = useSendMessage();
  const regeneration = useRegenerateAnswer();
  const [streamingText, setStreamingText] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = useRef(false);
  // Questions at the session's end already answered, stopped or followed here (see the follow effect).
  const handled = useRef(new Set<string>());
  const drawingSource = useRef(drawing);
  useEffect(() => {
    drawingSource.current = drawing;
  }, [drawing]);
  const abort = useRef<AbortController | null>(null);
  // The session the current send goes to (it changes when the first message creates the session).
  const sendingTo = useRef<string | null>(null);
  const sessionCreated = useCallback(
    (id: string) => {
      sendingTo.current = id;
      onSessionCreated(id);
    },
    [onSessionCreated],
  );

  const unsent = useMemo(() => allUnsent.filter((e) => e.bot === bot && e.sessionId === sessionId), [allUnsent, bot, sessionId]);
  const stored = session.data?.messages;
  const messages = useMemo<UiMessage[]>(() => [...(stored ?? []), ...unsent.flatMap(outboxMessages)], [stored, unsent]);

  const refreshHistory = useCallback(() => queryClient.invalidateQueries({ queryKey: chatKeys.sessions(bot) }), [queryClient, bot]);

  const afterAnswer = useCallback(
    (id: string, answer: string) => {
      const count = storedCount(queryClient.getQueryData<{ messages: UiMessage[] }>(chatKeys.session(id))?.messages ?? []);
      if (count === NAME_SESSION_AT_MESSAGE_COUNT) {
        generateName(id)
          .then(() => refreshHistory())
          .catch((err: unknown) => console.warn('could not name the session', err));
      }
      suggestQuestions(id, answer)
        .then(setSuggestions)
        .catch(() => setSuggestions([]));
    },
    [queryClient, refreshHistory],
  );

  /** Runs one answer at a time: the typing indicator, the streamed text and Stop follow it. */
  const withAnswer = useCallback(async <T,>(task: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    busy.current = true;
    setWaiting(true);
    setRefusal(null);
    setSuggestions([]);
    abort.current = new AbortController();
    try {
      return await task(abort.current.signal);
    } finally {
      // A question left unanswered here (stopped before any words) is not followed later.
      const last = sendingTo.current && queryClient.getQueryData<{ messages: UiMessage[] }>(chatKeys.session(sendingTo.current))?.messages.at(-1);
      if (last && last.sender === 'user') handled.current.add(last._id);
      busy.current = false;
      setStreamingText(null);
      setWaiting(false);
    }
  }, [queryClient]);

  /** Sends a message that is in the outbox. */
  const deliver = useCallback(
    async (entry: OutboxEntry): Promise<SendResult> => {
      if (busy.current) return 'skipped';
      sendingTo.current = entry.sessionId;
      return withAnswer(async (signal) => {
        try {
          const { sessionId: id, answer } = await mutation.mutateAsync({ entry, signal, onPartial: setStreamingText, onSessionCreated: sessionCreated });
          afterAnswer(id, answer.text);
          return 'sent';
        } catch (err) {
          const failure = err as SendFailed;
          if (failure.refused) {
            setRefusal(failure.cause instanceof Error ? failure.cause.message : null);
            return 'refused';
          }
          if (!failure.stopped) console.warn('send failed', failure.cause);
          return 'failed';
        }
      });
    },
    [withAnswer, mutation, sessionCreated, afterAnswer],
  );

  /** A new answer to the last question, which is not stored again. */
  const regenerate = useCallback(async () => {
    if (busy.current || !sessionId) return;
    const id = sessionId;
    sendingTo.current = id;
    await withAnswer(async (signal) => {
      try {
        const answer = await regeneration.mutateAsync({ sessionId: id, signal, onPartial: setStreamingText });
        afterAnswer(id, answer.text);
      } catch (err) {
        // A full chat refuses a new answer: the composer says so (start a new chat).
        const refusal = asRefusal((err as { cause?: unknown }).cause);
        if (refusal instanceof SendRefused) setRefusal(refusal.message);
        else if (!signal.aborted) console.warn('regenerate failed', err);
      }
    });
  }, [sessionId, withAnswer, regeneration, afterAnswer]);

  // A question at the end of the session that this screen is not answering (the student left or
  // reloaded mid-answer, or a voice call asked it) may still be answered at the server: follow that
  // answer, once per question. Questions this screen sent are handled by their own send.
  const lastStored = stored?.at(-1);
  useEffect(() => {
    // The cache, not this render's copy: a render right after an answer can still show its question
    // last (the query's readers hear of the appended answer a moment later), and following that
    // question again would hold the composer for a moment and fetch the answer twice.
    const last = sessionId && queryClient.getQueryData<{ messages: UiMessage[] }>(chatKeys.session(sessionId))?.messages.at(-1);
    if (!sessionId || busy.current || !last || last.sender !== 'user' || handled.current.has(last._id)) return;
    handled.current.add(last._id);
    sendingTo.current = sessionId;
    void withAnswer((signal) =>
      regeneration.mutateAsync({ sessionId, signal, onPartial: setStreamingText, follow: true }).then(
        (answer) => afterAnswer(sessionId, answer.text),
        () => undefined,
      ),
    );
  }, [sessionId, lastStored, queryClient, withAnswer, regeneration, afterAnswer]);

  /** Shows the message at once and sends it, or keeps it for later when offline. */
  const send = useCallback(
    async (question: string, files: File[] = []): Promise<SendResult> => {
      const text = question.trim();
      if ((!text && !files.length) || busy.current) return 'skipped';
      const drawn = await readDrawing(drawingSource.current);
      if (busy.current) return 'skipped';
      const entry: OutboxEntry = {
        localId: newLocalId(),
        bot,
        sessionId,
        text,
        files,
        fileMeta: [...files.map((f) => ({ fileName: f.name, mimeType: f.type || 'application/octet-stream' })), ...(drawn ? [DRAWING_FILE] : [])],
        previews: imagePreviews(files),
        ...(drawn ? { drawing: drawn } : {}),
        delivery: navigator.onLine ? 'sending' : 'queued',
        timestamp: new Date().toISOString(),
      };
      outbox.put(queryClient, entry);
      if (entry.delivery === 'queued') return 'queued';
      return deliver(entry);
    },
    [bot, sessionId, queryClient, deliver],
  );

  /** Retry on an error line: an unsent message is sent again; a stored question is answered again. */
  const retry = useCallback(
    (message: UiMessage) => {
      if (!message.retry || busy.current) return;
      if ('localId' in message.retry) {
        const entry = outbox.find(queryClient, message.retry.localId);
        if (entry) void deliver(entry);
        return;
      }
      if (sessionId) removeMessage(queryClient, sessionId, message._id);
      void regenerate();
    },
    [queryClient, deliver, regenerate, sessionId],
  );

  // Back online (or opened online with messages waiting from before a reload): send them, oldest first.
  const nextQueued = unsent.find((e) => e.delivery === 'queued');
  useEffect(() => {
    if (online && !waiting && nextQueued) void deliver(nextQueued);
  }, [online, waiting, nextQueued, deliver]);

  // The voice call renames a session and says so with this window event (spec section 4).
  useEffect(() => {
    const onRenamed = () => void refreshHistory();
    window.addEventListener('session-name-updated', onRenamed);
    return () => window.removeEventListener('session-name-updated', onRenamed);
  }, [refreshHistory]);

  // An answer still streaming belongs to the chat being left (not to the session it just created):
  // this stops reading it; it goes on at the server, and that session shows it when opened again.
  // Leaving the chat altogether lets the reader finish into the session's cache.
  useEffect(() => {
    if (busy.current && sendingTo.current !== sessionId) abort.current?.abort(LEFT);
    if (sendingTo.current !== sessionId) setSuggestions([]);
  }, [sessionId]);

  return {
    messages,
    /** Messages stored for this session (error lines and unsent ones left out), for the count rules. */
    storedCount: storedCount(messages),
    streamingText,
    waiting,
    suggestions,
    refusal,
    online,
    loading: session.isLoading,
    loadFailed: session.isError,
    send,
    retry,
    regenerate,
    /** Stops the answer being streamed, at the server too: what arrived stays, marked as stopped. */
    stop: () => {
      abort.current?.abort();
      if (sendingTo.current) void stopAnswer(sendingTo.current);
    },
    clearRefusal: () => setRefusal(null),
  };
}
