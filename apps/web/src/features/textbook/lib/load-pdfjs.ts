import 'pdfjs-dist/legacy/web/pdf_viewer.css';
// Order matters: pdfjs-global puts the library where the viewer module looks for it.
import { lib } from './pdfjs-global.ts';
import * as viewer from 'pdfjs-dist/legacy/web/pdf_viewer.mjs';

/**
 * pdf.js and its viewer classes. Static imports: they arrive with the textbook panel's chunk, in
 * parallel, rather than one after another once the panel has loaded.
 */
export const pdfjs = { lib, viewer };
export type Pdfjs = typeof pdfjs;
