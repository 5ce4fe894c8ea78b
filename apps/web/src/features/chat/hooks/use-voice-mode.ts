import type { ChatBot } from '@vidya/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useOverlayEntry } from '../../../components/layout/use-overlay-entry.ts';
import { translate } from '../../../i18n/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { authStorage } from '../../../lib/storage.ts';
import type { Ask } from '../../voice/public.ts';
import { chatKeys } from '../api/chat-keys.ts';
import { createCachedSession } from '../api/create-session.ts';
import { sendMessage } from '../api/send-message.ts';

/**
 * Chat mode or voice mode (spec: the side panel's mode chat/voice). The call has a history entry of
 * its own, so a phone's Back ends it (saving what was said) rather than leaving the chat.
 */
export function useVoiceMode(bot: ChatBot, onSessionCreated: (id: string) => void) {
  const queryClient = useQueryClient();
  const entry = useOverlayEntry('voice-call');
  const navigate = useNavigate();
  const [calling, setCalling] = useState(false);
  const { show, hide } = entry;

  const start = useCallback(() => {
    setCalling(true);
    show();
  }, [show]);

  const onEnd = useCallback(
    ({ sessionId, error }: { sessionId: string | null; error?: string }) => {
      setCalling(false);
      // The call's reason, in English from the call or the server: said in the app's language.
      if (error) notify.error(translate(error));
      if (!sessionId) return hide();
      // The call's session, in place of the call's history entry. Its transcript was stored: the
      // chat shows it once the session is read again.
      void navigate(
        { pathname: `/${bot}/session/${sessionId}`, search: window.location.search },
        { replace: true },
      );
      void queryClient.invalidateQueries({ queryKey: chatKeys.session(sessionId) });
    },
    [hide, navigate, bot, queryClient],
  );

  const createSession = useCallback(async () => {
    const { _id } = await createCachedSession(queryClient, authStorage.user()?.firstName || 'Student', bot);
    onSessionCreated(_id);
    return _id;
  }, [queryClient, bot, onSessionCreated]);

  const ask: Ask = useCallback(
    async (sessionId, question, onDelta, signal) =>
      (await sendMessage({ sessionId, question, files: [], source: 'voice' }, { onDelta, signal })).text,
    [],
  );

  return { calling, start, leaving: calling && !entry.open, callProps: { bot, createSession, ask, onEnd } };
}
