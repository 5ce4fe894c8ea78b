import type { ChatBot, CourseBot } from '@vidya/contract';
import MiniSearch from 'minisearch';
import type { Content } from '../content/load-content.ts';
import { isStopword, stem, words } from './text.ts';
import type { Retriever } from './types.ts';

interface Chunk {
  id: string;
  source: CourseBot | 'help';
  /** Help doc slug, for 'learn' which draws only on the study-skills guide among the help docs. */
  helpSlug: string | null;
  chapterNumber: number | null;
  chapterTitle: string;
  heading: string;
  text: string;
}

const MAX_CHUNK_WORDS = 400;
const MIN_CHUNK_WORDS = 100;

/** Whitespace-separated words, counted without building arrays (this runs over every section at start-up). */
function countWords(text: string): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const space = text.charCodeAt(i) <= 32;
    if (!space && !inWord) count++;
    inWord = !space;
  }
  return count;
}

/**
 * Sections become chunks of roughly 150-400 words: short ones (a 'Remember' list) join the section
 * before them, long ones split at paragraph breaks. Chapter and heading stay with each chunk for citations.
 */
function chunkSections(sections: { heading: string; text: string }[], base: Omit<Chunk, 'id' | 'heading' | 'text'>, idPrefix: string): Chunk[] {
  const chunks: (Chunk & { words: number })[] = [];
  for (const section of sections) {
    const sectionWords = countWords(section.text);
    const previous = chunks.at(-1);
    if (previous && sectionWords < MIN_CHUNK_WORDS && previous.words + sectionWords <= MAX_CHUNK_WORDS + 100) {
      previous.text += `\n\n### ${section.heading}\n\n${section.text}`;
      previous.words += sectionWords;
      continue;
    }
    let part: string[] = [];
    let partWords = 0;
    const push = () => {
      if (part.length) chunks.push({ ...base, id: `${idPrefix}-${chunks.length}`, heading: section.heading, text: part.join('\n\n'), words: partWords });
      part = [];
      partWords = 0;
    };
    for (const paragraph of section.text.split(/\n{2,}/)) {
      const n = countWords(paragraph);
      if (partWords + n > MAX_CHUNK_WORDS && part.length) push();
      part.push(paragraph);
      partWords += n;
    }
    push();
  }
  return chunks.map(({ words: _words, ...chunk }) => chunk);
}

export function buildChunks(content: Content): Chunk[] {
  const chunks: Chunk[] = [];
  for (const course of Object.values(content.courses)) {
    for (const chapter of course.chapters) {
      const base = { source: course.bot, helpSlug: null, chapterNumber: chapter.number, chapterTitle: chapter.title };
      chunks.push(...chunkSections(chapter.sections, base, `${course.bot}-${chapter.number}`));
    }
  }
  for (const doc of [...content.help, content.studySkills]) {
    const base = { source: 'help' as const, helpSlug: doc.slug, chapterNumber: null, chapterTitle: doc.title };
    chunks.push(...chunkSections(doc.sections, base, `help-${doc.slug}`));
  }
  return chunks;
}

const processTerm = (term: string) => {
  const word = term.toLowerCase();
  return isStopword(word) ? null : stem(word);
};

/** Which chunks a bot may draw on (ARCHITECTURE.md: the tutor). */
function inScope(bot: ChatBot, chunk: Chunk): boolean {
  if (bot === 'nios') return chunk.source === 'help';
  if (bot === 'learn') return chunk.source !== 'help' || chunk.helpSlug === 'study-skills';
  return chunk.source === bot;
}

/** BM25 retrieval (MiniSearch, prefix and fuzzy) over the course notes, built once at start-up. */
export function createRetriever(content: Content): Retriever {
  const index = new MiniSearch<Chunk>({
    fields: ['heading', 'chapterTitle', 'text'],
    tokenize: (text) => words(text),
    processTerm,
    searchOptions: {
      boost: { heading: 2, chapterTitle: 1.5 },
      prefix: (term) => term.length > 4,
      fuzzy: (term) => (term.length > 5 ? 0.2 : false),
      combineWith: 'OR',
    },
  });
  const chunks = buildChunks(content);
  const byId = new Map(chunks.map((c) => [c.id, c]));
  index.addAll(chunks);

  return {
    search(bot, query, limit = 4) {
      if (!words(query).some((w) => !isStopword(w))) return [];
      return index
        .search(query, { filter: (r) => inScope(bot, byId.get(r.id as string)!) })
        .slice(0, limit)
        .map((r) => {
          const { helpSlug: _slug, ...chunk } = byId.get(r.id as string)!;
          return { ...chunk, score: r.score };
        });
    },
  };
}
