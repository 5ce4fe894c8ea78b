import { all, asWords } from '../language/index.ts';
import type { Block } from './blocks.ts';
import { keyTerms, stem, words } from './text.ts';

/**
 * What a how-to asks to DO, and to what ('how do I fit RAM in the slot' → fit, with install,
 * insert…; to RAM), so that retrieval prefers the section that does it to the one about the thing:
 * 'report UPI fraud' → 'Reporting Cyber Crime' over 'Phishing, OTP and UPI Fraud'.
 */
export interface AskedAction {
  /** The verb asked and those meaning the same (verb stems); empty when it is none of `sameAction`'s. */
  verbs: ReadonlySet<string>;
  /** The thing it is done to: the words after the verb up to a preposition ('ram stick'), stemmed. */
  object: readonly string[];
}

/** A verb's stem without a doubled last letter: 'fitting' and 'fit' are one ('fitt' → 'fit'). */
const undoubled = (term: string) => term.replace(/([b-df-hj-np-tv-z])\1$/, '$1');
export const verbStem = (word: string) => undoubled(stem(word));

const SAME_ACTION: string[][] = all((l) => l.sameAction).map((group) => group.split(/\s+/).map(verbStem));

/** Words ending the thing a verb acts on: 'fit RAM | in the slot', 'raise a ticket | for a complaint'. */
const OBJECT_ENDS = 'in|into|on|onto|to|for|from|with|without|using|at|of|by|so|and|or|when|if|while';
/** The how-to phrase, the verb it asks about and its object ('how to raise ticket', 'how do i fit ram stick'). */
const HOW_TO_VERB = new RegExp(
  `(?:${asWords(all((l) => l.howTo))})\\s+(?:(?:a|an|the|i|we|you)\\s+)*(?<verb>[a-z][a-z-]+)(?<object>(?:\\s+(?!(?:${OBJECT_ENDS})\\b)[a-z0-9][\\w.-]*){0,4})`,
  'i',
);

const NOTHING: AskedAction = { verbs: new Set(), object: [] };

/** What a how-to asks to do and to what; nothing for other questions or a verb of no known doing. */
export function askedAction(question: string): AskedAction {
  const m = HOW_TO_VERB.exec(question);
  const asked = m?.groups?.verb ? verbStem(m.groups.verb.toLowerCase()) : '';
  const verbs = new Set(SAME_ACTION.filter((g) => g.includes(asked)).flat());
  return verbs.size ? { verbs, object: keyTerms(m?.groups?.object ?? '').map(undoubled) } : NOTHING;
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

/** A section's words hold the object, or a word containing it ('site' in 'website'); no object, any section. */
const holdsObject = (terms: ReadonlySet<string>, object: readonly string[]) =>
  !object.length || [...terms].some((term) => object.some((t) => undoubled(term).includes(t)));

interface Section {
  heading: string;
  blocks: readonly Block[];
  terms: ReadonlySet<string>;
}

/**
 * Whether a section does the asked action to the thing asked about: its heading names the action
 * and its text the object ('Reporting Cyber Crime' for 'report UPI fraud'); or one of its steps does
 * it to the thing ('6. **If not, raise a ticket**'); or a step is about the thing ('3. **RAM:** …')
 * where the section opens with the action ('Fitting the main parts on the motherboard…').
 * `topic` is every word of the question's thing (object and place: 'ram', 'motherboard').
 */
export function doesAction(section: Section, asked: AskedAction, topic: readonly string[]): 'heading' | 'step' | null {
  if (!asked.verbs.size) return null;
  const has = (stems: ReadonlySet<string>) => [...asked.verbs].some((v) => stems.has(v));
  const thing = topic.map(undoubled);
  const names = (stems: ReadonlySet<string>) => thing.some((t) => stems.has(t));
  if (has(stemsOf(section.heading)) && holdsObject(section.terms, asked.object)) return 'heading';
  const opening = section.blocks.find((b) => b.kind === 'paragraph');
  const opensWithAction = opening !== undefined && has(stemsOf(opening.markdown));
  const doesIt = (s: Step) => (has(s.stems) && names(s.stems)) || (opensWithAction && names(s.lead));
  return section.blocks.some((b) => b.kind === 'steps' && steps(b).some(doesIt)) ? 'step' : null;
}
