import 'pdfjs-dist/web/pdf_viewer.css';
// The worker from the same package, so library and worker versions always match.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * pdf.js and its viewer classes, loaded on first use. The viewer module reads the library from
 * `globalThis.pdfjsLib`, so the library is set there before the viewer is imported.
 */
export async function loadPdfjs() {
  const lib = await import('pdfjs-dist');
  lib.GlobalWorkerOptions.workerSrc = workerUrl;
  (globalThis as { pdfjsLib?: unknown }).pdfjsLib = lib;
  const viewer = await import('pdfjs-dist/web/pdf_viewer.mjs');
  return { lib, viewer };
}

export type Pdfjs = Awaited<ReturnType<typeof loadPdfjs>>;
