import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as MarkdownModule from './markdown-message.tsx';

/** A fresh copy of the module each test, so KaTeX starts out not loaded. */
let markdown: typeof MarkdownModule;
beforeEach(async () => {
  vi.resetModules();
  markdown = await import('./markdown-message.tsx');
});

/** Counts the times the bubble's fallback (its words, in the app) took the answer's place. */
let waited = 0;
function Waiting() {
  waited += 1;
  return <p>waiting for KaTeX</p>;
}

function renderAnswer(text: string, streaming = false) {
  const { default: MarkdownMessage } = markdown;
  waited = 0;
  return render(
    <Suspense fallback={<Waiting />}>
      <MarkdownMessage text={text} streaming={streaming} />
    </Suspense>,
  );
}

const formulas = (root: HTMLElement) => Array.from(root.querySelectorAll('annotation'), (a) => a.textContent);

describe('KaTeX, fetched only for math', () => {
  it('renders an answer without math at once, and never fetches KaTeX for it', async () => {
    renderAnswer('A **byte** is eight bits; it costs 5 rupees.\n\n| a | b |\n|---|---|\n| 1 | 2 |');
    expect(screen.getByText('byte').tagName).toBe('STRONG');
    expect(screen.getByRole('table')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(markdown.katexLoaded()).toBe(false);
  });

  it('waits for KaTeX before showing a finished answer with math, then shows the formula', async () => {
    const { container } = await act(async () => renderAnswer('So $8 + 0 + 2 + 1 = 11$ in **decimal**, and \\(x^2\\).'));
    expect(await screen.findByText('decimal')).toBeInTheDocument();
    expect(waited).toBeGreaterThan(0);
    expect(formulas(container)).toEqual(['8 + 0 + 2 + 1 = 11', 'x^2']);
    expect(markdown.katexLoaded()).toBe(true);
  });

  it('keeps a streaming answer on screen while KaTeX arrives, then renders its math', async () => {
    const { container } = renderAnswer('The sum is $8 + 3$ so far, in **decimal**\n', true);
    expect(screen.getByText('decimal').tagName).toBe('STRONG');
    expect(container).toHaveTextContent('8 + 3');
    await vi.waitFor(() => expect(formulas(container)).toEqual(['8 + 3']), { timeout: 10_000 });
    expect(waited).toBe(0);
  });

  it('fetches KaTeX as soon as an answer starts streaming, math or not', async () => {
    renderAnswer('Hello', true);
    await vi.waitFor(() => expect(markdown.katexLoaded()).toBe(true), { timeout: 10_000 });
  });
});
