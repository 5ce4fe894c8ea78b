// The legacy build: pdf.js's modern build needs very recent browsers (iterator helpers, Chrome 122+),
// and older Android phones keep older Chrome and WebView versions.
import * as lib from 'pdfjs-dist/legacy/build/pdf.mjs';
// The worker from the same package, so library and worker versions always match.
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';

// pdf.js's viewer module reads the library from `globalThis.pdfjsLib` as it loads: this module is
// imported before it (load-pdfjs.ts), so the library is there first.
lib.GlobalWorkerOptions.workerSrc = workerUrl;
(globalThis as { pdfjsLib?: unknown }).pdfjsLib = lib;

export { lib };
