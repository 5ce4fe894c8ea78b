import { ASSIGNMENT_MIN_MESSAGES } from '@vidya/contract';
import { formatNumber, t, translate } from '../../../i18n/i18n.ts';

/** The server's words for a chat too short to make an assignment from (assignments.service.ts): sent without a code. */
const TOO_SHORT = `Chat with the AI first: an assignment needs at least ${ASSIGNMENT_MIN_MESSAGES} messages.`;

/** Why the server would not make an assignment, in the student's language (coded and fixed messages through `translate`). */
export const translateRefusal = (message: string) =>
  message === TOO_SHORT
    ? t('Chat with the AI first: an assignment needs at least {count} messages.', { count: formatNumber(ASSIGNMENT_MIN_MESSAGES) })
    : translate(message);
