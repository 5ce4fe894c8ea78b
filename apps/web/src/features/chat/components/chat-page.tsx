import { isCourseBot, SEND_FAILED, type ChatBot } from '@vidya/contract';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { AppHeader } from '../../../components/layout/app-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBoundary } from '../../../components/ui/error-boundary.tsx';
import { useOverlayEntry } from '../../../components/layout/use-overlay-entry.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { PanelMode, TextbookTarget } from '../../../lib/side-panel-url.ts';
import { useI18n } from '../../../i18n/i18n.ts';
import { authStorage } from '../../../lib/storage.ts';
import { FlashcardsPanel } from '../../flashcards/public.ts';
import { SyllabusDialog, TextbookPanel } from '../../textbook/public.ts';
import { Connecting, VoiceCallScreen } from '../../voice/public.ts';
import { WhiteboardPanel, whiteboardImage } from '../../whiteboard/public.ts';
import { useChat } from '../hooks/use-chat.ts';
import { useUndoableSessionDelete } from '../hooks/use-deferred-delete.ts';
import { useHistoryPanel } from '../hooks/use-history-panel.ts';
import { useSidePanel } from '../hooks/use-side-panel.ts';
import { useVoiceMode } from '../hooks/use-voice-mode.ts';
import { landingQuestion, parseChatPath } from '../lib/chat-path.ts';
import { speakableText } from '../../../lib/speech-text.ts';
import { ChatActions, NewChatButton } from './chat-actions.tsx';
import { Composer, type ComposerDraft } from './composer.tsx';
import { loadMarkdown } from './message-bubble.tsx';
import { CitationBotContext } from '../lib/citation-bot.ts';
import { MessageList } from './message-list.tsx';
import { StudyToolbar } from './study-toolbar.tsx';
import { SuggestedQuestions } from './suggested-questions.tsx';
import { TurnActions } from './turn-actions.tsx';
import { UndoBar } from './undo-bar.tsx';
import { WelcomeView } from './welcome-view.tsx';

const HistoryPanel = lazy(() => import('./history-panel.tsx'));

/** The session id or landing question in the path (the router has already refused other shapes). */
function useChatPath(bot: ChatBot) {
  return parseChatPath(bot, useParams()['*'] ?? '') ?? { sessionId: null, learnInput: null };
}

const PANEL_NAMES = { textbook: 'Textbook', whiteboard: 'Whiteboard', flashcards: 'Flashcards' } as const satisfies Record<PanelMode, string>;
// Whole phrases, not 'Loading {panel}': in Hindi the verb agrees with the panel's name.
const PANEL_LOADING = { textbook: 'Loading Textbook', whiteboard: 'Loading Whiteboard', flashcards: 'Loading Flashcards' } as const satisfies Record<PanelMode, string>;

/** A panel whose chunk did not arrive (offline): say so, and keep the way back to the chat. */
function PanelFailed({ onClose }: { onClose(): void }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center text-sm text-slate-700">
      <p>{t('This panel could not load. Check your connection and try again.')}</p>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('Reload')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('Back to chat')}
        </Button>
      </div>
    </div>
  );
}

/** The book a textbook panel shows: the one a citation names, else the course's own (none for learn). */
const textbookOf = (bot: ChatBot, target: TextbookTarget) => target.book ?? (isCourseBot(bot) ? bot : null);

/**
 * The chat screen for one bot. The open session lives in the path (/{bot}/session/{id}), so a reload
 * keeps it, and the session's messages come from the query cache (useSession). The side panel
 * (textbook, whiteboard, flashcards) lives in the query (?panel=…, useSidePanel).
 */
export function ChatPage({ bot }: { bot: ChatBot }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const path = useChatPath(bot);
  const history = useHistoryPanel();
  const side = useSidePanel();
  const syllabus = useOverlayEntry('syllabus');
  // The open panel, or none when it cannot show here (a textbook for learn with no book named).
  const book = textbookOf(bot, side.target);
  const panel: PanelMode | null = side.mode === 'textbook' && !book ? null : side.mode;
  // On a phone the whiteboard fills the screen above the composer: the student draws and asks at once.
  const drawing = panel === 'whiteboard';
  // A panel stays open as the chat changes (a new session's id arrives, another chat is opened).
  const latest = useRef(location);
  latest.current = location;
  const deletion = useUndoableSessionDelete(bot);
  const [announcement, setAnnouncement] = useState('');
  const [draft, setDraft] = useState<ComposerDraft | null>(null);

  const goToSession = useCallback(
    (id: string) => void navigate({ pathname: `/${bot}/session/${id}`, search: latest.current.search }, { replace: true, state: latest.current.state }),
    [navigate, bot],
  );
  // While the whiteboard is open, every message the student sends carries its drawing.
  const drawingKey = `whiteboard:${bot}`;
  const readDrawing = useCallback(() => whiteboardImage(drawingKey), [drawingKey]);
  const voice = useVoiceMode(bot, goToSession);
  const chat = useChat({ bot, sessionId: path.sessionId, onSessionCreated: goToSession, drawing: drawing ? readDrawing : undefined });
  // A new chat fetches the markdown chunk at once, for its first answer. A saved session's answers
  // fetch it as they format, once the conversation shows as words: on a slow connection the chunk
  // does not compete with the messages. Offline, the chunk may not come: the answers then show as
  // plain text (message-bubble.tsx).
  const freshChat = !path.sessionId;
  useEffect(() => {
    if (freshChat) void loadMarkdown().catch(() => undefined);
  }, [freshChat]);

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

  // Announce each finished answer to screen readers (the streaming text itself is not read out); an
  // error line is the app's words, in the app's language.
  const lastAnswer = chat.messages.at(-1);
  useEffect(() => {
    if (lastAnswer?.sender !== 'bot' || chat.streamingText !== null) return;
    setAnnouncement(lastAnswer.text === SEND_FAILED ? t(SEND_FAILED) : speakableText(lastAnswer.text).slice(0, 500));
  }, [lastAnswer, chat.streamingText, t]);

  const newChat = () => {
    history.leaveTo(`/${bot}${location.search}`);
  };
  const openSession = (id: string) => {
    if (id === path.sessionId) history.hide();
    else history.leaveTo(`/${bot}/session/${id}${location.search}`);
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

  // On a phone the whiteboard covers the chat: once a drawing is on its way, the chat comes back so
  // the student sees the answer (the drawing is kept, and the toggle brings it back).
  const sendAsked = (question: string, files: File[]) => {
    const sent = chat.send(question, files);
    if (drawing && (question.trim() || files.length) && window.matchMedia('(max-width: 767px)').matches) side.close();
    return sent;
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
            onOpenSyllabus={syllabus.show}
            onStartCall={voice.start}
            {...place}
          />
        )}
      />
      {voice.calling ? (
        // Voice mode: the call takes the chat's place until it ends.
        <ErrorBoundary fallback={<PanelFailed onClose={() => voice.callProps.onEnd({ sessionId: null })} />}>
          <Suspense fallback={<Connecting label={t('Connecting to AI Teacher...')} />}>
            <VoiceCallScreen {...voice.callProps} sessionId={path.sessionId} leaving={voice.leaving} firstName={authStorage.user()?.firstName ?? ''} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <StudyToolbar bot={bot} mode={panel} onToggle={side.toggle} />
      )}
      <div className={`min-h-0 flex-1 flex-col md:flex-row ${voice.calling ? 'hidden' : 'flex'}`}>
        <main className={`flex min-h-0 flex-col ${!panel ? 'flex-1' : drawing ? 'order-last md:order-none md:w-3/5' : 'hidden md:flex md:w-3/5'}`}>
          <div className={`flex min-h-0 flex-1 flex-col ${panel ? 'hidden md:flex' : ''}`}>
            {chat.loading ? (
              <div className="flex-1">
                <Spinner label={t('Loading chat')} />
              </div>
            ) : empty ? (
              <WelcomeView bot={bot} onPick={send} />
            ) : (
              // The bot tells the answers' citation links which course's chapters they name.
              <CitationBotContext value={bot}>
                <MessageList messages={chat.messages} streamingText={chat.streamingText} waiting={chat.waiting} footer={footer} onSend={send} onRetry={chat.retry} />
              </CitationBotContext>
            )}
          </div>
          <Composer
            onSend={sendAsked}
            disabled={chat.waiting}
            streaming={chat.waiting}
            onStop={chat.stop}
            offline={!chat.online}
            draft={draft}
            refusal={chat.refusal}
            onChange={chat.clearRefusal}
          />
        </main>
        {panel && (
          <section aria-label={t(PANEL_NAMES[panel])} className="flex min-h-0 flex-1 flex-col border-slate-200 md:w-2/5 md:flex-none md:border-l">
            <ErrorBoundary fallback={<PanelFailed onClose={side.close} />} resetKey={panel}>
              <Suspense fallback={<Spinner label={t(PANEL_LOADING[panel])} />}>
                {panel === 'textbook' && book && <TextbookPanel book={book} target={side.target} onClose={side.close} />}
                {panel === 'whiteboard' && <WhiteboardPanel drawingKey={drawingKey} onClose={side.close} />}
                {panel === 'flashcards' && <FlashcardsPanel sessionId={path.sessionId} messageCount={chat.storedCount} onClose={side.close} />}
              </Suspense>
            </ErrorBoundary>
          </section>
        )}
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
      {syllabus.open && isCourseBot(bot) && (
        <Suspense fallback={null}>
          <SyllabusDialog
            bot={bot}
            onContinue={() => syllabus.hideThen(() => side.open('textbook'))}
            onOpenChapter={(chapter) => syllabus.hideThen(() => side.open('textbook', { chapter }))}
            onClose={syllabus.hide}
          />
        </Suspense>
      )}
      <UndoBar visible={deletion.pending !== null} onUndo={undoRemove} />
    </div>
  );
}
