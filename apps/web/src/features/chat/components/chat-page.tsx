import type { ChatBot } from '@vidya/contract';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { AppHeader } from '../../../components/layout/app-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useChat } from '../hooks/use-chat.ts';
import { useUndoableSessionDelete } from '../hooks/use-deferred-delete.ts';
import { useHistoryPanel } from '../hooks/use-history-panel.ts';
import { landingQuestion, parseChatPath } from '../lib/chat-path.ts';
import { speakableText } from '../lib/speech-text.ts';
import { ChatActions, NewChatButton } from './chat-actions.tsx';
import { Composer, type ComposerDraft } from './composer.tsx';
import { loadMarkdown } from './message-bubble.tsx';
import { MessageList } from './message-list.tsx';
import { SuggestedQuestions } from './suggested-questions.tsx';
import { TurnActions } from './turn-actions.tsx';
import { UndoBar } from './undo-bar.tsx';
import { WelcomeView } from './welcome-view.tsx';

const HistoryPanel = lazy(() => import('./history-panel.tsx'));

/** The session id or landing question in the path (the router has already refused other shapes). */
function useChatPath(bot: ChatBot) {
  return parseChatPath(bot, useParams()['*'] ?? '') ?? { sessionId: null, learnInput: null };
}

/**
 * The chat screen for one bot. The open session lives in the path (/{bot}/session/{id}), so a reload
 * keeps it, and the session's messages come from the query cache (useSession). `panel` is the side
 * panel (textbook, whiteboard, flashcards) when one is open.
 */
export function ChatPage({ bot, panel }: { bot: ChatBot; panel?: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const path = useChatPath(bot);
  const history = useHistoryPanel();
  const deletion = useUndoableSessionDelete(bot);
  const [announcement, setAnnouncement] = useState('');
  const [draft, setDraft] = useState<ComposerDraft | null>(null);

  const goToSession = useCallback((id: string) => void navigate(`/${bot}/session/${id}`, { replace: true }), [navigate, bot]);
  const chat = useChat({ bot, sessionId: path.sessionId, onSessionCreated: goToSession });
  // Offline, the chunk may not come: the answers then show as plain text (message-bubble.tsx).
  useEffect(() => void loadMarkdown().catch(() => undefined), []);

  // The landing page's question (router state, or /learn/{text} from a link) is sent once; the
  // history entry is then replaced, so a reload or Back does not ask it again (the outbox keeps it).
  const landing = landingQuestion(location.state) ?? path.learnInput;
  const tookLanding = useRef(false);
  useEffect(() => {
    if (!landing || path.sessionId || tookLanding.current) return;
    tookLanding.current = true;
    void navigate(`/${bot}`, { replace: true, state: null });
    void chat.send(landing);
  }, [landing, path.sessionId, bot, navigate, chat]);

  // A session that cannot be read resets to an empty chat (spec section 2).
  useEffect(() => {
    if (chat.loadFailed) void navigate(`/${bot}`, { replace: true });
  }, [chat.loadFailed, navigate, bot]);

  // Announce each finished answer to screen readers (the streaming text itself is not read out).
  const lastAnswer = chat.messages.at(-1);
  useEffect(() => {
    if (lastAnswer?.sender === 'bot' && chat.streamingText === null) setAnnouncement(speakableText(lastAnswer.text).slice(0, 500));
  }, [lastAnswer, chat.streamingText]);

  const newChat = () => {
    history.leaveTo(`/${bot}`);
  };
  const openSession = (id: string) => {
    if (id === path.sessionId) history.hide();
    else history.leaveTo(`/${bot}/session/${id}`);
  };
  // Gone from the list at once, sent when the undo window ends; an open chat resets meanwhile.
  const removeSession = (id: string) => {
    const wasOpen = id === path.sessionId;
    deletion.remove({ id, wasOpen });
    if (wasOpen) newChat();
  };
  const undoRemove = () => {
    const undone = deletion.undo();
    if (undone?.wasOpen) void navigate(`/${bot}/session/${undone.id}`, { replace: true });
  };

  const { send: sendMessage } = chat;
  const send = useCallback((text: string) => void sendMessage(text), [sendMessage]);
  const empty = chat.messages.length === 0 && !chat.waiting;
  const footer = (
    <>
      <TurnActions messages={chat.messages} busy={chat.waiting} onRegenerate={() => void chat.regenerate()} onEdit={(text) => setDraft({ text, id: Date.now() })} />
      <SuggestedQuestions questions={chat.suggestions} onPick={send} disabled={chat.waiting} />
    </>
  );

  return (
    <div className="flex h-dvh flex-col">
      <AppHeader
        quickAction={<NewChatButton onClick={newChat} />}
        actions={(place) => (
          <ChatActions
            bot={bot}
            sessionId={path.sessionId}
            messageCount={chat.storedCount}
            historyOpen={history.open}
            onToggleHistory={history.toggle}
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
            <WelcomeView bot={bot} onPick={send} />
          ) : (
            <MessageList messages={chat.messages} streamingText={chat.streamingText} waiting={chat.waiting} footer={footer} onSend={send} onRetry={chat.retry} />
          )}
          <Composer
            onSend={chat.send}
            disabled={chat.waiting}
            streaming={chat.waiting}
            onStop={chat.stop}
            offline={!chat.online}
            draft={draft}
            refusal={chat.refusal}
            onChange={chat.clearRefusal}
          />
        </main>
        {panel && <section className="w-full border-l border-slate-200 md:w-2/5">{panel}</section>}
      </div>
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
      {history.open && (
        <Suspense fallback={null}>
          <HistoryPanel
            bot={bot}
            currentId={path.sessionId}
            hiddenId={deletion.pending?.id}
            onOpen={openSession}
            onNew={newChat}
            onDelete={removeSession}
            onClose={history.hide}
          />
        </Suspense>
      )}
      <UndoBar visible={deletion.pending !== null} onUndo={undoRemove} />
    </div>
  );
}
