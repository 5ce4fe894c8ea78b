import { ASSIGNMENT_MIN_MESSAGES, type ChatBot } from '@vidya/contract';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import type { ActionPlace } from '../../../components/layout/app-header.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useI18n } from '../../../i18n/i18n.ts';
import { hasTextbook } from './study-toolbar.tsx';

interface Props extends ActionPlace {
  bot: ChatBot;
  sessionId: string | null;
  /** Stored messages only (error lines left out). */
  messageCount: number;
  historyOpen: boolean;
  onToggleHistory(): void;
  onOpenSyllabus(): void;
  onStartCall(): void;
}

const button =
  'inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent';
export const ASSIGNMENTS_HINT = 'Chat with the AI first, so assignments and a personalised evaluation can be generated for you.';

/**
 * The chat header's buttons (spec section 2). The hamburger menu shows the same ones on a phone
 * (`inMenu`): there a pick closes the menu, and the Assignments hint is visible text, as a touch
 * screen has no hover.
 */
export function ChatActions({ bot, sessionId, messageCount, historyOpen, onToggleHistory, onOpenSyllabus, onStartCall, inMenu, onPick }: Props) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const hintId = useId();
  const assignmentsReady = messageCount >= ASSIGNMENT_MIN_MESSAGES && sessionId !== null;
  return (
    <>
      {hasTextbook(bot) && (
        <button type="button" onClick={() => onPick(onOpenSyllabus)} className={button}>
          <Icon name="book" /> {t('Syllabus')}
        </button>
      )}
      <span title={assignmentsReady ? undefined : t(ASSIGNMENTS_HINT)} className="inline-flex">
        <button
          type="button"
          disabled={!assignmentsReady}
          aria-describedby={assignmentsReady ? undefined : hintId}
          onClick={() => onPick(() => void navigate(`/Assignments?session=${sessionId}`))}
          className={button}
        >
          <Icon name="clipboard" /> {t('Assignments')}
        </button>
      </span>
      {!assignmentsReady && (
        <span id={hintId} className={inMenu ? 'px-3 pb-1 text-xs text-slate-500' : 'sr-only'}>
          {t(ASSIGNMENTS_HINT)}
        </span>
      )}
      <button type="button" onClick={() => onPick(onStartCall)} className={button}>
        <Icon name="phone" /> {t('Voice call')}
      </button>
      <button
        type="button"
        onClick={() => onPick(onToggleHistory)}
        aria-expanded={historyOpen}
        className={button}
      >
        <Icon name="clock" /> {t('History')}
      </button>
    </>
  );
}

/**
 * New Chat, one tap away in the header on every screen size (on a phone too, beside the menu), not
 * only in the History panel.
 */
export function NewChatButton({ onClick }: { onClick(): void }) {
  const { t } = useI18n();
  return (
    <button type="button" onClick={onClick} className={`${button} min-w-11 justify-center`}>
      <Icon name="plus" /> {t('New Chat')}
    </button>
  );
}
