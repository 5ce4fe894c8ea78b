import type { DueCard } from '@vidya/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/api.ts';
import { renderRoute } from '../../../test/render.tsx';
import { StudyToolbar } from './study-toolbar.tsx';

const card = (id: string) => ({ _id: id }) as DueCard;

describe('the study tools', () => {
  it('shows how many flashcards are due today on the Flashcards toggle, in its name too', async () => {
    fakeApi.dueCards = [card('a'), card('b'), card('c')];
    renderRoute(<StudyToolbar bot="dataEntry" mode={null} onToggle={vi.fn()} />, { path: '/dataEntry' });
    const toggle = await screen.findByRole('button', { name: 'Flashcards, 3 due' });
    expect(within(toggle).getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('names the toggle plainly when nothing is due', async () => {
    renderRoute(<StudyToolbar bot="dataEntry" mode={null} onToggle={vi.fn()} />, { path: '/dataEntry' });
    expect(await screen.findByRole('button', { name: 'Flashcards' })).toBeInTheDocument();
  });
});
