import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary.tsx';

/**
 * A part of a screen that can do without (a badge, a hint) whose code is a lazy chunk: shown once
 * the chunk arrives, and simply left out when it cannot (offline) instead of failing the screen.
 */
export function OptionalPart({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}
