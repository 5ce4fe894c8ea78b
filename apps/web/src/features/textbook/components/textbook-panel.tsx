import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { COURSE_TITLES, textbookPath, type CourseBot, type Language } from '@vidya/contract';
import { PanelHeader } from '../../../components/layout/panel-header.tsx';
import { useI18n } from '../../../i18n/i18n.ts';
import type { TextbookTarget } from '../../../lib/side-panel-url.ts';
import { useTextbookEdition, useTextbookPages } from '../api/textbook-pages.ts';
import { outlineFromTable, readLastPage, saveLastPage, targetPage, type OutlineEntry } from '../lib/textbook-target.ts';
import { usePdfViewer, type FindStatus } from '../lib/use-pdf-viewer.ts';

export interface TextbookPanelProps {
  /** The course whose book is open. */
  book: CourseBot;
  /** Where to open it (a chapter, section or page); a change moves the open book there. */
  target: TextbookTarget;
  onClose(): void;
}

const TOOL = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 disabled:text-slate-300 aria-expanded:bg-slate-200';

/** The course's textbook, drawn by pdf.js: page and zoom controls, search, contents, open at a chapter. */
export default function TextbookPanel(props: TextbookPanelProps) {
  const { language } = useI18n();
  // The book in the student's language, where this deployment has that edition.
  const edition = useTextbookEdition(props.book, language);
  // Another course's book (a citation) or edition is a new viewer, with nothing carried over from the last one.
  return <Book key={`${props.book}:${edition}`} edition={edition} {...props} />;
}

function Book({ book, edition, target, onClose }: TextbookPanelProps & { edition: Language }) {
  const { t } = useI18n();
  const containerRef = useRef<HTMLDivElement>(null);
  const pdf = usePdfViewer(textbookPath(book, edition), containerRef);
  const table = useTextbookPages(book, edition);
  const outline = pdf.outline.length ? pdf.outline : table.data ? outlineFromTable(table.data) : [];
  const [tool, setTool] = useState<'contents' | 'search' | null>(null);
  const opened = useRef<string | null>(null);

  // The last page read is saved only once the book has moved to where it opens (next effect), so
  // the viewer's own start at page 1 never overwrites it.
  useEffect(() => {
    if (pdf.status === 'ready' && opened.current !== null) saveLastPage(book, pdf.page, edition);
  }, [book, edition, pdf.page, pdf.status]);

  // Open at the target (a chapter waits for the page table), and move again when the target changes.
  const targetKey = JSON.stringify(target);
  useEffect(() => {
    if (pdf.status !== 'ready') {
      opened.current = null;
      return;
    }
    if (opened.current === targetKey || (target.chapter && table.isPending)) return;
    opened.current = targetKey;
    pdf.goTo(targetPage(target, table.data, outline, pdf.pageCount) ?? readLastPage(book, edition) ?? 1);
  });

  const jump = (page: number) => {
    pdf.goTo(page);
    setTool(null);
  };

  return (
    <div className="flex h-full min-h-0 flex-col bg-slate-100">
      <PanelHeader title={COURSE_TITLES[book]} closeTitle={t('Close Textbook')} onClose={onClose}>
        <div className="ml-auto flex shrink-0 gap-1">
          <button type="button" className={TOOL} aria-expanded={tool === 'contents'} onClick={() => setTool(tool === 'contents' ? null : 'contents')}>
            {t('Contents')}
          </button>
          <button type="button" className={TOOL} aria-expanded={tool === 'search'} onClick={() => setTool(tool === 'search' ? null : 'search')}>
            {t('Search')}
          </button>
        </div>
      </PanelHeader>
      <div className="flex flex-wrap items-center gap-1 border-b border-slate-200 bg-white px-1 py-1">
        <nav aria-label={t('Pages')} className="flex w-full items-center gap-1">
          <button type="button" className={TOOL} aria-label={t('Previous page')} disabled={pdf.status !== 'ready' || pdf.page <= 1} onClick={() => pdf.goTo(pdf.page - 1)}>
            <span aria-hidden>‹</span>
          </button>
          <PageInput page={pdf.page} count={pdf.pageCount} disabled={pdf.status !== 'ready'} onGo={pdf.goTo} />
          <button type="button" className={TOOL} aria-label={t('Next page')} disabled={pdf.status !== 'ready' || pdf.page >= pdf.pageCount} onClick={() => pdf.goTo(pdf.page + 1)}>
            <span aria-hidden>›</span>
          </button>
          <span className="flex-1" />
          <button type="button" className={TOOL} aria-label={t('Zoom out')} disabled={pdf.status !== 'ready'} onClick={() => pdf.zoom(-1)}>
            <span aria-hidden className="text-lg">−</span>
          </button>
          <button type="button" className={TOOL} aria-label={t('Zoom in')} disabled={pdf.status !== 'ready'} onClick={() => pdf.zoom(1)}>
            <span aria-hidden className="text-lg">+</span>
          </button>
        </nav>
        {tool === 'search' && <FindBar find={pdf.find} onSearch={pdf.search} />}
      </div>

      <div className="relative min-h-0 flex-1">
        {/* pdf.js needs an absolutely positioned, scrolling container. */}
        <div ref={containerRef} role="region" tabIndex={0} aria-label={t('Textbook pages')} className="absolute inset-0 touch-pan-x touch-pan-y overflow-auto">
          <div className="pdfViewer" />
        </div>
        {tool === 'contents' && <Contents outline={outline} onJump={jump} />}
        {pdf.status === 'loading' && <Overlay>{t('Loading the textbook…')}</Overlay>}
        {pdf.status === 'error' && (
          <Overlay>
            <p>{navigator.onLine ? t('The textbook could not be loaded. Check your connection and try again.') : t('You are offline. The textbook needs a connection.')}</p>
            <button type="button" onClick={pdf.retry} className="mt-3 min-h-11 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
              {t('Retry')}
            </button>
          </Overlay>
        )}
      </div>
    </div>
  );
}

function Overlay({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="absolute inset-0 flex flex-col items-center justify-center bg-slate-100 p-6 text-center text-sm text-slate-700">
      {children}
    </div>
  );
}

/** 'n / N': type a page number and press Enter (or leave the field) to go there. */
function PageInput({ page, count, disabled, onGo }: { page: number; count: number; disabled: boolean; onGo(page: number): void }) {
  const { t, formatNumber } = useI18n();
  const [draft, setDraft] = useState<string | null>(null);
  const go = () => {
    const n = Number(draft);
    if (draft !== null && Number.isInteger(n) && n > 0) onGo(n);
    setDraft(null);
  };
  return (
    <span className="flex items-center gap-1 text-sm text-slate-700">
      <input
        aria-label={t('Page')}
        inputMode="numeric"
        disabled={disabled}
        value={draft ?? String(page)}
        onChange={(e) => setDraft(e.target.value.replace(/\D/g, ''))}
        onBlur={go}
        onKeyDown={(e) => e.key === 'Enter' && go()}
        className="h-11 w-12 rounded-lg border border-slate-300 bg-white text-center"
      />
      <span>/ {count ? formatNumber(count) : '…'}</span>
    </span>
  );
}

function FindBar({ find, onSearch }: { find: FindStatus; onSearch(query: string, previous?: boolean, again?: boolean): void }) {
  const { t, formatNumber } = useI18n();
  const [query, setQuery] = useState('');
  const searched = useRef('');
  const run = (previous = false) => {
    onSearch(query, previous, searched.current === query);
    searched.current = query;
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    run();
  };
  return (
    <form role="search" onSubmit={submit} className="flex w-full flex-wrap items-center gap-1">
      <label className="min-w-0 flex-1">
        <span className="sr-only">{t('Search in the book')}</span>
        <input type="search" autoFocus value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t('Search in the book')} className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm" />
      </label>
      <button type="button" className={TOOL} aria-label={t('Previous match')} disabled={!query.trim()} onClick={() => run(true)}>
        <span aria-hidden>↑</span>
      </button>
      <button type="submit" className={TOOL} aria-label={t('Next match')} disabled={!query.trim()}>
        <span aria-hidden>↓</span>
      </button>
      <p role="status" className="w-full px-1 text-xs text-slate-600 empty:hidden">
        {find.state === 'pending'
          ? t('Searching…')
          : find.state === 'not-found'
            ? t('No match for “{query}”', { query: searched.current })
            : find.total
              ? t('{current} of {total} matches', { current: formatNumber(find.current), total: formatNumber(find.total) })
              : ''}
      </p>
    </form>
  );
}

function Contents({ outline, onJump }: { outline: OutlineEntry[]; onJump(page: number): void }) {
  const { t, formatNumber } = useI18n();
  return (
    <nav aria-label={t('Contents')} className="absolute inset-0 overflow-y-auto bg-white">
      {outline.length === 0 ? (
        <p className="p-4 text-sm text-slate-600">{t('This book has no contents list.')}</p>
      ) : (
        <ul className="py-1">
          {outline.map((entry, i) => (
            <li key={i}>
              <button
                type="button"
                onClick={() => onJump(entry.page)}
                className={`flex min-h-11 w-full items-center justify-between gap-3 px-4 py-2 text-left text-sm hover:bg-slate-100 ${entry.depth ? 'pl-8 text-slate-600' : 'font-semibold text-slate-900'}`}
              >
                <span>{entry.title}</span>
                <span className="shrink-0 text-xs text-slate-500">{formatNumber(entry.page)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
