import type { ChatBot } from '@vidya/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AppHeader } from '../../../components/layout/app-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { chatKeys, deleteSession } from '../api/sessions.ts';
import { useChat } from '../hooks/use-chat.ts';
import { parseChatPath } from '../lib/chat-path.ts';
import { ChatActions } from './chat-actions.tsx';
import { Composer } from './composer.tsx';
import { loadMarkdown } from './message-bubble.tsx';
import { MessageList } from './message-list.tsx';
import { SuggestedQuestions } from './suggested-questions.tsx';
import { WelcomeView } from './welcome-view.tsx';

const HistoryPanel = lazy(() => import('./history-panel.tsx'));

/** The session id or landing question in the path (the router has already refused other shapes). */
function useChatPath(bot: ChatBot) {
  return parseChatPath(bot, useParams()['*'] ?? '') ?? { sessionId: null, learnInput: null };
}

/**
 * The chat screen for one bot. The open session lives in the path (/{bot}/session/{id}), so a reload
 * keeps it. `panel` is the side panel (textbook, whiteboard, flashcards) when one is open.
 */
export function ChatPage({ bot, panel }: { bot: ChatBot; panel?: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const path = useChatPath(bot);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  // The session the chat shows or is loading, and the path's session id last acted on (undefined
  // before the first display).
  const shown = useRef<string | null>(null);
  const seenInPath = useRef<string | null | undefined>(undefined);
  const goToSession = useCallback(
    (id: string) => {
      shown.current = id; // just created and on screen: the path catches up, nothing to load
      void navigate(`/${bot}/session/${id}`, { replace: true });
    },
    [navigate, bot],
  );
  const chat = useChat(bot, goToSession);
  useEffect(() => void loadMarkdown(), []);

  // The chat follows the path, on first display and on Back/Forward: a session id loads that session,
  // no id shows the welcome view. The landing page's question is sent on first display only.
  useEffect(() => {
    if (seenInPath.current === path.sessionId) return;
    const first = seenInPath.current === undefined;
    seenInPath.current = path.sessionId;
    if (first && !path.sessionId) {
      if (path.learnInput) void chat.send(path.learnInput);
      return;
    }
    if (path.sessionId === shown.current) return;
    shown.current = path.sessionId;
    if (path.sessionId) void chat.loadSession(path.sessionId);
    else chat.reset();
  }, [path.sessionId, path.learnInput, chat]);

  // Announce each finished answer to screen readers (the streaming text itself is not read out).
  const lastAnswer = chat.messages.at(-1);
  useEffect(() => {
    if (lastAnswer?.sender === 'bot' && chat.streamingText === null) setAnnouncement(lastAnswer.text.slice(0, 500));
  }, [lastAnswer, chat.streamingText]);

  const newChat = () => {
    chat.reset();
    setHistoryOpen(false);
    void navigate(`/${bot}`);
  };
  // Opening a session is a navigation; the effect above loads it.
  const openSession = (id: string) => {
    setHistoryOpen(false);
    if (id === chat.sessionId) return;
    // The path may already name it (its earlier load failed): the path does not change, so load here.
    if (id === path.sessionId) void chat.loadSession(id);
    else void navigate(`/${bot}/session/${id}`);
  };
  const removeSession = async (id: string) => {
    try {
      await deleteSession(id);
      await queryClient.invalidateQueries({ queryKey: chatKeys.sessions(bot) });
      if (id === chat.sessionId) newChat();
    } catch (err) {
      console.warn('could not delete the session', err);
    }
  };

  const empty = !chat.sessionId && chat.messages.length === 0 && !chat.waiting;
  const suggestions = <SuggestedQuestions questions={chat.suggestions} onPick={(q) => void chat.send(q)} disabled={chat.waiting} />;

  return (
    <div className="flex h-dvh flex-col">
      <AppHeader
        actions={(place) => (
          <ChatActions
            bot={bot}
            sessionId={chat.sessionId}
            messageCount={chat.storedCount}
            historyOpen={historyOpen}
            onToggleHistory={() => setHistoryOpen(!historyOpen)}
            {...place}
          />
        )}
      />
      <div className="flex min-h-0 flex-1">
        <main className={`flex min-h-0 flex-col ${panel ? 'hidden w-full md:flex md:w-3/5' : 'w-full'}`}>
          {chat.loading ? (
            <div className="flex-1">
              <Spinner label="Loading chat" />
            </div>
          ) : empty ? (
            <WelcomeView bot={bot} onPick={(q) => void chat.send(q)} />
          ) : (
            <MessageList messages={chat.messages} streamingText={chat.streamingText} waiting={chat.waiting} footer={suggestions} />
          )}
          <Composer onSend={chat.send} disabled={chat.waiting} refusal={chat.refusal} onChange={chat.clearRefusal} />
        </main>
        {panel && <section className="w-full border-l border-slate-200 md:w-2/5">{panel}</section>}
      </div>
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
      {historyOpen && (
        <Suspense fallback={null}>
          <HistoryPanel bot={bot} currentId={chat.sessionId} onOpen={openSession} onNew={newChat} onDelete={(id) => void removeSession(id)} onClose={() => setHistoryOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
