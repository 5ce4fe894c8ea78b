import { all, asWords } from '../language/index.ts';
import type { Block } from './blocks.ts';
import { stem, words } from './text.ts';

/**
 * What a how-to asks to DO ('how do I fit RAM' → fit, with install, insert…), so that retrieval
 * prefers the section that does it to the one about the thing: 'report UPI fraud' → 'Reporting
 * Cyber Crime' over 'Phishing, OTP and UPI Fraud'; 'raise a ticket' → 'Creating a Service Ticket'.
 */

/** A verb's stem without a doubled last letter: 'fitting' and 'fit' are one ('fitt' → 'fit'). */
const undoubled = (term: string) => term.replace(/([b-df-hj-np-tv-z])\1$/, '$1');
export const verbStem = (word: string) => undoubled(stem(word));

const SAME_ACTION: string[][] = all((l) => l.sameAction).map((group) => group.split(/\s+/).map(verbStem));

/** The how-to phrase, then the verb it asks about ('how to raise', 'how do i fit', 'steps for calming'). */
const HOW_TO_VERB = new RegExp(`(?:${asWords(all((l) => l.howTo))})\\s+(?:(?:a|an|the|i|we|you)\\s+)*(?<verb>[a-z][a-z-]+)`, 'i');

/**
 * The verb a how-to asks about and the verbs meaning the same (stems), when it is one of SAME_ACTION's;
 * none for other questions.
 */
export function askedAction(question: string): ReadonlySet<string> {
  const verb = HOW_TO_VERB.exec(question)?.groups?.verb;
  if (!verb) return new Set();
  const asked = verbStem(verb.toLowerCase());
  return new Set(SAME_ACTION.filter((g) => g.includes(asked)).flat());
}

const stemsOf = (text: string) => new Set(words(text).map(verbStem));

const stepStems = new WeakMap<Block, Set<string>[]>();
/** Each numbered step of a steps block as its own set of stems, once per block. */
function steps(block: Block): Set<string>[] {
  let found = stepStems.get(block);
  if (!found) stepStems.set(block, (found = block.markdown.split(/\n(?=\s*\d+[.)]\s)/).map(stemsOf)));
  return found;
}

/**
 * Whether a section does the asked action: its heading names the action ('Reporting Cyber Crime'),
 * or one of its steps does it to the thing asked about ('**If not, raise a ticket**').
 */
export function doesAction(heading: string, blocks: readonly Block[], action: ReadonlySet<string>, topic: readonly string[]): 'heading' | 'step' | null {
  if (!action.size) return null;
  const has = (stems: ReadonlySet<string>) => [...action].some((a) => stems.has(a));
  if (has(stemsOf(heading))) return 'heading';
  const thing = topic.map(undoubled);
  return blocks.some((b) => b.kind === 'steps' && steps(b).some((s) => has(s) && thing.some((t) => s.has(t)))) ? 'step' : null;
}
