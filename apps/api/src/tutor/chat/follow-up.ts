import { COURSE_BOTS, COURSE_TITLES, isCourseBot, type ChatBot } from '@vidya/contract';
import type { Content } from '../../content/load-content.ts';
import { questionShape, type QuestionShape } from '../grounding/question-shape.ts';
import { sectionRef } from '../grounding/retrieval.ts';
import { hinglishWordCount, keyTerms, wordCount } from '../grounding/text.ts';
import { all, anyOf, asWords, section } from '../language/index.ts';
import type { HistoryMessage } from '../types.ts';
import { createEditionView, type EditionView } from './edition-view.ts';

/**
 * Follow-ups: 'why?', 'give an example', 'explain more simply', 'and in Calc?', 'example do',
 * 'samjhao'. They go on from the section the tutor cited last, instead of starting over.
 */
export type FollowUpKind = 'example' | 'simpler' | 'why' | 'more';

const followUp = section((l) => l.followUp);
const difference = section((l) => l.difference);

const KINDS = (['example', 'simpler', 'why', 'more'] as const).map((kind) => [kind, new RegExp(asWords(followUp[kind]), 'i')] as const);

/** Hindi pointers that are English words too ('use' is 'it' in 'use kaise kholte hai'): pointers only in Hinglish. */
const ALSO_ENGLISH = new Set(all((l) => l.alsoEnglish));
const POINTERS = followUp.pointsBack.filter((w) => !ALSO_ENGLISH.has(w));
const HINGLISH_POINTER = new RegExp(asWords(followUp.pointsBack.filter((w) => ALSO_ENGLISH.has(w))), 'i');
/** Words that point back at what was just said: 'it', 'this', 'iska', 'what if…', 'but…'. */
// (A word's end in any script: 'तो market से…' starts with 'तो'.)
const REFERS_BACK_CLEARLY = new RegExp(String.raw`^${anyOf(followUp.continues)}(?![\p{L}\p{M}])|${asWords(POINTERS)}`, 'iu');
/** …and those that only may: 'also', 'bhi', a leading 'and…' or 'aur…' (which may start a new topic). */
const REFERS_BACK = new RegExp(String.raw`${REFERS_BACK_CLEARLY.source}|^${anyOf(followUp.continuesLoosely)}(?![\p{L}\p{M}])|${asWords(followUp.pointsBackLoosely)}`, 'iu');
/** 'port use karta hai': the English verb, with a Hindi 'do' after it. */
const ENGLISH_VERB_USE = /\buse (?:kar|ho)\w*/gi;
const pointsInHinglish = (message: string) => hinglishWordCount(message) > 0 && HINGLISH_POINTER.test(message.replace(ENGLISH_VERB_USE, ' '));

/** The kind of follow-up a message asks for, or null when it asks nothing of the kind ('one more thing, …' asks none). */
export function followUpKind(message: string): FollowUpKind | null {
  for (const [kind, pattern] of KINDS) if (pattern.test(pointing(message))) return kind;
  return null;
}

/** What a message says besides asking for its kind of follow-up: 'alt text kyu likhte hai' → 'alt text likhte hai'. */
export function besidesKind(message: string): string {
  return KINDS.reduce((text, [, pattern]) => text.replace(new RegExp(pattern.source, 'gi'), ' '), message);
}

/** 'acha ye batao…', 'tell me this…': words that point at nothing said, left out before looking for pointers. */
const POINTS_NOWHERE = new RegExp(asWords(followUp.pointsNowhere), 'gi');
const pointing = (message: string) => message.replace(POINTS_NOWHERE, ' ').trim();
/**
 * 'my radio buttons let me pick two options, how to stop that', 'hard disk pe 7200 rpm likha hota
 * hai uska matlab': a pointer after the message has said four things of its own points at those,
 * not at the last answer. The message up to its fourth content word.
 */
const OWN_WORDS_FIRST = 4;
function ownSaying(message: string): string {
  let said = 0;
  for (const m of message.matchAll(/\S+/g)) if (keyTerms(m[0]).length && ++said === OWN_WORDS_FIRST) return message.slice(0, m.index + m[0].length);
  return message;
}
export const refersBack = (message: string) => REFERS_BACK.test(pointing(message)) || pointsInHinglish(pointing(message));
export const refersBackClearly = (message: string) => {
  const text = pointing(ownSaying(message));
  return REFERS_BACK_CLEARLY.test(text) || pointsInHinglish(text);
};

/** 'what about UEFI?', 'and a closed question?', 'aur control unit?': a new thing asked in the last topic's context. */
const WHAT_ABOUT = new RegExp(String.raw`^(?:${anyOf([...followUp.and, ...followUp.but])} )?${anyOf(followUp.whatAbout)} (.+)$`, 'i');
/** 'and X?' names a thing only when X is short and asks nothing itself ('and if I can't finish?' does). */
const AND_THING = new RegExp(String.raw`^${anyOf(followUp.and)} (?!${anyOf(followUp.asksItself)}\b)(.+)$`, 'i');

/** The thing a 'what about X?' follow-up asks about, or null. */
export function aboutWhat(message: string): string | null {
  const text = message.trim().replace(/[?.!]+$/, '');
  const thing = WHAT_ABOUT.exec(text)?.[1] ?? AND_THING.exec(text)?.[1];
  if (!thing || wordCount(thing) > 6 || !keyTerms(thing).length) return null;
  return thing.replace(/^(the|a|an)\s+/i, '');
}

/** 'which one is better for…', 'kaunsa lu': choosing between what the last answer compared. */
const WHICH_ONE = new RegExp(asWords(followUp.whichOne), 'i');
const OFFERS_CHOICE = new RegExp(followUp.offersChoice.join('|'), 'i');
export const choosesBetween = (message: string, lastQuestion: string) => WHICH_ONE.test(message) && (mentionsComparing(lastQuestion) || OFFERS_CHOICE.test(lastQuestion));

/** 'say that again', 'repeat', 'phir se batao': the student asks for the same answer. */
const REPEAT = new RegExp(asWords(followUp.repeat), 'i');
export const asksToRepeat = (message: string) => REPEAT.test(message);

/** A follow-up with nothing of its own: 'why?', 'example do', 'explain more simply'. */
export const bare = (message: string) => followUpKind(message) !== null && message.trim().split(/\s+/).length <= 5;

/**
 * The last bot message that cited the notes (among the last six messages) and the question it goes
 * back to: the student's last question that was not itself a bare follow-up ('What is the 3-2-1
 * rule?' → 'why?' → 'explain more simply').
 */
export function lastExchange(history: HistoryMessage[], cites: (m: HistoryMessage) => boolean): { question: string; answer: HistoryMessage } | null {
  // The last answer that cited the notes: an 'ok' and its reply in between do not end the topic.
  const i = history.findLastIndex((m, k) => m.sender === 'bot' && k >= history.length - 6 && cites(m));
  if (i < 0) return null;
  const asked = history.slice(0, i).filter((m) => m.sender === 'user');
  const question = (asked.findLast((m) => !bare(m.text)) ?? asked.at(-1))?.text ?? '';
  return { question, answer: history[i]! };
}

/**
 * The section a bot message cited: stored with it (citedSection), or read back from its citation
 * line for messages stored before that was kept ('From your course notes: Chapter 4: … (Net speed)').
 */
export function citedRef(content: Content, bot: ChatBot, m: HistoryMessage): string | null {
  if (m.citedSection) return m.citedSection;
  // The note runs to the end of the line: a heading may hold brackets ('Average Handle Time (AHT)').
  const course = /From your course notes: Chapter (\d+): ([^\n(]*?)(?: \((.*)\))?[ \t]*$/m.exec(m.text);
  if (course) {
    const note = course[3] ?? '';
    const named = COURSE_BOTS.find((b) => note.startsWith(`${COURSE_TITLES[b]} course`));
    const source = named ?? (isCourseBot(bot) ? bot : undefined);
    if (!source) return null;
    const heading = named ? note.replace(`${COURSE_TITLES[named]} course`, '').replace(/^ — /, '') : note;
    const title = course[2]!.trim();
    return sectionRef({ source, chapterNumber: Number(course[1]), chapterTitle: title, heading: heading || title });
  }
  const hindi = hindiCitedRef(content, bot, m.text);
  if (hindi) return hindi;
  const guide = /From the help guide: ([^\n(]*?)(?: \((.*)\))?[ \t]*$/m.exec(m.text);
  if (!guide) return null;
  const title = guide[1]!.trim();
  return content.help.concat(content.studySkills).some((d) => d.title === title) ? sectionRef({ source: 'help', chapterNumber: null, chapterTitle: title, heading: guide[2] ?? title }) : null;
}

const MENTIONS_COMPARING = new RegExp(difference.mentions.join('|'), 'i');
const COMPARING_TERMS = new RegExp(String.raw`^${anyOf(difference.terms)}$`);
/** 'different', 'vs', 'fark': the message compares something. */
export const mentionsComparing = (message: string) => MENTIONS_COMPARING.test(message);

/**
 * The shape of a follow-up, with 'it' read as the last question's topic: 'how is it different from
 * an IP address?' after 'What is a MAC address?' compares the two.
 */
export function followUpShape(question: string, lastQuestion: string): QuestionShape {
  const own = questionShape(question);
  if (own.kind !== 'concept' || !mentionsComparing(question)) return own;
  const before = keyTerms(lastQuestion);
  const now = keyTerms(question).filter((t) => !before.includes(t) && !COMPARING_TERMS.test(t));
  return before.length && now.length ? { kind: 'difference', sides: [before, now] } : own;
}

const views = new WeakMap<Content, EditionView>();
/** The English section a Hindi answer's citation names. */
function hindiCitedRef(content: Content, bot: ChatBot, text: string): string | null {
  if (!content.hindi) return null;
  const view = views.get(content) ?? views.set(content, createEditionView(content)).get(content)!;
  const found = view.cited(text, bot);
  return found ? sectionRef(found) : null;
}
