import { createContext } from 'react';
import type { ChatBot } from '@vidya/contract';

/**
 * The chat whose answers are on screen: its bot decides which course a citation belongs to. Outside
 * a chat (null) answers show no citation links.
 */
export const CitationBotContext = createContext<ChatBot | null>(null);
