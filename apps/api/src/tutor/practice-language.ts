import type { Language } from '@vidya/contract';
import { hasDevanagari } from './language/devanagari.ts';
import type { HistoryMessage } from './types.ts';

/**
 * The language of a chat's practice (its flashcards and assignments): the one the chat was answered
 * in. Hindi when most of the tutor's answers are written in Devanagari, English when most are not;
 * a chat with no answers yet, or as many of each, follows the language the student chose.
 */
export function practiceLanguage(messages: readonly Pick<HistoryMessage, 'sender' | 'text'>[], chosen: Language): Language {
  const answers = messages.filter((m) => m.sender === 'bot' && m.text.trim());
  const hindi = answers.filter((m) => hasDevanagari(m.text)).length;
  const english = answers.length - hindi;
  if (hindi > english) return 'hi';
  if (english > hindi) return 'en';
  return chosen;
}
