import type { ChatBot } from '@vidya/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AppHeader } from '../../../components/layout/app-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { chatKeys, deleteSession } from '../api/sessions.ts';
import { useChat } from '../hooks/use-chat.ts';
import { ChatActions } from './chat-actions.tsx';
import { Composer } from './composer.tsx';
import { MessageList } from './message-list.tsx';
import { SuggestedQuestions } from './suggested-questions.tsx';
import { WelcomeView } from './welcome-view.tsx';

const HistoryPanel = lazy(() => import('./history-panel.tsx'));

/** Splits the path after the bot: 'session/<id>' opens a session; on /learn anything else is the landing question. */
function useChatPath(bot: ChatBot) {
  const rest = useParams()['*'] ?? '';
  const sessionMatch = /^session\/([^/]+)$/.exec(rest);
  return { sessionId: sessionMatch?.[1] ?? null, learnInput: bot === 'learn' && !sessionMatch && rest ? rest : null };
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

  const goToSession = useCallback((id: string) => void navigate(`/${bot}/session/${id}`, { replace: true }), [navigate, bot]);
  const chat = useChat(bot, goToSession);

  // First display: open the session in the path, or send the landing page's question once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (path.sessionId) void chat.loadSession(path.sessionId);
    else if (path.learnInput) void chat.send(path.learnInput);
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
  const openSession = (id: string) => {
    setHistoryOpen(false);
    if (id !== chat.sessionId) {
      void navigate(`/${bot}/session/${id}`);
      void chat.loadSession(id);
    }
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
        actions={
          <ChatActions bot={bot} sessionId={chat.sessionId} messageCount={chat.messages.length} historyOpen={historyOpen} onToggleHistory={() => setHistoryOpen(!historyOpen)} />
        }
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
