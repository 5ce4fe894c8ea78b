import * as lib from 'pdfjs-dist';
// The worker from the same package, so library and worker versions always match.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// pdf.js's viewer module reads the library from `globalThis.pdfjsLib` as it loads: this module is
// imported before it (load-pdfjs.ts), so the library is there first.
lib.GlobalWorkerOptions.workerSrc = workerUrl;
(globalThis as { pdfjsLib?: unknown }).pdfjsLib = lib;

export { lib };
