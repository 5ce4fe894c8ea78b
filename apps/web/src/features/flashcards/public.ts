import { lazy } from 'react';

// The flashcards panel is a chunk of its own, loaded when it opens.
export const FlashcardsPanel = lazy(() => import('./components/flashcards-panel.tsx'));
// The count of cards due today (the chat's Flashcards toggle, the landing page): small chunks loaded
// after the screen, so neither first download grows for it.
export const FlashcardsDueBadge = lazy(() => import('./components/due-badge.tsx'));
export const DueTodayLink = lazy(() => import('./components/due-today-link.tsx'));
