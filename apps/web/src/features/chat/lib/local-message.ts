import type { ChatMessage } from '@vidya/contract';

/** Where a student's message is on its way to the server (lib/outbox.ts). */
export type Delivery = 'sending' | 'queued' | 'failed';

/** A message on screen: stored ones, plus the student's question before the server confirms it. */
export interface UiMessage extends ChatMessage {
  /** Local previews of attached images (object URLs), until the stored message replaces them. */
  previews?: Record<string, string>;
  /** Shown here only, never stored (an error line): left out of the message-count rules. */
  localOnly?: boolean;
  /** The student's message is not stored yet: on its way, waiting for a connection, or failed. */
  delivery?: Delivery;
  /** An error line the student can retry: an unsent message, or a stored question to answer again. */
  retry?: { localId: string } | { regenerate: true };
}

/** Messages the server has (or is storing): what the 'count equals 2' and 'at least 4' rules count. */
export const storedCount = (messages: UiMessage[]) => messages.filter((m) => !m.localOnly && !m.delivery).length;

let counter = 0;
export const newLocalId = () => `local-${Date.now().toString(36)}-${++counter}`;

/** A message shown before (or instead of) a stored one: the student's question, or an error line. */
export const localMessage = (sender: 'user' | 'bot', text: string, extra: Partial<UiMessage> = {}): UiMessage => ({
  _id: newLocalId(),
  text,
  sender,
  timestamp: new Date().toISOString(),
  status: 'complete',
  source: 'text',
  files: [],
  ...extra,
});
