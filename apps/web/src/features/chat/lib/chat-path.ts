import type { ChatBot } from '@vidya/contract';

export interface ChatPath {
  sessionId: string | null;
  /** The landing page's question (/learn/{text}), sent once when the chat opens. */
  learnInput: string | null;
}

const SESSION_PATH = /^session\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/**
 * Reads the path after /{bot}/: nothing (a new chat), 'session/{uuid}', or on /learn any other text
 * (the question). Any other shape is not a chat path and gives null, so the router sends it to
 * /not-found (spec section 2).
 */
export function parseChatPath(bot: ChatBot, rest: string): ChatPath | null {
  if (rest === '') return { sessionId: null, learnInput: null };
  const session = SESSION_PATH.exec(rest);
  if (session?.[1]) return { sessionId: session[1], learnInput: null };
  if (bot === 'learn' && !rest.startsWith('session/')) return { sessionId: null, learnInput: rest };
  return null;
}

/** Router state that carries the landing page's question to the learn chat (any text, any length). */
export interface LandingState {
  question: string;
}

/** The landing page's question in router state, if there is one. */
export function landingQuestion(state: unknown): string | null {
  const question = (state as Partial<LandingState> | null)?.question;
  return typeof question === 'string' && question.trim() ? question : null;
}
