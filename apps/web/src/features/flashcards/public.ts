import { lazy } from 'react';

// The flashcards panel is a chunk of its own, loaded when it opens.
export const FlashcardsPanel = lazy(() => import('./components/flashcards-panel.tsx'));
