import { ASSIGNMENT_MIN_MESSAGES, type ChatBot } from '@vidya/contract';
import { useNavigate } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';

interface Props {
  bot: ChatBot;
  sessionId: string | null;
  messageCount: number;
  historyOpen: boolean;
  onToggleHistory(): void;
}

const button =
  'inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent';
export const ASSIGNMENTS_HINT = 'Chat with the AI first, so assignments and a personalised evaluation can be generated for you.';

/** The chat header's buttons (spec section 2); the hamburger menu shows the same ones on a phone. */
export function ChatActions({ bot, sessionId, messageCount, historyOpen, onToggleHistory }: Props) {
  const navigate = useNavigate();
  const courseBot = bot !== 'learn' && bot !== 'nios';
  const assignmentsReady = messageCount >= ASSIGNMENT_MIN_MESSAGES && sessionId !== null;
  return (
    <>
      {courseBot && (
        // Until the syllabus modal arrives, the syllabus is the textbook's table of contents.
        <a href={`/textbooks/${bot}.pdf`} target="_blank" rel="noopener noreferrer" className={button}>
          <Icon name="book" /> Syllabus
        </a>
      )}
      <span title={assignmentsReady ? undefined : ASSIGNMENTS_HINT} className="inline-flex">
        <button
          type="button"
          disabled={!assignmentsReady}
          aria-describedby={assignmentsReady ? undefined : 'assignments-hint'}
          onClick={() => void navigate(`/Assignments?session=${sessionId}`)}
          className={button}
        >
          <Icon name="clipboard" /> Assignments
        </button>
      </span>
      {!assignmentsReady && (
        <span id="assignments-hint" className="sr-only">
          {ASSIGNMENTS_HINT}
        </span>
      )}
      <button type="button" disabled title="Voice calls with your AI teacher are coming soon." className={button}>
        <Icon name="phone" /> Voice call
      </button>
      <button type="button" onClick={onToggleHistory} aria-expanded={historyOpen} className={button}>
        <Icon name="clock" /> History
      </button>
    </>
  );
}
