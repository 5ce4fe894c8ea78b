import { NAME_SESSION_AT_MESSAGE_COUNT, SEND_FAILED, type ChatBot } from '@vidya/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { authStorage } from '../../../lib/storage.ts';
import { sendMessage, SendRefused } from '../api/send-message.ts';
import { chatKeys, createSession, generateName, getSession, suggestQuestions } from '../api/sessions.ts';
import { localMessage, storedCount, type UiMessage } from '../lib/local-message.ts';

export type { UiMessage } from '../lib/local-message.ts';

export type SendResult = 'sent' | 'refused' | 'failed' | 'skipped';

/**
 * The chat's state (spec section 4): the current session, its messages, the answer being streamed,
 * and the follow-up suggestions. Session creation, naming and the history list refresh happen here.
 */
export function useChat(bot: ChatBot, onSessionCreated: (id: string) => void) {
  const queryClient = useQueryClient();
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [messages, setMessages] = useState<UiMessage[]>([]);
  const [streamingText, setStreamingText] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  const abort = useRef<AbortController | null>(null);
  // Counts loads and resets, so a slow load that was overtaken (Back, then Back again) is dropped.
  const generation = useRef(0);

  const refreshHistory = useCallback(() => queryClient.invalidateQueries({ queryKey: chatKeys.sessions(bot) }), [queryClient, bot]);

  const reset = useCallback(() => {
    generation.current += 1;
    abort.current?.abort();
    setSessionId(null);
    setMessages([]);
    setSuggestions([]);
    setStreamingText(null);
    setWaiting(false);
    setRefusal(null);
    setLoading(false);
  }, []);

  /** Loads a session and makes it current; no messages or a failure resets to an empty chat. */
  const loadSession = useCallback(
    async (id: string) => {
      // An answer still streaming belongs to the chat being left.
      abort.current?.abort();
      const current = ++generation.current;
      setLoading(true);
      try {
        const session = await getSession(id);
        if (current !== generation.current) return false;
        if (!session.messages.length) reset();
        else {
          setSessionId(session._id);
          setMessages(session.messages);
          setSuggestions([]);
        }
        return session.messages.length > 0;
      } catch (err) {
        if (current !== generation.current) return false;
        console.warn('could not load the session', err);
        reset();
        return false;
      } finally {
        if (current === generation.current) setLoading(false);
      }
    },
    [reset],
  );

  const afterAnswer = useCallback(
    async (id: string, answer: string, count: number) => {
      if (count === NAME_SESSION_AT_MESSAGE_COUNT) {
        generateName(id)
          .then(() => refreshHistory())
          .catch((err: unknown) => console.warn('could not name the session', err));
      } else void refreshHistory();
      suggestQuestions(id, answer)
        .then(setSuggestions)
        .catch(() => setSuggestions([]));
    },
    [refreshHistory],
  );

  const send = useCallback(
    async (question: string, files: File[] = []): Promise<SendResult> => {
      if ((!question.trim() && !files.length) || busy.current) return 'skipped';
      busy.current = true;
      setRefusal(null);
      setSuggestions([]);
      let id = sessionId;
      try {
        if (!id) {
          // The first message creates the session, then is sent once it exists (spec section 4).
          try {
            id = (await createSession(authStorage.user()?.firstName || 'Student', bot))._id;
          } catch (err) {
            console.warn('could not create a session', err);
            return 'failed';
          }
          setSessionId(id);
          onSessionCreated(id);
        }
        // Stored messages after this answer: those so far (not error lines), the question and the answer.
        const countAfter = storedCount(messagesRef.current) + 2;
        const previews = Object.fromEntries(files.filter((f) => f.type.startsWith('image/')).map((f) => [f.name, URL.createObjectURL(f)]));
        const question_ = localMessage('user', question.trim(), { files: files.map((f) => ({ fileName: f.name, mimeType: f.type || 'application/octet-stream' })), previews });
        setMessages((m) => [...m, question_]);
        setWaiting(true);
        abort.current = new AbortController();
        let partial = '';
        try {
          const answer = await sendMessage(
            { sessionId: id, question: question.trim(), files },
            {
              onDelta: (text) => {
                partial += text;
                setStreamingText(partial);
              },
              signal: abort.current.signal,
            },
          );
          setMessages((m) => [...m, answer]);
          void afterAnswer(id, answer.text, countAfter);
          return 'sent';
        } catch (err) {
          if (err instanceof SendRefused) {
            setMessages((m) => m.filter((x) => x !== question_));
            setRefusal(err.message);
            return 'refused';
          }
          if (abort.current.signal.aborted) return 'failed';
          console.warn('send failed', err);
          setMessages((m) => [
            ...m,
            ...(partial.trim() ? [localMessage('bot', partial, { status: 'interrupted' })] : []),
            localMessage('bot', SEND_FAILED, { status: 'interrupted', localOnly: true }),
          ]);
          return 'failed';
        } finally {
          Object.values(previews).forEach((url) => setTimeout(() => URL.revokeObjectURL(url), 60_000));
          setStreamingText(null);
          setWaiting(false);
        }
      } finally {
        busy.current = false;
      }
    },
    [sessionId, bot, onSessionCreated, afterAnswer],
  );

  // The voice call renames a session and says so with this window event (spec section 4).
  useEffect(() => {
    const onRenamed = () => void refreshHistory();
    window.addEventListener('session-name-updated', onRenamed);
    return () => window.removeEventListener('session-name-updated', onRenamed);
  }, [refreshHistory]);

  useEffect(() => () => abort.current?.abort(), []);

  return {
    sessionId,
    messages,
    /** Messages stored for this session (error lines left out), for the count rules. */
    storedCount: storedCount(messages),
    streamingText,
    waiting,
    suggestions,
    refusal,
    loading,
    send,
    loadSession,
    reset,
    clearRefusal: () => setRefusal(null),
  };
}
