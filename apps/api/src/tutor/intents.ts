import { words } from './text.ts';

/** What kind of message a student sent, for replies that need no course notes. */
export type SmallTalk = 'greeting' | 'thanks' | 'bye' | 'identity' | null;

const GREETING = /^(hi+|hello+|hey+|helo|hii|namaste|namaskar|namaskaram|vanakkam|sat sri akal|salaam|good (morning|afternoon|evening))\b/;
const THANKS = /\b(thank(s| you)?|thx|ty|dhanyava?a?d|shukriya|thanku)\b/;
const BYE = /\b(bye|goodbye|good night|see you|alvida|tata)\b/;
const IDENTITY = /\b(who are you|what are you|what can you do|your name|are you (a )?(human|robot|bot|ai))\b/;

/** Recognises greetings, thanks, goodbyes and "who are you" in short messages. */
export function smallTalk(message: string): SmallTalk {
  const text = message.toLowerCase().trim();
  const n = words(text).length;
  if (IDENTITY.test(text)) return 'identity';
  if (n <= 6 && THANKS.test(text)) return 'thanks';
  if (n <= 5 && BYE.test(text)) return 'bye';
  if (n <= 5 && GREETING.test(text)) return 'greeting';
  return null;
}

/** The option letter a student answered with ('b', 'option C', 'answer is d', '(a)'), or null. */
export function answerLetter(message: string): 'A' | 'B' | 'C' | 'D' | null {
  const text = message.trim().toLowerCase();
  const match =
    /^(?:(?:my\s+)?answer\s+(?:is\s+)?|option\s+|it'?s\s+|i\s+think\s+(?:it'?s\s+)?)?\(?([a-d])\)?\s*[.!)]?$/.exec(text) ??
    /^(?:option|answer)\s*[:-]?\s*\(?([a-d])\)?\b/.exec(text);
  return match?.[1] ? (match[1].toUpperCase() as 'A' | 'B' | 'C' | 'D') : null;
}

/** Devanagari script or common Hinglish words: the student may prefer simpler English. */
export const looksHindi = (message: string) =>
  /[\u0900-\u097F]/.test(message) || /\b(kya|kaise|kyun|kyon|batao|samjhao|hai|hota|matlab|mujhe)\b/i.test(message);

/** Asking what an attached file says, rather than a course question. */
export const asksAboutFile = (message: string) =>
  /\b(this|the|my|attached|above)\s+(file|document|doc|pdf|sheet|spreadsheet|notes?|attachment)\b|\bsummar(y|ise|ize)\b|\bwhat does (it|this) say\b/i.test(message) ||
  message.trim() === '';
