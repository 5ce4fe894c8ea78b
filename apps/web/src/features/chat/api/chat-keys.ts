import type { ChatBot } from '@vidya/contract';

/** Query keys of the chat's cache: every reader and writer goes through these. */
export const chatKeys = {
  sessions: (bot: ChatBot) => ['chat', 'sessions', bot] as const,
  session: (id: string) => ['chat', 'session', id] as const,
  welcome: (bot: ChatBot) => ['chat', 'welcome', bot] as const,
  /** Messages the student wrote that the server has not stored yet (lib/outbox.ts). */
  outbox: ['chat', 'outbox'] as const,
};
