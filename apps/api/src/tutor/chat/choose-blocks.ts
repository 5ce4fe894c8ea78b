import { listItems, parseBlocks, type Block } from '../grounding/blocks.ts';
import { definitionsIn, namesAsked } from '../grounding/definitions.ts';
import type { QuestionShape } from '../grounding/question-shape.ts';
import { keyTerms } from '../grounding/text.ts';

/**
 * Which blocks of a section to show, and in what order (always the notes' order). A block is never
 * rewritten: code, formulas and tables reach the student exactly as the notes have them.
 *   concept    the paragraph that best answers it, with the list/table/code it introduces
 *   how-to     the numbered steps, with the sentence that leads into them
 *   difference the table covering both sides, else the best paragraph on each side
 *   example    the section's worked example (or its code, or its table)
 *   why        the paragraphs that give reasons
 *   simpler    its main point in short sentences, and an everyday example
 *   focused    only the block that best matches `focus` (a follow-up's own words), with what it introduces
 */
export type Mode = QuestionShape['kind'] | 'example' | 'why' | 'because' | 'simpler' | 'more' | 'focused';

/** Words (roughly) an answer's blocks may take before the citation and quick check; a phone screen or two. */
const BUDGET = 200;

/** A block that shows an example without being labelled one: quoted words to say, 'for example', 'instead of'. */
const EXAMPLE_LIKE = /\bfor example\b|\bsuch as\b|\be\.g\.|\binstead of\b|"[^"]{8,}"|`[^`]+`/i;

const REASON = /\b(because|so that|this is why|that is why|which means|otherwise|prevents?|protects?|avoids?|saves?|helps?|reasons?|important|so you|so the|so it|can cause|causes?|caused by|due to|risk)\b/gi;

/** How many reasons ('because', 'so that', 'prevents') a paragraph or list gives. */
/** A sentence that says why in so many words ('important', 'helps' say less). */
const SAYS_WHY = /\b(because|so that|this is why|that is why|which means|otherwise|due to|so you|so the|so it|prevents?|protects?)\b/i;
const reasonsIn = (b: Block) => (b.kind === 'paragraph' || b.kind === 'list' ? (b.markdown.match(REASON)?.length ?? 0) : 0);

export interface Chosen {
  blocks: Block[];
  /**
   * For 'simpler': the main point in short sentences (as written in the notes), with what a last
   * sentence introduces ('It includes three parts:'), then an everyday example of the section.
   */
  simple?: { sentences: string[]; introduced?: Block; example: Block[] };
  /** For a 'why?' whose reasons the last answer showed in full: the sentences that give them, alone. */
  because?: string[];
}

const hits = (b: Block, terms: Set<string>) => {
  let n = 0;
  for (const t of terms) if (b.terms.has(t)) n++;
  return n;
};

/** The block that leads into `i` ('Follow these steps:'), when it is a paragraph ending in a colon. */
const leadIn = (blocks: readonly Block[], i: number) => {
  const before = blocks[i - 1];
  return before?.kind === 'paragraph' && /:\s*$/.test(before.markdown) ? i - 1 : -1;
};

/**
 * The block right after a paragraph that introduces it (a paragraph ending with ':'), whatever it is:
 * an answer never stops at 'These are linked by Ohm's law:'.
 */
const introduced = (blocks: readonly Block[], i: number) => {
  const next = blocks[i + 1];
  return next && next.kind !== 'heading' && blocks[i]!.kind === 'paragraph' && /:\s*$/.test(blocks[i]!.markdown) ? i + 1 : -1;
};

/**
 * The rest of a worked example that block `i` is part of: its opening paragraph ('Worked example:
 * Pooja handled 5 calls.'), the table, steps or code marked as its own, and the line with its result
 * right after them ('$\\text{AHT} = 1{,}750 \\div 5 = 350$ seconds').
 */
function workedExample(blocks: readonly Block[], i: number): number[] {
  const isLead = (k: number) => blocks[k]?.example && blocks[k]!.kind === 'paragraph';
  const isBody = (k: number) => blocks[k]?.example && blocks[k]!.kind !== 'paragraph';
  let lead = i;
  while (!isLead(lead) && isBody(lead)) lead--;
  if (!isLead(lead) || (lead === i && !isBody(i + 1))) return [];
  let end = lead + 1;
  while (isBody(end)) end++;
  const result = blocks[end]?.kind === 'paragraph' && blocks[end]!.markdown.startsWith('$') ? [end] : [];
  return [...Array.from({ length: end - lead }, (_, k) => lead + k), ...result];
}

/** An answer opens with a sentence that says what it is about, not with 'Steps:' or a table. */
function opening(blocks: readonly Block[], picked: Set<number>) {
  const first = Math.min(...picked);
  const says = (b: Block) => b.kind === 'paragraph' && b.words >= 8;
  if (!Number.isFinite(first) || says(blocks[first]!)) return;
  const before = blocks.slice(0, first).findLastIndex(says);
  const index = before >= 0 ? before : blocks.findIndex(says);
  if (index >= 0) picked.add(index);
}

function fill(blocks: readonly Block[], picked: Set<number>, order: number[], budget = BUDGET): Block[] {
  let used = [...picked].reduce((n, i) => n + blocks[i]!.words, 0);
  for (const i of order) {
    if (picked.has(i) || blocks[i]!.kind === 'heading') continue;
    if (used + blocks[i]!.words > budget) continue;
    picked.add(i);
    used += blocks[i]!.words;
  }
  opening(blocks, picked);
  // 'Net speed is … :' never without the formula it introduces, nor a table without its lead-in, nor
  // a worked example without its working. What that brings in is checked too (for…of visits what is
  // pushed while it runs).
  const check = [...picked];
  for (const i of check)
    for (const j of [introduced(blocks, i), leadIn(blocks, i), ...workedExample(blocks, i)])
      if (j >= 0 && !picked.has(j)) {
        picked.add(j);
        check.push(j);
      }
  return [...picked].sort((a, b) => a - b).map((i) => blocks[i]!);
}

/**
 * How well the text an example illustrates matches: the paragraph (and formula) just before it, back
 * to the previous example or heading.
 */
function topicBefore(blocks: readonly Block[], i: number, terms: Set<string>): number {
  let best = 0;
  for (let k = i - 1; k >= 0 && k >= i - 3; k--) {
    const b = blocks[k]!;
    if (b.example || b.kind === 'heading') break;
    best = Math.max(best, hits(b, terms));
  }
  return best;
}

/** Indexes of blocks by how well they match, best first; only blocks that match at all. */
function byMatch(blocks: readonly Block[], terms: Set<string>, skip: (b: Block) => boolean): number[] {
  return blocks
    .map((b, i) => ({ i, n: skip(b) ? 0 : hits(b, terms) }))
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .map((x) => x.i);
}

/** Lists longer than this give only the item that defines what is asked ('7. **Check digit:** …'). */
const LONG_LIST = 4;

/**
 * The block that says what `asked` is ('**Padding**: space inside…', 'A **disposition** is the code…'),
 * as written; of a long list, only the defining item, as a paragraph. Null when the section only
 * mentions it.
 */
export function definitionBlock(blocks: readonly Block[], asked: readonly string[]): { index: number; block: Block } | null {
  if (!asked.length) return null;
  const index = blocks.findIndex((b) => (b.kind === 'paragraph' || b.kind === 'list' || b.kind === 'steps') && definitionsIn(b.markdown).some((d) => namesAsked(d, asked)));
  const found = blocks[index];
  if (!found) return null;
  const items = found.kind === 'paragraph' ? [] : listItems(found);
  if (items.length <= LONG_LIST) return { index, block: found };
  const item = items.find((i) => definitionsIn(i).some((d) => namesAsked(d, asked)));
  return { index, block: item ? parseBlocks(item)[0]! : found };
}

/**
 * The blocks to show. `terms`: the question's stemmed terms; `shown`: text already in the previous
 * answer (a follow-up goes on to what was not shown yet); `headingNamesIt`: the section's heading
 * names the question's words, so its steps are the answer even when they do not repeat them;
 * `asked`: what a 'what is X' asks to define (grounding/definitions.ts), so its definition leads.
 */
export function chooseBlocks(
  blocks: readonly Block[],
  terms: Set<string>,
  shape: QuestionShape,
  mode: Mode,
  shown = '',
  headingNamesIt = false,
  focus: ReadonlySet<string> = terms,
  asked: readonly string[] = [],
): Chosen {
  if (mode === 'concept') {
    const definition = definitionBlock(blocks, asked);
    if (definition) return definitionFirst(blocks, definition, terms, shape);
  }
  const fresh = (b: Block) => !shown.includes(b.markdown);
  // 'Tell me more' goes on to what was not shown; a follow-up with its own words gets what answers them.
  const ranked = byMatch(blocks, terms, (b) => mode === 'more' && !fresh(b));
  const picked = new Set<number>();
  const add = (i: number) => {
    if (i < 0) return;
    picked.add(i);
    const intro = leadIn(blocks, i);
    if (intro >= 0) picked.add(intro);
    const next = introduced(blocks, i);
    if (next >= 0) picked.add(next);
    // A defining paragraph comes with the table, list or code right after it, when that is on the question too.
    const after = blocks[i + 1];
    if (blocks[i]!.kind === 'paragraph' && after && after.kind !== 'paragraph' && after.kind !== 'heading' && hits(after, terms) > 0) picked.add(i + 1);
  };

  switch (mode) {
    case 'example': {
      // A worked example about the question first; one already shown only when nothing else fits.
      // An example belongs to what it follows: after 'CSAT comes from surveys…', the CSAT example, not the FCR one.
      const scored = blocks
        .map((b, i) => ({ i, n: (b.example ? 2 : EXAMPLE_LIKE.test(b.markdown) || b.kind === 'code' ? 1 : 0) * (1 + hits(b, terms) + (b.example ? topicBefore(blocks, i, terms) : 0)) + (fresh(b) ? 1 : 0) }))
        .filter((x) => x.n > 1 && (hits(blocks[x.i]!, terms) > 0 || blocks[x.i]!.example))
        .sort((a, b) => b.n - a.n || a.i - b.i);
      // A second example only when it is as good a fit as the first.
      const top = scored[0]?.n ?? 0;
      scored.slice(0, 2).filter((x, k) => k === 0 || x.n >= top).forEach((x) => add(x.i));
      break;
    }
    case 'why': {
      // Reasons not yet shown first: a 'why?' after an answer wants what the answer did not say.
      const onTopic = (i: number) => hits(blocks[i]!, terms) > 0 || !ranked.length;
      // Only blocks that give a reason ('because', 'that is why'), when the section has any on the topic.
      const giveReasons = blocks.some((b, i) => reasonsIn(b) > 0 && onTopic(i));
      const reasons = blocks
        .map((b, i) => ({ i, n: b.kind === 'paragraph' || b.kind === 'list' ? reasonsIn(b) + hits(b, terms) + (fresh(b) ? 2 : 0) : 0 }))
        .filter((x) => x.n > 0 && onTopic(x.i) && (!giveReasons || reasonsIn(blocks[x.i]!) > 0))
        .sort((a, b) => b.n - a.n || a.i - b.i);
      reasons.slice(0, 2).forEach((x) => picked.add(x.i));
      break;
    }
    case 'because': {
      const because = becauseSentences(blocks, terms);
      return because.length ? { blocks: [], because } : { blocks: [] };
    }
    case 'focused': {
      // The follow-up's own words first ('check' of 'how do I check it?'), then the topic's.
      const best = blocks
        .map((b, i) => ({ i, n: b.kind === 'heading' ? 0 : hits(b, new Set(focus)) * 10 + hits(b, terms) }))
        .filter((x) => x.n >= 10)
        .sort((a, b) => b.n - a.n || a.i - b.i)[0];
      add(best?.i ?? -1);
      return { blocks: fill(blocks, picked, []) };
    }
    case 'simpler': {
      const simple = simplerExplanation(blocks, terms);
      if (simple) return { blocks: [], simple };
      break;
    }
    case 'how-to': {
      // The steps that match best; steps on something else lose to a paragraph that answers it.
      const steps = blocks.map((b, i) => (b.kind === 'steps' ? i : -1)).filter((i) => i >= 0);
      const best = steps.sort((a, b) => hits(blocks[b]!, terms) - hits(blocks[a]!, terms))[0];
      const paragraph = ranked.find((i) => blocks[i]!.kind === 'paragraph');
      const onIt = (i: number) => hits(blocks[i]!, terms) > 0 || headingNamesIt;
      if (best !== undefined && (onIt(best) || paragraph === undefined || hits(blocks[paragraph]!, terms) < 2)) add(best);
      break;
    }
    case 'difference': {
      // A table covering both, else a paragraph covering both, else the best paragraph on each side.
      const both = bothSides(blocks, shape);
      const table = both.find((i) => blocks[i]!.kind === 'table');
      const text = both.find((i) => blocks[i]!.kind === 'paragraph' || blocks[i]!.kind === 'list' || blocks[i]!.kind === 'steps');
      if (table !== undefined || text !== undefined) add((table ?? text)!);
      else if (shape.kind === 'difference') for (const side of shape.sides) add(byMatch(blocks, new Set(side), (x) => x.kind === 'table' || x.kind === 'code' || x.kind === 'heading')[0] ?? -1);
      const focused = fill(blocks, picked, both, BUDGET * 0.75);
      // A one-line comparison gets what else the section says on it, briefly.
      const words = focused.reduce((n, x) => n + x.words, 0);
      return { blocks: words < 40 ? fill(blocks, picked, ranked, 120) : focused };
    }
  }
  // 'Tell me more' with nothing more on its words: the section's next paragraph not shown yet.
  const firstParagraph = mode === 'more' ? blocks.findIndex((b) => b.kind === 'paragraph' && fresh(b)) : -1;
  const lead = ranked.find((i) => blocks[i]!.kind === 'paragraph');
  if (!picked.size) add(lead ?? (firstParagraph >= 0 ? firstParagraph : blocks.findIndex((b) => b.kind === 'paragraph')));
  // Then what else best answers it, within the budget: a formula before anything else (a 'how do I
  // calculate' wants the formula with the worked steps). Follow-ups show only what they asked for.
  if (mode === 'example' || mode === 'why') return { blocks: fill(blocks, picked, []) };
  const formulas = ranked.filter((i) => blocks[i]!.kind === 'math');
  const chosen = fill(blocks, picked, [...formulas, ...ranked], mode === 'how-to' ? BUDGET * 0.75 : BUDGET);
  return { blocks: mode === 'concept' && lead !== undefined ? leading(chosen, blocks[lead]!, terms) : chosen };
}

/**
 * The answer leads with the paragraph that answers it ('uninstall an app' → the paragraph on
 * uninstalling, not the install steps before it), with the blocks joined to it; the rest follows in
 * the notes' order. Only when it matches more of the question than what the notes put first.
 */
function leading(chosen: Block[], lead: Block, terms: Set<string>): Block[] {
  const at = chosen.indexOf(lead);
  if (at <= 0 || hits(lead, terms) <= hits(chosen[0]!, terms)) return chosen;
  // The lead's run: what it introduces ('…these steps:') and what introduces it stay with it.
  let start = at;
  while (start > 0 && /:\s*$/.test(chosen[start - 1]!.markdown) && chosen[start - 1]!.kind === 'paragraph') start--;
  let end = at + 1;
  while (end < chosen.length && /:\s*$/.test(chosen[end - 1]!.markdown)) end++;
  return [...chosen.slice(start, end), ...chosen.slice(0, start), ...chosen.slice(end)];
}

/** A 'what is X' whose section defines X: the definition first, then what else answers it. */
function definitionFirst(blocks: readonly Block[], definition: { index: number; block: Block }, terms: Set<string>, shape: QuestionShape): Chosen {
  const whole = definition.block === blocks[definition.index];
  // A list that defines it comes with the sentence that leads into it ('…four layers, from inside out:').
  const intro = whole ? leadIn(blocks, definition.index) : -1;
  const head = intro >= 0 ? [blocks[intro]!, definition.block] : [definition.block];
  const rest = chooseBlocks(blocks, terms, shape, 'concept')
    .blocks.filter((b) => !head.includes(b) && b !== blocks[definition.index])
    .sort((a, b) => blocks.indexOf(a) - blocks.indexOf(b));
  // Without the list the item came from, what introduced it ('Offices choose a method…:') says nothing.
  const others = whole ? rest : rest.filter((b) => !(b.kind === 'paragraph' && /:\s*$/.test(b.markdown)) && !b.example);
  const budget = BUDGET - head.reduce((n, b) => n + b.words, 0);
  const kept: Block[] = [];
  let used = 0;
  for (const b of others) if ((used += b.words) <= budget) kept.push(b);
  return { blocks: [...head, ...kept] };
}

/** Blocks that speak of both things compared, most of the two sides' words first. */
function bothSides(blocks: readonly Block[], shape: QuestionShape): number[] {
  if (shape.kind !== 'difference') return [];
  const [a, b] = shape.sides;
  const covers = (x: Block, side: string[]) => side.filter((t) => x.terms.has(t)).length;
  return blocks
    .map((x, i) => ({ i, n: Math.min(covers(x, a), covers(x, b)) && covers(x, a) + covers(x, b) }))
    .filter((x) => x.n > 0)
    .sort((p, q) => q.n - p.n || p.i - q.i)
    .map((x) => x.i);
}

/** Sentences of a paragraph as written: 'Rate it from 1 to 5." Commonly…' ends one after its closing quote. */
const sentencesOf = (markdown: string) => markdown.split(/(?<=[.!?]["”)]?)\s+(?=[A-Z0-9*`"(])/).map((s) => s.trim()).filter(Boolean);

/** A sentence that cuts no code, bold or formula in half. */
const balanced = (s: string) => [/`/g, /\*\*/g, /\$/g].every((mark) => (s.match(mark)?.length ?? 0) % 2 === 0);

/**
 * How much a paragraph reads as the topic's definition: it opens with the topic in bold
 * ('**Customer Satisfaction Score (CSAT)** comes from…', 'A **UPS** has…'), or its first sentence
 * says 'X is…'.
 */
function defines(b: Block, terms: Set<string>): number {
  const bold = /^(?:[^\s*]+\s+){0,3}\*\*([^*]+)\*\*/.exec(b.markdown)?.[1];
  if (bold && keyTerms(bold).some((t) => terms.has(t))) return 1;
  return /\b(is|are|means|refers to|stands for|is called)\b/i.test(sentencesOf(b.markdown)[0] ?? '') ? 0.5 : 0;
}

/** Words a simpler explanation may take for its main point, and for its example. */
const SIMPLE_WORDS = 60;
const EXAMPLE_WORDS = 60;

/** A paragraph that teaches (not a worked example's lines, not 'Look at Anjali.'). */
const teaches = (b: Block) => b.kind === 'paragraph' && !b.example && b.words >= 6 && !/^\s*(\*\*)?(worked )?examples?\b/i.test(b.markdown);

/**
 * For a 'why?' whose reasons the last answer showed ('why is the warm one better?' after the paragraph
 * saying so): the paragraphs' sentences that say why on the topic, each with the sentence it follows
 * when it opens with 'That is why' or 'So'.
 */
function becauseSentences(blocks: readonly Block[], terms: Set<string>): string[] {
  const out: string[] = [];
  for (const b of blocks.filter((b) => b.kind === 'paragraph')) {
    const sentences = sentencesOf(b.markdown);
    sentences.forEach((s, i) => {
      if (!SAYS_WHY.test(s) || !keyTerms(s).some((t) => terms.has(t)) || !balanced(s)) return;
      if (i > 0 && /^(that is why|this is why|so)\b/i.test(s) && !out.includes(sentences[i - 1]!)) out.push(sentences[i - 1]!);
      if (!out.includes(s)) out.push(s);
    });
  }
  return out.slice(0, 3);
}

/**
 * 'Explain more simply': the paragraph that best says what the topic is (first of equals), its first
 * sentences one to a line, with the short list or formula its last sentence introduces, then the
 * section's example nearest it. Null when the section has no such paragraph.
 */
function simplerExplanation(blocks: readonly Block[], terms: Set<string>): Chosen['simple'] | null {
  const candidates = [...blocks.keys()].filter((i) => teaches(blocks[i]!));
  const scored = candidates.map((i) => ({ i, n: hits(blocks[i]!, terms) + (hits(blocks[i]!, terms) ? defines(blocks[i]!, terms) : 0) }));
  const main = scored.sort((a, b) => b.n - a.n || a.i - b.i)[0]?.i;
  if (main === undefined) return null;
  const sentences: string[] = [];
  let used = 0;
  for (const s of sentencesOf(blocks[main]!.markdown)) {
    const n = s.split(/\s+/).length;
    if (!balanced(s) || (sentences.length && (used + n > SIMPLE_WORDS || sentences.length >= 3))) break;
    sentences.push(s);
    used += n;
  }
  if (!sentences.length) return null;
  const whole = sentences.length === sentencesOf(blocks[main]!.markdown).length;
  // What the main point leads into: its own 'It includes three parts:', or a one-line
  // 'KPIs answer three questions:' right after it, with their short list.
  const leads = blocks[main + 1]?.kind === 'paragraph' && sentencesOf(blocks[main + 1]!.markdown).length === 1 && used < SIMPLE_WORDS;
  const from = whole && introduced(blocks, main) < 0 && leads ? main + 1 : main;
  if (from !== main) sentences.push(blocks[from]!.markdown.trim());
  const next = introduced(blocks, from);
  const introducedBlock = whole && next >= 0 && blocks[next]!.kind !== 'table' && blocks[next]!.words <= SIMPLE_WORDS ? blocks[next] : undefined;
  if (!introducedBlock) sentences[sentences.length - 1] = sentences.at(-1)!.replace(/:$/, '.');
  const saysExample = sentences.some((s) => /\bfor example\b|\be\.g\.|\binstead of\b|\bsuch as\b/i.test(s));
  return { sentences, introduced: introducedBlock, example: saysExample ? [] : nearestExample(blocks, main, terms) };
}

/** The section's short example ('Example: …') nearest the paragraph at `main` (after it first), with its working. */
function nearestExample(blocks: readonly Block[], main: number, terms: Set<string>): Block[] {
  const distance = (i: number) => (i > main ? i - main : main - i + 0.5) - topicBefore(blocks, i, terms);
  const leads = [...blocks.keys()]
    .filter((i) => i !== main && blocks[i]!.kind === 'paragraph' && blocks[i]!.example)
    .sort((a, b) => distance(a) - distance(b));
  for (const i of leads) {
    const worked = workedExample(blocks, i);
    const group = (worked.length ? worked : [i]).map((k) => blocks[k]!);
    // An everyday example is a few lines: a worked example's table is for 'give an example'.
    if (group.every((b) => b.kind !== 'table') && group.reduce((n, b) => n + b.words, 0) <= EXAMPLE_WORDS) return group;
  }
  return [];
}
