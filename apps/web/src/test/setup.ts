import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { api, fakeApi } from './api.ts';

// findBy…/waitFor wait up to 1 s by default: on a loaded machine a lazy chunk or a render takes longer.
// A thing that never appears still fails, after 10 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does no layout, so it has no scrollIntoView; the chat calls it to show the newest message.
Element.prototype.scrollIntoView ??= () => undefined;

// Every test talks to the one fake api (test/api.ts); a request it does not know fails the test.
beforeAll(() => api.listen({ onUnhandledRequest: 'error' }));
afterAll(() => api.close());

// A console.error during a test fails it (CONVENTIONS.md).
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
});
afterEach(() => {
  cleanup();
  api.resetHandlers();
  fakeApi.reset();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  if (errors.length) throw new Error(`console.error was called: ${errors.map((a) => a.map(String).join(' ')).join('\n')}`);
});
