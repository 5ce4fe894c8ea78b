import { ASSIGNMENT_QUESTIONS } from '@vidya/contract';
import type { Content } from '../../content/load-content.ts';
import type { ChapterRef, McqMaker, McqWithKey, Retriever, SessionMaterialContext } from '../types.ts';
import { gateItems } from './gate.ts';
import { neighbourChapters, sessionChapters } from './session-chapters.ts';
import type { Random } from './shuffle.ts';

interface Deps {
  content: Content;
  retriever: Retriever;
  random?: Random;
}

type Keep = (item: McqWithKey) => boolean;

/** A question's words, as two texts of the same question compare. */
const questionKey = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** A chapter's bank questions that `keep` keeps, as items, in a random order. */
export function bankItems(content: Content, chapter: ChapterRef, random: Random, keep: Keep = () => true): McqWithKey[] {
  const found = content.courses[chapter.book].chapters.find((c) => c.number === chapter.number);
  const items = (found?.questions ?? []).map((q) => ({
    mcq: q.question,
    options: { ...q.options },
    answer: q.answer,
    explanation: q.explanation,
    chapter,
  }));
  return items
    .filter(keep)
    .map((item) => ({ item, order: random() }))
    .sort((a, b) => a.order - b.order)
    .map((x) => x.item);
}

/**
 * Picks up to `count` items, taking turns between chapters (the more a chapter was covered, the more
 * turns it gets), so an assignment spans what the session taught rather than its first topic.
 */
export function pickItems(
  pools: { weight: number; items: McqWithKey[] }[],
  count: number,
  already: McqWithKey[] = [],
): McqWithKey[] {
  const picked: McqWithKey[] = [];
  const queues = pools.map((p) => ({ turns: Math.max(1, Math.round(p.weight)), items: [...p.items] }));
  while (picked.length < count && queues.some((q) => q.items.length)) {
    for (const queue of queues) {
      for (let t = 0; t < queue.turns && picked.length < count; t += 1) {
        const next = queue.items.shift();
        if (next) picked.push(...gateItems([next], [...already, ...picked]));
      }
    }
  }
  return picked;
}

/**
 * Questions without a model: from the question banks of the chapters the session cited, topped up
 * from the neighbouring chapters of the same course when the session touched few.
 */
export function createOfflineMcqMaker({ content, retriever, random = Math.random }: Deps): McqMaker {
  return {
    async make(ctx) {
      const touched = await sessionChapters(ctx, retriever, content);
      return fromBanks(content, ctx, touched, [], random);
    },
  };
}

/**
 * Bank items to make `have` a whole assignment: from the `chapters` (by weight), then their
 * neighbours; first the questions the student has not seen (ctx.seen), and only when those run out
 * the ones met before.
 */
export function fromBanks(
  content: Content,
  ctx: Pick<SessionMaterialContext, 'bot' | 'seen'>,
  chapters: (ChapterRef & { weight: number })[],
  have: McqWithKey[],
  random: Random,
): McqWithKey[] {
  const seen = new Set((ctx.seen ?? []).map(questionKey));
  const draw = (keep: Keep, already: McqWithKey[]) => {
    const picked = pickItems(
      chapters.map((c) => ({ weight: c.weight, items: bankItems(content, c, random, keep) })),
      ASSIGNMENT_QUESTIONS - already.length,
      already,
    );
    return [...picked, ...topUp(content, ctx.bot, chapters, [...already, ...picked], random, keep)];
  };
  const fresh = draw((item) => !seen.has(questionKey(item.mcq)), have);
  const all = [...have, ...fresh];
  return all.length < ASSIGNMENT_QUESTIONS ? [...fresh, ...draw(() => true, all)] : fresh;
}

/** Items from the neighbouring chapters until the assignment has its usual length. */
export function topUp(
  content: Content,
  bot: string,
  touched: ChapterRef[],
  have: McqWithKey[],
  random: Random,
  keep: Keep = () => true,
): McqWithKey[] {
  const missing = ASSIGNMENT_QUESTIONS - have.length;
  if (missing <= 0) return [];
  const near = neighbourChapters(touched, content, bot).slice(0, 3);
  return pickItems(
    near.map((c) => ({ weight: 1, items: bankItems(content, c, random, keep) })),
    missing,
    have,
  );
}
