import { lazy } from 'react';

// The textbook (pdf.js) and the syllabus are chunks of their own: the chat screen's first load does
// not carry them.
export const TextbookPanel = lazy(() => import('./components/textbook-panel.tsx'));
export const SyllabusDialog = lazy(() => import('./components/syllabus-dialog.tsx'));
// The page tables (chapter titles and pages): small JSON, shared with the chat's citation links.
export { useTextbookTables } from './api/textbook-pages.ts';
