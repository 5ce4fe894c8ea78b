import { API, SEND_FAILED, type ChatMessage, type SendAnswer } from '@vidya/contract';
import { useCallback, useEffect, useState } from 'react';
import { apiFetch } from '../../lib/api-client.ts';
import { authStorage } from '../../lib/storage.ts';
import { createSession, getSession } from '../chat/api/sessions.ts';
import { localMessage } from '../chat/lib/local-message.ts';

export const WIDGET_SESSION_KEY = 'widgetSessionId';

/**
 * The landing widget's chat (spec section 4, widget): bot type 'nios'; the session id is kept in
 * sessionStorage and reloaded on start, and cleared if that fails or finds no messages.
 */
export function useWidgetChat() {
  const [sessionId, setSessionId] = useState<string | null>(() => sessionStorage.getItem(WIDGET_SESSION_KEY));
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [waiting, setWaiting] = useState(false);

  const clear = useCallback(() => {
    sessionStorage.removeItem(WIDGET_SESSION_KEY);
    setSessionId(null);
    setMessages([]);
  }, []);

  useEffect(() => {
    const stored = sessionStorage.getItem(WIDGET_SESSION_KEY);
    if (!stored) return;
    getSession(stored)
      .then((s) => (s.messages.length ? setMessages(s.messages) : clear()))
      .catch(clear);
  }, [clear]);

  const send = useCallback(
    async (question: string) => {
      if (!question.trim() || waiting) return;
      setWaiting(true);
      let id = sessionId;
      if (!id) {
        try {
          id = (await createSession(authStorage.user()?.firstName || 'Student', 'nios'))._id;
          sessionStorage.setItem(WIDGET_SESSION_KEY, id);
          setSessionId(id);
        } catch (err) {
          console.warn('could not create the widget session', err);
          setWaiting(false);
          return;
        }
      }
      setMessages((m) => [...m, localMessage('user', question.trim())]);
      try {
        // The widget sends JSON with the raw token, no 'Bearer ' (spec section 6); an expired token is refreshed.
        const { message } = await apiFetch<SendAnswer>(API.chat.send(id), { body: { question: question.trim() }, rawToken: true });
        setMessages((m) => [...m, message]);
      } catch (err) {
        console.warn('widget send failed', err);
        setMessages((m) => [...m, localMessage('bot', SEND_FAILED, { localOnly: true })]);
      } finally {
        setWaiting(false);
      }
    },
    [sessionId, waiting],
  );

  return { sessionId, messages, waiting, send };
}
