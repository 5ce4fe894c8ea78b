/** Business constants shared by the api and the web app (spec section 9). */

export const COURSE_BOTS = ['webDevelopment', 'dataEntry', 'itEssentials', 'crmVoice', 'ComputerHardware'] as const;
export const CHAT_BOTS = ['learn', ...COURSE_BOTS, 'nios'] as const;
export type CourseBot = (typeof COURSE_BOTS)[number];
export type ChatBot = (typeof CHAT_BOTS)[number];
/** One of the five course bots (a bot, or a course-note passage's source); not 'learn' or 'nios'. */
export const isCourseBot = (value: string): value is CourseBot => (COURSE_BOTS as readonly string[]).includes(value);

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** The spec's "basic email pattern". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MAX_SUGGESTED_QUESTIONS = 4;
export const NAME_SESSION_AT_MESSAGE_COUNT = 2;
export const ASSIGNMENT_MIN_MESSAGES = 4;
export const FLASHCARDS_MIN_MESSAGES = 6;
export const GOOD_SCORE_RATIO = 0.7;
export const MOBILE_BREAKPOINT_PX = 768;
/**
 * A question (a send's text) at most this many characters: about two pages, more than any student
 * types. Longer ones cost the server work for everyone (decision 0027-bounded-work-per-request).
 */
export const QUESTION_MAX_LENGTH = 4000;
/** What the server says when a question is longer; the composer says the same before sending. */
export const QUESTION_TOO_LONG = `Your question is too long: please keep it within ${QUESTION_MAX_LENGTH.toLocaleString('en-US')} characters.`;
/** One stored voice turn (store-voice-messages) at most this many characters; the call screen splits longer turns. */
export const VOICE_TEXT_MAX_LENGTH = 4000;
/** Turns stored by one store-voice-messages call at most; the call screen sends more in several calls. */
export const VOICE_MESSAGES_PER_CALL = 200;
/** The history panel's page of sessions, and the most one request may ask for. */
export const SESSIONS_PAGE_SIZE = 50;
export const SESSIONS_PAGE_MAX = 100;

/** How many cards a generated set has, and how long an answer may be (words, with a little slack). */
export const FLASHCARDS_PER_SET = { min: 8, max: 15 } as const;
export const FLASHCARD_ANSWER_MAX_WORDS = 25;
