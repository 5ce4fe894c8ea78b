import { isCourseBot } from '@vidya/contract';
import type { Content } from '../../content/load-content.ts';
import { onCpuTurn } from '../cpu-turns.ts';
import { citedIn, MAX_SEARCHED_QUESTIONS } from '../flashcards/material.ts';
import type { ChapterRef, Passage, Retriever, SessionMaterialContext } from '../types.ts';

/** A chapter the session touched, with how often, and the sections of it that were cited. */
export interface TouchedChapter extends ChapterRef {
  weight: number;
  passages: Passage[];
}

const key = (c: Pick<ChapterRef, 'book' | 'number'>) => `${c.book}:${c.number}`;

/**
 * The course chapters a session covered, most covered first: the sections its answers cited, and for
 * a question no answer cited (a model's answer, an old session) the passage that best fits it (the
 * newest such questions, each searched on its own turn of the event loop).
 */
export async function sessionChapters(
  ctx: SessionMaterialContext,
  retriever: Retriever,
  content: Content,
): Promise<TouchedChapter[]> {
  const found = new Map<string, TouchedChapter>();
  const add = (passage: Passage | undefined, weight: number) => {
    if (!passage || !isCourseBot(passage.source) || passage.chapterNumber === null) return;
    const chapter = content.courses[passage.source].chapters.find((c) => c.number === passage.chapterNumber);
    if (!chapter) return;
    const ref = { book: passage.source, number: chapter.number, title: chapter.title };
    const entry =
      found.get(key(ref)) ?? found.set(key(ref), { ...ref, weight: 0, passages: [] }).get(key(ref))!;
    entry.weight += weight;
    if (!entry.passages.some((p) => p.ref === passage.ref)) entry.passages.push(passage);
  };
  for (const { ref, times } of citedIn(ctx)) add(retriever.section(ref), 2 * times);
  const uncited = ctx.messages.filter((m, i) => {
    const answer = ctx.messages[i + 1];
    return m.sender === 'user' && !(answer?.sender === 'bot' && answer.citedSection);
  });
  for (const m of uncited.slice(-MAX_SEARCHED_QUESTIONS))
    add((await onCpuTurn(() => retriever.search(ctx.bot, m.text, 1)))[0], 1);
  return [...found.values()].sort((a, b) => b.weight - a.weight);
}

/**
 * Chapters to top an assignment up from when the session touched few: the neighbours of the touched
 * ones in the same course, nearest first, then the course's first chapters.
 */
export function neighbourChapters(touched: ChapterRef[], content: Content, bot: string): ChapterRef[] {
  const books = touched.length ? [...new Set(touched.map((c) => c.book))] : isCourseBot(bot) ? [bot] : [];
  const taken = new Set(touched.map(key));
  const out: (ChapterRef & { distance: number })[] = [];
  for (const book of books) {
    const near = touched.filter((c) => c.book === book).map((c) => c.number);
    for (const chapter of content.courses[book].chapters) {
      const ref = { book, number: chapter.number, title: chapter.title };
      if (taken.has(key(ref))) continue;
      const distance = near.length
        ? Math.min(...near.map((n) => Math.abs(n - chapter.number)))
        : chapter.number;
      out.push({ ...ref, distance });
    }
  }
  return out.sort((a, b) => a.distance - b.distance).map(({ distance: _d, ...ref }) => ref);
}
