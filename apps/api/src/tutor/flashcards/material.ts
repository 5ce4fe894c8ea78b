import type { CardChapter, Language } from '@vidya/contract';
import { isCourseBot } from '@vidya/contract';
import type { Chapter, Content } from '../../content/load-content.ts';
import { chapterOf } from '../grounding/retrieval.ts';
import { onCpuTurn } from '../cpu-turns.ts';
import type { Passage, Retriever, SessionMaterialContext } from '../types.ts';

/** What a set is made from: the course-note sections the conversation used (newest first), and their chapters. */
export interface StudyMaterial {
  passages: Passage[];
  chapters: { chapter: Chapter; ref: CardChapter }[];
}

/** Sections a set may draw on, at most. */
const MAX_PASSAGES = 8;
/**
 * Questions searched in the notes when the answers cited nothing, at most: the newest. Each search
 * is one piece of the tutor's work (cpu-turns.ts); the material needs a few sections, not all.
 */
export const MAX_SEARCHED_QUESTIONS = 12;

/** The sections a session's answers cited, in the order first cited, with how many answers cited each. */
export function citedIn(ctx: SessionMaterialContext): { ref: string; times: number }[] {
  if (ctx.cited) return ctx.cited;
  const times = new Map<string, number>();
  for (const m of ctx.messages) if (m.sender === 'bot' && m.citedSection) times.set(m.citedSection, (times.get(m.citedSection) ?? 0) + 1);
  return [...times].map(([ref, n]) => ({ ref, times: n }));
}

/**
 * The sections the answers cited, the one cited last first: the messages read (the session's end)
 * newest first, then any cited only before them, the latest first cited first.
 */
export function citedNewestFirst(ctx: SessionMaterialContext): string[] {
  const refs = new Set<string>();
  for (const m of [...ctx.messages].reverse()) if (m.sender === 'bot' && m.citedSection) refs.add(m.citedSection);
  for (const { ref } of [...citedIn(ctx)].reverse()) refs.add(ref);
  return [...refs];
}

export const cardChapterOf = (p: Pick<Passage, 'source' | 'chapterNumber' | 'chapterTitle'>): CardChapter | null =>
  isCourseBot(p.source) && p.chapterNumber ? { book: p.source, chapter: p.chapterNumber, title: p.chapterTitle } : null;

/**
 * The sections the tutor's answers cited, the newest first (a set is about what the chat discussed,
 * the topic just asked about first); when it cited none (an older session, a model answer without a
 * citation), the course sections the student's questions match, the newest question's first.
 */
export async function gatherMaterial(content: Content, retriever: Retriever, ctx: SessionMaterialContext): Promise<StudyMaterial> {
  const byRef = new Map<string, Passage>();
  for (const ref of citedNewestFirst(ctx)) {
    const p = retriever.section(ref);
    if (p && cardChapterOf(p)) byRef.set(p.ref, p);
  }
  if (!byRef.size) {
    for (const m of ctx.messages.filter((m) => m.sender === 'user').slice(-MAX_SEARCHED_QUESTIONS).reverse()) {
      for (const p of await onCpuTurn(() => retriever.search(ctx.bot, m.text, 2))) if (cardChapterOf(p)) byRef.set(p.ref, p);
    }
  }
  const passages = [...byRef.values()].slice(0, MAX_PASSAGES);
  const chapters = new Map<string, StudyMaterial['chapters'][number]>();
  for (const p of passages) {
    const chapter = chapterOf(content, p);
    const ref = cardChapterOf(p);
    if (chapter && ref) chapters.set(`${ref.book}|${ref.chapter}`, { chapter, ref });
  }
  return { passages, chapters: [...chapters.values()] };
}

const SET_NAME_MAX = 80;
const SET_NAME_WORDS = {
  en: { and: ' & ', more: ' & more', none: 'Flashcards' },
  hi: { and: ' और ', more: ' और अन्य', none: 'फ़्लैशकार्ड' },
} as const;

/** A set's name from the chapters it covers (their titles in the set's language). */
export function nameFromChapters(chapters: Pick<StudyMaterial['chapters'][number], 'ref'>[], lang: Language = 'en'): string {
  const words = SET_NAME_WORDS[lang];
  const titles = chapters.map((c) => c.ref.title);
  const name = titles.length <= 2 ? titles.join(words.and) : `${titles.slice(0, 2).join(', ')}${words.more}`;
  // Hindi titles run long: past the limit, the first chapter's title and 'more', not a title cut in
  // two. (English names are cut at the limit, as they always were.)
  const fits = name.length <= SET_NAME_MAX || titles.length < 2 || lang === 'en' ? name : `${titles[0]}${words.more}`;
  return fits.slice(0, SET_NAME_MAX) || words.none;
}

export const NOTHING_TO_STUDY =
  'This conversation has not touched the course notes yet, so there is nothing to make flashcards from. Ask the tutor about a topic of your course, then try again.';

/** The sections the conversation used hold nothing a card can be made of (no term, worked example or bank question). */
export const NOTHING_TO_CARD =
  'The course notes this conversation used have no terms or worked examples to make flashcards from. Ask the tutor about another topic of your course, then try again.';
