import { all, anyOf, asWords, section } from '../language/index.ts';
import type { Block } from './blocks.ts';
import { keyTerms, stem, words } from './text.ts';

/**
 * What a how-to asks to DO, and to what ('how do I fit RAM in the slot' → fit, with install,
 * insert…; to RAM), so that retrieval prefers the section that does it to the one about the thing:
 * 'report UPI fraud' → 'Reporting Cyber Crime' over 'Phishing, OTP and UPI Fraud'.
 */
export interface AskedAction {
  /** The verb asked and those meaning the same (verb stems); empty when it is none of the lexicon's `action.same`. */
  verbs: ReadonlySet<string>;
  /** The thing it is done to: the words after the verb up to a preposition ('ram stick'), stemmed. */
  object: readonly string[];
}

/** A verb's stem without a doubled last letter: 'fitting' and 'fit' are one ('fitt' → 'fit'). */
const undoubled = (term: string) => term.replace(/([b-df-hj-np-tv-z])\1$/, '$1');
export const verbStem = (word: string) => undoubled(stem(word));

const ACTION = section((l) => l.action);
const SAME_ACTION: string[][] = ACTION.same.map((group) => group.split(/\s+/).map(verbStem));
const ENDS = new Set(ACTION.objectEnds);
const MARKS = new Set(ACTION.objectMarks);

const HOW_TO = asWords(all((l) => l.howTo));
/** English order: the how-to phrase, the verb, its object ('how to raise ticket', 'how do i fit ram stick'). */
const HOW_TO_VERB = new RegExp(
  `(?:${HOW_TO})\\s+(?:(?:a|an|the|i|we|you)\\s+)*(?<verb>[a-z][a-z-]+)(?<object>(?:\\s+(?!${anyOf(ACTION.objectEnds)}\\b)[a-z0-9][\\w.-]*){0,4})`,
  'i',
);
/** Hindi order: the object, the verb next to the how-to word ('ticket raise kaise kare', 'ram ko kaise fit kare'). */
const HINDI_ORDER = new RegExp(`(?<before>.*?)(?:(?<verbBefore>[a-z][a-z-]+)\\s+)?(?:${HOW_TO})(?:\\s+(?<verbAfter>[a-z][a-z-]+))?`, 'i');

/** Nothing asked to do: another kind of question, or a verb of many doings ('check', 'make'). */
export const NOTHING: AskedAction = { verbs: new Set(), object: [] };

/** The verbs meaning the same as one (stems), if it is a known doing. */
const sameAs = (verb: string | undefined) => {
  const asked = verb ? verbStem(verb.toLowerCase()) : '';
  return new Set(SAME_ACTION.filter((g) => g.includes(asked)).flat());
};

/**
 * The thing acted on, before the verb in Hindi order: the words before 'ko' when marked ('ram ko slot
 * me' → ram), else the last words before the verb, after any postposition ('upi fraud report' → upi fraud).
 */
function objectBefore(text: string): string[] {
  let before: string[] = text.toLowerCase().match(/[a-z0-9][\w.-]*/g) ?? [];
  const mark = before.findLastIndex((w) => MARKS.has(w));
  if (mark >= 0) before = before.slice(0, mark);
  while (before.length && ENDS.has(before.at(-1)!)) before.pop();
  const end = before.findLastIndex((w) => ENDS.has(w) || MARKS.has(w));
  return before.slice(end + 1).slice(-3);
}

/** What a how-to asks to do and to what; nothing for other questions or a verb of no known doing. */
export function askedAction(question: string): AskedAction {
  const english = HOW_TO_VERB.exec(question);
  const verbs = sameAs(english?.groups?.verb);
  // 'ticket kaise raise kare': after the verb only Hindi words; the thing came first.
  const after = keyTerms(english?.groups?.object ?? '');
  if (english && verbs.size) return { verbs, object: (after.length ? after : keyTerms(objectBefore(question.slice(0, english.index)).join(' '))).map(undoubled) };
  const hindi = HINDI_ORDER.exec(question)?.groups;
  if (!hindi) return NOTHING;
  const [verb, before] = sameAs(hindi.verbBefore).size ? [hindi.verbBefore, hindi.before] : [hindi.verbAfter, `${hindi.before ?? ''} ${hindi.verbBefore ?? ''}`];
  const found = sameAs(verb);
  return found.size ? { verbs: found, object: keyTerms(objectBefore(before ?? '').join(' ')).map(undoubled) } : NOTHING;
}

const stemsOf = (text: string) => new Set(words(text).map(verbStem));

interface Step {
  stems: Set<string>;
  /** The stems of its bold lead ('3. **RAM:** Open the slot clips' → ram): what the step is about. */
  lead: Set<string>;
}

const LEAD = /^\s*\d+[.)]\s+\*\*([^*]+)\*\*/;
const stepsOf = new WeakMap<Block, Step[]>();
/** Each numbered step of a steps block on its own, once per block. */
function steps(block: Block): Step[] {
  let found = stepsOf.get(block);
  if (!found) {
    const items = block.markdown.split(/\n(?=\s*\d+[.)]\s)/);
    stepsOf.set(block, (found = items.map((item) => ({ stems: stemsOf(item), lead: stemsOf(LEAD.exec(item)?.[1] ?? '') }))));
  }
  return found;
}

/**
 * A section is about the object when its heading or one of its steps names it, or its text does
 * more than in passing (twice): 'Creating a Bootable USB' names 'the GPT partition scheme' once, and
 * does not teach how to create partitions. A word containing it counts ('site' in 'website').
 */
function aboutObject(part: Section, object: readonly string[]): boolean {
  if (!object.length) return true;
  const named = (stems: Iterable<string>) => [...stems].some((w) => object.some((t) => w.includes(t)));
  if (named(stemsOf(part.heading)) || part.blocks.some((b) => b.kind === 'steps' && steps(b).some((s) => named(s.stems)))) return true;
  return words(part.text).filter((w) => named([verbStem(w)])).length >= 2;
}

/** A sentence of a paragraph: 'To make a new folder, right-click…', 'This installs the VLC media player.' */
const INSTRUCTION = /(?:^|[.!?]\s+)([A-Z][^.!?]{2,160})/g;
const instructionsOf = new WeakMap<Block, Set<string>[]>();
function instructions(block: Block): Set<string>[] {
  let found = instructionsOf.get(block);
  if (!found) instructionsOf.set(block, (found = [...block.markdown.matchAll(INSTRUCTION)].map((m) => stemsOf(m[1]!))));
  return found;
}

interface Section {
  heading: string;
  text: string;
  blocks: readonly Block[];
}

/**
 * Whether a section does the asked action to the thing asked about: its heading names the action
 * and it is about the object ('Reporting Cyber Crime' for 'report UPI fraud'); or one of its steps does
 * it to the thing ('6. **If not, raise a ticket**'); or a step is about the thing ('3. **RAM:** …')
 * where the section opens with the action ('Fitting the main parts on the motherboard…').
 * `topic` is every word of the question's thing (object and place: 'ram', 'motherboard').
 */
export function doesAction(part: Section, asked: AskedAction, topic: readonly string[]): 'heading' | 'step' | null {
  if (!asked.verbs.size) return null;
  const has = (stems: ReadonlySet<string>) => [...asked.verbs].some((v) => stems.has(v));
  const thing = topic.map(undoubled);
  const names = (stems: ReadonlySet<string>) => thing.some((t) => stems.has(t));
  if (has(stemsOf(part.heading)) && aboutObject(part, asked.object)) return 'heading';
  const opening = part.blocks.find((b) => b.kind === 'paragraph');
  const opensWithAction = opening !== undefined && has(stemsOf(opening.markdown));
  const doesIt = (s: Step) => (has(s.stems) && names(s.stems)) || (opensWithAction && names(s.lead));
  if (part.blocks.some((b) => b.kind === 'steps' && steps(b).some(doesIt))) return 'step';
  // A sentence of running text that does it to the thing does it too: 'To make a new folder, right-click…'.
  return part.blocks.some((b) => b.kind === 'paragraph' && instructions(b).some((stems) => has(stems) && names(stems))) ? 'step' : null;
}
