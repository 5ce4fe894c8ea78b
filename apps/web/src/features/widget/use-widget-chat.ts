import { API, SEND_FAILED, type SendAnswer } from '@vidya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { apiFetch } from '../../lib/api-client.ts';
import { authStorage } from '../../lib/storage.ts';
import { appendMessages, createCachedSession, localMessage, useSession, type UiMessage } from '../chat/public.ts';

export const WIDGET_SESSION_KEY = 'widgetSessionId';

/**
 * The landing widget's chat (spec section 4, widget): bot type 'nios'; the session id is kept in
 * sessionStorage and reloaded on start, and cleared if that fails or finds no messages. Its messages
 * come from the same session cache as the chat's (useSession); the question shows at once.
 */
export function useWidgetChat() {
  const queryClient = useQueryClient();
  const [sessionId, setSessionId] = useState<string | null>(() => sessionStorage.getItem(WIDGET_SESSION_KEY));
  // The session found in storage on start: cleared if it cannot be read or is empty.
  const restored = useRef(sessionId);
  const session = useSession(sessionId);
  // The question on its way, and after a failure the question with its error line.
  const [unsent, setUnsent] = useState<UiMessage[]>([]);

  const clear = useCallback(() => {
    sessionStorage.removeItem(WIDGET_SESSION_KEY);
    setSessionId(null);
  }, []);
  const restoredEmpty = sessionId === restored.current && session.data?.messages.length === 0;
  useEffect(() => {
    if (session.isError || restoredEmpty) clear();
  }, [session.isError, restoredEmpty, clear]);

  const mutation = useMutation({
    mutationFn: async (question: string) => {
      let id = sessionId;
      if (!id) {
        try {
          id = (await createCachedSession(queryClient, authStorage.user()?.firstName || 'Student', 'nios'))._id;
        } catch (err) {
          // A failed widget session creation stops the typing indicator quietly (spec section 7).
          console.warn('could not create the widget session', err);
          return null;
        }
        sessionStorage.setItem(WIDGET_SESSION_KEY, id);
        setSessionId(id);
      }
      // The widget sends JSON with the raw token, no 'Bearer ' (spec section 6); an expired token is refreshed.
      const { message } = await apiFetch<SendAnswer>(API.chat.send(id), { body: { question }, rawToken: true });
      return { id, message };
    },
    onMutate: (question) => setUnsent([localMessage('user', question)]),
    onSuccess: (sent, question) => {
      setUnsent([]);
      if (sent) appendMessages(queryClient, sent.id, [localMessage('user', question), sent.message]);
    },
    onError: (err) => {
      console.warn('widget send failed', err);
      setUnsent((m) => [...m, localMessage('bot', SEND_FAILED, { localOnly: true })]);
    },
  });

  const waiting = mutation.isPending;
  const send = useCallback(
    async (question: string) => {
      if (!question.trim() || waiting) return;
      await mutation.mutateAsync(question.trim()).catch(() => undefined);
    },
    [mutation, waiting],
  );

  const stored = session.data?.messages;
  const messages = useMemo(() => [...(stored ?? []), ...unsent], [stored, unsent]);
  return { sessionId, messages, waiting, send };
}
