import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/api.ts';
import { renderRoute } from '../../test/render.tsx';
import { AppHeader } from './app-header.tsx';

beforeEach(() => void (fakeApi.config = { productName: 'Gyan' }));

// jsdom applies no media queries, so both the laptop's avatar menu and the phone's hamburger are there.
const renderHeader = (onHistory = vi.fn()) => {
  renderRoute(
    <AppHeader
      actions={({ onPick }) => (
        <button
          type="button"
          onClick={() => {
            onPick();
            onHistory();
          }}
        >
          History
        </button>
      )}
    />,
    { path: '/dataEntry' },
  );
  return onHistory;
};

describe('AppHeader focus', () => {
  it('gives the focus back to the avatar when its menu is closed with Escape', async () => {
    const user = userEvent.setup();
    renderHeader();
    const avatar = screen.getByRole('button', { name: 'Account menu' });
    await user.click(avatar);
    await user.tab();
    expect(within(screen.getByRole('navigation', { name: 'Account' })).getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
    expect(avatar).toHaveFocus();
  });

  it('gives the focus back to the hamburger on Escape and after a pick in the phone menu', async () => {
    const user = userEvent.setup();
    const onHistory = renderHeader();
    const hamburger = screen.getByRole('button', { name: 'Menu' });
    await user.click(hamburger);
    await user.tab();
    expect(hamburger).not.toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(hamburger).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('button', { name: 'History' }));
    expect(onHistory).toHaveBeenCalledOnce();
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(hamburger).toHaveFocus();
  });
});
