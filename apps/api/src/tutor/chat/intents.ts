import { words } from '../grounding/text.ts';

/** What kind of message a student sent, for replies that need no course notes. */
export type SmallTalk = 'greeting' | 'thanks' | 'bye' | 'identity' | 'ack' | null;

const GREETING = /^(hi+|hello+|hey+|helo|hii|namaste|namaskar|namaskaram|vanakkam|sat sri akal|salaam|good (morning|afternoon|evening)|how are you|kaise ho|kya haal)\b/;
/** "ok", "hmm", "got it": nothing to search for; the student needs a next step. */
const ACK = /^(ok+|okay|k|hmm+|achh?a|acc?ha|theek hai|thik hai|got it|i see|cool|nice|great|fine|yes|no|haan|nahi|lol)[\s.!?]*$/;
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
  if (ACK.test(text)) return 'ack';
  return null;
}

/** Always the board's business: admission, admit cards, date sheets, mark sheets, re-evaluation. */
const BOARD_ALWAYS =
  /\b(admissions?|admit card|hall ticket|date ?sheet|re-?evaluation|re-?checking|exam (centre|center|form)|re-?registration|enrol?ments?|tmas?|tutor marked assignments?|study cent(re|er)s?|on-demand exams?|supplementary exams?|grace marks|pass(ing)? marks|migration certificate)\b|प्रवेश|एडमिशन/;
/** The board's exams and results, and fees... */
const BOARD_TOPIC = /\b(exams?|examinations?|results?|fees?|nios|open school(ing)?|board exams?|mark ?sheets?)\b|परीक्षा|फीस|शुल्क|रिजल्ट|परिणाम/g;
/** ...asked about as facts: when, what date, how much, what marks, which questions will come, what is allowed. */
const BOARD_FACT =
  /\b(fees?|dates?|when (is|are|will|was)|kab|kitni|kitna|kitne|schedule|time ?table|deadline|last date|declared|announced|out|cost|price|how much|marks?|apply|(which|what|kaun se|konse) questions?|questions? (will )?(come|aayenge|aayega|ayenge)|paper|leak|allowed|allow|permitted|rules?|niyam|carry|bring|le ja|passing|register|registration|missed|miss|next month|re-?exam)\b|कब|तारीख|कितनी/g;

/**
 * A question about the board's exams, fees, dates, results or admission: facts the tutor must never
 * invent. A topic word and a different fact word must both occur ("exam fee", "result kab aayega"),
 * so "a late fee for a customer" and "how to prepare for exams" stay course questions.
 */
export function asksBoardFacts(message: string): boolean {
  const text = message.toLowerCase();
  if (BOARD_ALWAYS.test(text)) return true;
  const topics = [...text.matchAll(BOARD_TOPIC)].map((m) => m.index);
  const facts = [...text.matchAll(BOARD_FACT)].map((m) => m.index);
  const short = words(text).length <= 5;
  // "What is the fee?" on its own is about the board's fee too.
  return topics.some((t) => facts.some((f) => f !== t)) || (short && /\bfees?\b/.test(text));
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
