import { lazy } from 'react';

// The flashcards panel is a chunk of its own, loaded when it opens.
export const FlashcardsPanel = lazy(() => import('./components/flashcards-panel.tsx'));
// Small enough for the chat toolbar and the landing page: the count of cards due today.
export { useDueCount } from './api/get-due-count.ts';
export { DueTodayLink } from './components/due-today-link.tsx';
