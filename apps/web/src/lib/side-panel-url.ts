import { isCourseBot, type CourseBot } from '@vidya/contract';

/**
 * The chat screen's side panel lives in the URL's query (?panel=textbook&chapter=3), so Back closes
 * a panel and a shared link opens it. One panel at a time.
 */
export const PANEL_MODES = ['textbook', 'whiteboard', 'flashcards'] as const;
export type PanelMode = (typeof PANEL_MODES)[number];

/** Where the textbook opens: another course's book (a citation), a chapter and its section, or a page. */
export interface TextbookTarget {
  book?: CourseBot;
  chapter?: number;
  section?: string;
  page?: number;
}

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export function readPanel(search: string | URLSearchParams): { mode: PanelMode | null; target: TextbookTarget } {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const panel = params.get('panel');
  const mode = (PANEL_MODES as readonly string[]).includes(panel ?? '') ? (panel as PanelMode) : null;
  const book = params.get('book');
  const target: TextbookTarget = {
    book: book && isCourseBot(book) ? book : undefined,
    chapter: positive(params.get('chapter')),
    section: params.get('section') || undefined,
    page: positive(params.get('page')),
  };
  return { mode, target: mode === 'textbook' ? target : {} };
}

/** The query string ('?panel=…' or '') that opens `mode` (at `target`, for the textbook). */
export function panelSearch(mode: PanelMode | null, target: TextbookTarget = {}): string {
  if (!mode) return '';
  const params = new URLSearchParams({ panel: mode });
  if (mode === 'textbook') {
    if (target.book) params.set('book', target.book);
    if (target.chapter) params.set('chapter', String(target.chapter));
    if (target.section) params.set('section', target.section);
    if (target.page) params.set('page', String(target.page));
  }
  return `?${params.toString()}`;
}
