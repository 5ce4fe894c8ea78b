import { SERVER_MESSAGES, type ServerMessageCode } from '@vidya/contract';
import { rememberCodedMessage, type MessageKey, type Vars } from './i18n.ts';

/** Every coded server message is a key of the Hindi catalog (TypeScript checks this table). */
const TEMPLATES: Record<ServerMessageCode, MessageKey> = SERVER_MESSAGES;

/**
 * An error body from the api ({ message, code?, params? }): a coded message is remembered, so
 * wherever its English is shown through `translate`, the student reads it in their language.
 */
export function noteServerMessage(body: Record<string, unknown>) {
  const { message, code, params } = body;
  if (typeof message !== 'string' || typeof code !== 'string' || !(code in TEMPLATES)) return;
  const values = typeof params === 'object' && params !== null ? (params as Vars) : {};
  rememberCodedMessage(message, TEMPLATES[code as ServerMessageCode], values);
}
