import type { DueCard } from '@vidya/contract';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { fakeApi, sentTo } from '../../../test/api.ts';
import { renderRoute } from '../../../test/render.tsx';
import DueTodayLink from './due-today-link.tsx';

describe('the due-today link (landing page)', () => {
  it('counts the cards due today and opens the flashcards', async () => {
    fakeApi.dueCards = [{ _id: 'a' }, { _id: 'b' }] as DueCard[];
    renderRoute(<DueTodayLink />);
    expect(await screen.findByRole('link', { name: '2 flashcards due today' })).toHaveAttribute('href', '/learn?panel=flashcards');
  });

  it('shows nothing when no card is due', async () => {
    renderRoute(<DueTodayLink />);
    await expect.poll(() => sentTo('/api/flashcards/review/due-count').length).toBe(1);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('the due-today link in Hindi', () => {
  afterEach(async () => {
    cleanup();
    await switchLanguage('en');
  });

  it('counts in Hindi, and in the spec English once switched back', async () => {
    fakeApi.dueCards = [{ _id: 'a' }] as DueCard[];
    await switchLanguage('hi');
    renderRoute(<DueTodayLink />);
    expect(await screen.findByRole('link', { name: '1 फ़्लैशकार्ड आज दोहराना है' })).toBeInTheDocument();
    await act(() => switchLanguage('en'));
    expect(screen.getByRole('link', { name: '1 flashcard due today' })).toBeInTheDocument();
  });
});
