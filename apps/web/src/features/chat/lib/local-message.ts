import type { ChatMessage } from '@vidya/contract';

/** A message on screen: stored ones, plus the student's question before the server confirms it. */
export interface UiMessage extends ChatMessage {
  /** Local previews of attached images (object URLs), until the stored message replaces them. */
  previews?: Record<string, string>;
  /** Shown here only, never stored (an error line): left out of the message-count rules. */
  localOnly?: boolean;
}

/** Messages the server has (or is storing): what the 'count equals 2' and 'at least 4' rules count. */
export const storedCount = (messages: UiMessage[]) => messages.filter((m) => !m.localOnly).length;

let counter = 0;

/** A message shown before (or instead of) a stored one: the student's question, or an error line. */
export const localMessage = (sender: 'user' | 'bot', text: string, extra: Partial<UiMessage> = {}): UiMessage => ({
  _id: `local-${++counter}`,
  text,
  sender,
  timestamp: new Date().toISOString(),
  status: 'complete',
  source: 'text',
  files: [],
  ...extra,
});
