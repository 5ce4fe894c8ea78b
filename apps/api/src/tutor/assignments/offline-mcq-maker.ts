import { ASSIGNMENT_QUESTIONS, type Language } from '@vidya/contract';
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

/** Whether to keep a bank item; `place` is its question's place in the banks (bankPlace). */
type Keep = (item: McqWithKey, place: string) => boolean;

/** A question's words, as two texts of the same question compare. */
const questionKey = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** A bank question's place, the same in both editions: 'dataEntry:4:2' (course, chapter, position). */
const bankPlace = (chapter: Pick<ChapterRef, 'book' | 'number'>, index: number) => `${chapter.book}:${chapter.number}:${index}`;

const placesOf = new WeakMap<Content, Map<string, string[]>>();

/**
 * Each bank question's words, in either edition, → its places (two courses may ask alike): a
 * question the student met in Hindi (a quick check, an earlier assignment) has been met in English
 * too, and the other way round.
 */
function bankPlaces(content: Content): Map<string, string[]> {
  const known = placesOf.get(content);
  if (known) return known;
  const places = new Map<string, string[]>();
  for (const course of Object.values(content.courses)) {
    course.chapters.forEach((chapter, i) => {
      const editions = [chapter.questions, content.hindi?.courses[course.bot][i]?.questions ?? []];
      for (const questions of editions)
        questions.forEach((q, index) => {
          const key = questionKey(q.question);
          places.set(key, [...(places.get(key) ?? []), bankPlace({ book: course.bot, number: chapter.number }, index)]);
        });
    });
  }
  placesOf.set(content, places);
  return places;
}

/** The places of the questions met (a model's question, in no bank, has none). */
const placesMet = (content: Content, texts: readonly string[]) => new Set(texts.flatMap((text) => bankPlaces(content).get(questionKey(text)) ?? []));

/**
 * A chapter's bank questions that `keep` keeps, as items in the language asked for (the Hindi bank
 * has the English one's questions in the same places, with the same keys), in a random order.
 */
export function bankItems(content: Content, chapter: ChapterRef, random: Random, keep: Keep = () => true, language: Language = 'en'): McqWithKey[] {
  const at = content.courses[chapter.book].chapters.findIndex((c) => c.number === chapter.number);
  const english = content.courses[chapter.book].chapters[at]?.questions ?? [];
  const bank = (language === 'hi' ? content.hindi?.courses[chapter.book][at]?.questions : undefined) ?? english;
  const items = bank.map((q, index) => ({
    item: { mcq: q.question, options: { ...q.options }, answer: q.answer, explanation: q.explanation, chapter },
    place: bankPlace(chapter, index),
  }));
  return items
    .filter(({ item, place }) => keep(item, place))
    .map(({ item }) => ({ item, order: random() }))
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
  ctx: Pick<SessionMaterialContext, 'bot' | 'seen' | 'language'>,
  chapters: (ChapterRef & { weight: number })[],
  have: McqWithKey[],
  random: Random,
): McqWithKey[] {
  const seen = placesMet(content, ctx.seen ?? []);
  const draw = (keep: Keep, already: McqWithKey[]) => {
    const picked = pickItems(
      chapters.map((c) => ({ weight: c.weight, items: bankItems(content, c, random, keep, ctx.language) })),
      ASSIGNMENT_QUESTIONS - already.length,
      already,
    );
    return [...picked, ...topUp(content, ctx, chapters, [...already, ...picked], random, keep)];
  };
  const fresh = draw((_, place) => !seen.has(place), have);
  const all = [...have, ...fresh];
  return all.length < ASSIGNMENT_QUESTIONS ? [...fresh, ...draw(() => true, all)] : fresh;
}

/** Items from the neighbouring chapters until the assignment has its usual length. */
export function topUp(
  content: Content,
  ctx: Pick<SessionMaterialContext, 'bot' | 'language'>,
  touched: ChapterRef[],
  have: McqWithKey[],
  random: Random,
  keep: Keep = () => true,
): McqWithKey[] {
  const missing = ASSIGNMENT_QUESTIONS - have.length;
  if (missing <= 0) return [];
  const near = neighbourChapters(touched, content, ctx.bot).slice(0, 3);
  return pickItems(
    near.map((c) => ({ weight: 1, items: bankItems(content, c, random, keep, ctx.language) })),
    missing,
    have,
  );
}
