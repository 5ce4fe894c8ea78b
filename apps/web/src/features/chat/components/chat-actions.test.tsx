import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/api.ts';
import { AppHeader } from '../../../components/layout/app-header.tsx';
import { renderRoute } from '../../../test/render.tsx';
import { ASSIGNMENTS_HINT, ChatActions } from './chat-actions.tsx';

beforeEach(() => void (fakeApi.config = { productName: 'Gyan', supportEmail: 'help@gyan.example' }));

function renderHeader(onToggleHistory = vi.fn(), onStartCall = vi.fn()) {
  renderRoute(
    <AppHeader
      actions={(place) => (
        <ChatActions bot="dataEntry" sessionId={null} messageCount={0} historyOpen={false} onToggleHistory={onToggleHistory} onOpenSyllabus={vi.fn()} onStartCall={onStartCall} {...place} />
      )}
    />,
    { path: '/dataEntry' },
  );
  return onToggleHistory;
}

describe('the chat header on a phone', () => {
  it('shows the configured product name as the brand', async () => {
    renderHeader();
    expect(await screen.findByRole('link', { name: 'Gyan' })).toHaveAttribute('href', '/');
  });

  it('starts a voice call from the menu, closing the menu', async () => {
    const user = userEvent.setup();
    const onStartCall = vi.fn();
    renderHeader(vi.fn(), onStartCall);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('button', { name: 'Voice call' }));
    expect(onStartCall).toHaveBeenCalledOnce();
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('keeps ids unique with the menu open, and shows the Assignments hint as text in the menu', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);

    const menu = screen.getByRole('navigation', { name: 'Menu' });
    const button = within(menu).getByRole('button', { name: /Assignments/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(ASSIGNMENTS_HINT);
    expect(within(menu).getByText(ASSIGNMENTS_HINT)).not.toHaveClass('sr-only');
  });

  it('closes the menu when an action is chosen', async () => {
    const user = userEvent.setup();
    const onToggleHistory = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('button', { name: /History/ }));
    expect(onToggleHistory).toHaveBeenCalledOnce();
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
