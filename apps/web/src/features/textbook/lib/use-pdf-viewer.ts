import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { OutlineEntry } from './textbook-target.ts';
import { pdfjs, type Pdfjs } from './load-pdfjs.ts';

type Viewer = InstanceType<Pdfjs['viewer']['PDFViewer']>;
type EventBus = InstanceType<Pdfjs['viewer']['EventBus']>;

export interface FindStatus {
  state: 'idle' | 'pending' | 'found' | 'not-found';
  current: number;
  total: number;
}

const IDLE: FindStatus = { state: 'idle', current: 0, total: 0 };
// About 5 megapixels per canvas: deep zoom on a cheap phone cannot exhaust its memory.
const MAX_CANVAS_PIXELS = 5_000_000;
// Small chunks: the first page needs only the file's start, its cross-reference table and that page.
const RANGE_CHUNK = 32 * 1024;

/**
 * One PDF shown with pdf.js's own viewer classes in `containerRef` (absolutely positioned, with a
 * `.pdfViewer` child): only pages near the screen are rendered, the text layer makes it searchable,
 * the file is read in range requests so page 1 shows before the rest arrives. Fit to width by
 * default and on resize until the reader zooms (buttons or pinch).
 */
export function usePdfViewer(url: string, containerRef: RefObject<HTMLDivElement | null>) {
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [page, setPage] = useState(1);
  const [pageCount, setPageCount] = useState(0);
  const [outline, setOutline] = useState<OutlineEntry[]>([]);
  const [find, setFind] = useState<FindStatus>(IDLE);
  const parts = useRef<{ viewer: Viewer; eventBus: EventBus } | null>(null);
  const fitWidth = useRef(true);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let cancelled = false;
    let destroy = () => {};
    setStatus('loading');
    (async () => {
      const { lib, viewer: classes } = pdfjs;
      const eventBus = new classes.EventBus();
      const linkService = new classes.PDFLinkService({ eventBus });
      const findController = new classes.PDFFindController({ eventBus, linkService });
      const viewer = new classes.PDFViewer({ container, eventBus, linkService, findController, maxCanvasPixels: MAX_CANVAS_PIXELS });
      linkService.setViewer(viewer);
      parts.current = { viewer, eventBus };
      fitWidth.current = true;
      eventBus.on('pagesinit', () => {
        viewer.currentScaleValue = 'page-width';
        setStatus('ready');
      });
      eventBus.on('pagechanging', ({ pageNumber }: { pageNumber: number }) => setPage(pageNumber));
      eventBus.on('updatefindmatchescount', ({ matchesCount }: { matchesCount: { current: number; total: number } }) =>
        setFind((f) => ({ ...f, ...matchesCount })),
      );
      eventBus.on('updatefindcontrolstate', (e: { state: number; matchesCount: { current: number; total: number } }) =>
        setFind({ state: findState(e.state, classes.FindState), ...e.matchesCount }),
      );
      const resize = new ResizeObserver(() => {
        if (fitWidth.current && viewer.pdfDocument) viewer.currentScaleValue = 'page-width';
      });
      resize.observe(container);
      const stopPinch = pinchToZoom(container, (scaleFactor, origin) => {
        fitWidth.current = false;
        viewer.updateScale({ scaleFactor, origin, drawingDelay: 300 });
      });

      const task = lib.getDocument({ url, disableAutoFetch: true, disableStream: true, rangeChunkSize: RANGE_CHUNK, isEvalSupported: false });
      destroy = () => {
        resize.disconnect();
        stopPinch();
        parts.current = null;
        void task.destroy();
      };
      if (cancelled) return destroy();
      const doc = await task.promise;
      if (cancelled) return;
      viewer.setDocument(doc);
      linkService.setDocument(doc);
      setPageCount(doc.numPages);
      setOutline(await readOutline(doc).catch(() => []));
    })().catch(() => {
      if (!cancelled) setStatus('error');
    });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [url, attempt, containerRef]);

  const goTo = useCallback((target: number) => {
    const viewer = parts.current?.viewer;
    if (viewer?.pdfDocument) viewer.currentPageNumber = Math.min(Math.max(Math.round(target), 1), viewer.pagesCount);
  }, []);
  const zoom = useCallback((steps: number) => {
    fitWidth.current = false;
    parts.current?.viewer.updateScale({ steps });
  }, []);
  const search = useCallback((query: string, previous = false, again = false) => {
    if (!query.trim()) return setFind(IDLE);
    parts.current?.eventBus.dispatch('find', {
      source: null,
      type: again ? 'again' : '',
      query,
      caseSensitive: false,
      entireWord: false,
      highlightAll: true,
      findPrevious: previous,
      matchDiacritics: false,
    });
  }, []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { status, page, pageCount, outline, find, goTo, zoom, search, retry };
}

function findState(state: number, states: Pdfjs['viewer']['FindState']): FindStatus['state'] {
  if (state === states.NOT_FOUND) return 'not-found';
  if (state === states.PENDING) return 'pending';
  return 'found';
}

/** The PDF's own outline (chapters and their sections) with page numbers. */
async function readOutline(doc: PDFDocumentProxy): Promise<OutlineEntry[]> {
  const entries: OutlineEntry[] = [];
  const visit = async (items: Awaited<ReturnType<PDFDocumentProxy['getOutline']>>, depth: number) => {
    for (const item of items ?? []) {
      const dest = typeof item.dest === 'string' ? await doc.getDestination(item.dest) : item.dest;
      const ref = dest?.[0];
      if (ref && typeof ref === 'object') entries.push({ title: item.title, page: (await doc.getPageIndex(ref)) + 1, depth: Math.min(depth, 1) });
      if (depth === 0) await visit(item.items, 1);
    }
  };
  await visit(await doc.getOutline(), 0);
  return entries;
}

/** Two-finger pinch on a touch screen: reports each step's scale factor around the fingers' midpoint. */
function pinchToZoom(element: HTMLElement, onScale: (factor: number, origin: [number, number]) => void) {
  let distance = 0;
  const spread = (e: TouchEvent) => Math.hypot(e.touches[0]!.clientX - e.touches[1]!.clientX, e.touches[0]!.clientY - e.touches[1]!.clientY);
  const start = (e: TouchEvent) => {
    if (e.touches.length === 2) distance = spread(e);
  };
  const move = (e: TouchEvent) => {
    if (e.touches.length !== 2 || !distance) return;
    e.preventDefault(); // the page itself must not zoom
    const next = spread(e);
    const factor = next / distance;
    if (Math.abs(factor - 1) < 0.05) return;
    distance = next;
    onScale(factor, [(e.touches[0]!.clientX + e.touches[1]!.clientX) / 2, (e.touches[0]!.clientY + e.touches[1]!.clientY) / 2]);
  };
  const end = (e: TouchEvent) => {
    if (e.touches.length < 2) distance = 0;
  };
  element.addEventListener('touchstart', start, { passive: true });
  element.addEventListener('touchmove', move, { passive: false });
  element.addEventListener('touchend', end);
  element.addEventListener('touchcancel', end);
  return () => {
    element.removeEventListener('touchstart', start);
    element.removeEventListener('touchmove', move);
    element.removeEventListener('touchend', end);
    element.removeEventListener('touchcancel', end);
  };
}
