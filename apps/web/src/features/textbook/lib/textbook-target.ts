import type { CourseBot, Language, TextbookPages } from '@vidya/contract';
import { t } from '../../../i18n/i18n.ts';
import type { TextbookTarget } from '../../../lib/side-panel-url.ts';

/** A chapter or section to jump to in the book's outline. */
export interface OutlineEntry {
  title: string;
  page: number;
  /** 0 for a chapter, 1 for a section. */
  depth: number;
}

/** The outline from the page table: each chapter ('Chapter N: …' in the student's language), then its sections. */
export function outlineFromTable(table: TextbookPages): OutlineEntry[] {
  return table.chapters.flatMap((c) => [
    { title: t('Chapter {number}: {title}', { number: c.number, title: c.title }), page: c.page, depth: 0 },
    ...c.sections.map((s) => ({ title: s.heading, page: s.page, depth: 1 })),
  ]);
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The page a target opens at: the section's page when the table knows that heading, else the
 * chapter's (from the table, or from an outline entry 'Chapter N: …' when there is no table), else
 * the page asked for; null when the target names nothing this book can place.
 */
export function targetPage(target: TextbookTarget, table: TextbookPages | undefined, outline: OutlineEntry[], pageCount: number): number | null {
  const clamp = (page: number) => Math.min(Math.max(page, 1), pageCount);
  if (target.chapter) {
    const chapter = table?.chapters.find((c) => c.number === target.chapter);
    // A section is named by its English heading: another edition's table keeps it as the section's id.
    const section = target.section ? chapter?.sections.find((s) => same(s.id ?? s.heading, target.section!) || same(s.heading, target.section!)) : undefined;
    const page = section?.page ?? chapter?.page ?? outline.find((e) => e.depth === 0 && new RegExp(`^(Chapter|अध्याय) ${target.chapter}:`).test(e.title))?.page;
    if (page) return clamp(page);
  }
  return target.page ? clamp(target.page) : null;
}

// The last page read, per course and edition (their pages differ), on this device.
const lastPageKey = (bot: CourseBot, edition: Language) => (edition === 'en' ? `textbook-page:${bot}` : `textbook-page:${edition}:${bot}`);

export function readLastPage(bot: CourseBot, edition: Language = 'en'): number | null {
  try {
    const page = Number(localStorage.getItem(lastPageKey(bot, edition)));
    return Number.isInteger(page) && page > 0 ? page : null;
  } catch {
    return null;
  }
}

export function saveLastPage(bot: CourseBot, page: number, edition: Language = 'en') {
  try {
    localStorage.setItem(lastPageKey(bot, edition), String(page));
  } catch {
    // Storage full or blocked: the book still works, it just opens at the start next time.
  }
}
