import { listItems, parseBlocks, type Block } from '../grounding/blocks.ts';
import { definitionsIn, namesAsked } from '../grounding/definitions.ts';
import type { QuestionShape } from '../grounding/question-shape.ts';

/**
 * Which blocks of a section to show, and in what order (always the notes' order). A block is never
 * rewritten: code, formulas and tables reach the student exactly as the notes have them.
 *   concept    the paragraph that best answers it, with the list/table/code it introduces
 *   how-to     the numbered steps, with the sentence that leads into them
 *   difference the table covering both sides, else the best paragraph on each side
 *   example    the section's worked example (or its code, or its table)
 *   why        the paragraphs that give reasons
 *   simpler    its key points, one short sentence each
 */
export type Mode = QuestionShape['kind'] | 'example' | 'why' | 'simpler' | 'more';

/** Words (roughly) an answer's blocks may take before the citation and quick check; a phone screen or two. */
const BUDGET = 200;

/** A block that shows an example without being labelled one: quoted words to say, 'for example', 'instead of'. */
const EXAMPLE_LIKE = /\bfor example\b|\bsuch as\b|\be\.g\.|\binstead of\b|"[^"]{8,}"|`[^`]+`/i;

const REASON = /\b(because|so that|this is why|that is why|which means|otherwise|prevents?|protects?|helps?|reason|important|so you|so the|so it|can cause|risk)\b/gi;

export interface Chosen {
  blocks: Block[];
  /** For 'simpler': the key points as bullet lines (sentences as written in the notes). */
  points?: string[];
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
export function chooseBlocks(blocks: readonly Block[], terms: Set<string>, shape: QuestionShape, mode: Mode, shown = '', headingNamesIt = false, asked: readonly string[] = []): Chosen {
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
      const scored = blocks
        .map((b, i) => ({ i, n: (b.example ? 2 : EXAMPLE_LIKE.test(b.markdown) || b.kind === 'code' ? 1 : 0) * (1 + hits(b, terms)) + (fresh(b) ? 1 : 0) }))
        .filter((x) => x.n > 1 && (hits(blocks[x.i]!, terms) > 0 || blocks[x.i]!.example))
        .sort((a, b) => b.n - a.n || a.i - b.i);
      const top = scored[0] ? hits(blocks[scored[0].i]!, terms) : 0;
      scored.slice(0, 2).filter((x, k) => k === 0 || hits(blocks[x.i]!, terms) >= top).forEach((x) => add(x.i));
      break;
    }
    case 'why': {
      // Reasons not yet shown first: a 'why?' after an answer wants what the answer did not say.
      const reasons = blocks
        .map((b, i) => ({ i, n: b.kind === 'paragraph' || b.kind === 'list' ? (b.markdown.match(REASON)?.length ?? 0) + hits(b, terms) + (fresh(b) ? 2 : 0) : 0 }))
        .filter((x) => x.n > 0 && (hits(blocks[x.i]!, terms) > 0 || !ranked.length))
        .sort((a, b) => b.n - a.n || a.i - b.i);
      reasons.slice(0, 2).forEach((x) => picked.add(x.i));
      break;
    }
    case 'simpler':
      return { blocks: [], points: keyPoints(blocks, terms) };
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
  const lead = ranked.find((i) => blocks[i]!.kind === 'paragraph');
  if (!picked.size) add(lead ?? blocks.findIndex((b) => b.kind === 'paragraph'));
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

/** A paragraph's first sentence as written, when it is short and cuts no markup in half. */
/** A paragraph's first sentence that says something ('Look at Anjali and Vikram.' does not). */
function firstSentence(markdown: string): string | null {
  const sentence = markdown.split(/(?<=[.!?])\s+(?=[A-Z*`"(])/).map((s) => s.trim()).find((s) => s.split(/\s+/).length >= 6);
  if (!sentence) return null;
  const balanced = (sentence.match(/`/g)?.length ?? 0) % 2 === 0 && (sentence.match(/\*\*/g)?.length ?? 0) % 2 === 0 && (sentence.match(/\$/g)?.length ?? 0) % 2 === 0;
  return balanced && sentence.split(/\s+/).length <= 30 ? sentence : null;
}

/** The section's key points in short sentences: its list items, else each paragraph's first sentence. */
function keyPoints(blocks: readonly Block[], terms: Set<string>): string[] {
  // Blocks about the question first; the rest only while there are fewer than three points.
  // A worked example's lines ('Gross WPM: $360 \div 6 = 60$', 'Look at Anjali') are not key points.
  const teaches = (i: number) => !blocks[i]!.example && !/^\s*(worked example|example)\b/i.test(blocks[i]!.markdown);
  const order = [...blocks.keys()].filter(teaches).sort((a, b) => hits(blocks[b]!, terms) - hits(blocks[a]!, terms) || a - b);
  const points: { i: number; text: string }[] = [];
  for (const i of order) {
    const b = blocks[i]!;
    if (b.kind === 'paragraph') {
      // 'Gross speed is your raw speed:' introduces its formula: the point is the sentence itself.
      const s = firstSentence(b.markdown);
      if (s) points.push({ i, text: s.replace(/:$/, '.') });
    } else if (b.kind === 'list' || b.kind === 'steps') {
      for (const item of listItems(b)) if (item.split(/\s+/).length <= 25 && !/\$[^$]*=[^$]*\$/.test(item)) points.push({ i, text: item });
    }
    if (points.length >= 5 || (points.length >= 3 && !hits(blocks[order[order.indexOf(i) + 1] ?? i]!, terms))) break;
  }
  return points.slice(0, 5).sort((a, b) => a.i - b.i).map((p) => p.text);
}
