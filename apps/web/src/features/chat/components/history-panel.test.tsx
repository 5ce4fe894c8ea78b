import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import HistoryPanel from './history-panel.tsx';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
beforeEach(() =>
  vi.stubGlobal('fetch', vi.fn(async () => json([{ _id: 's1', name: 'Typing speed', chatBot: 'dataEntry', updatedAt: new Date().toISOString() }]))),
);
afterEach(() => vi.unstubAllGlobals());

/** The chat header's History button and the panel it toggles. */
function WithOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(!open)}>
        History
      </button>
      {open && <HistoryPanel bot="dataEntry" currentId={null} onOpen={vi.fn()} onNew={vi.fn()} onDelete={vi.fn()} onClose={() => setOpen(false)} />}
    </>
  );
}

describe('HistoryPanel', () => {
  it('gives the focus back to the button that opened it, closed by its ✕ or by Escape', async () => {
    const user = userEvent.setup();
    renderRoute(<WithOpener />);
    const opener = screen.getByRole('button', { name: 'History' });
    await user.click(opener);
    expect(screen.getByRole('complementary', { name: 'Chat History' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close chat history' }));
    expect(opener).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('complementary', { name: 'Chat History' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('complementary', { name: 'Chat History' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('takes the focus when it opens; Escape closes a session menu first, then the panel', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderRoute(<HistoryPanel bot="dataEntry" currentId={null} onOpen={vi.fn()} onNew={vi.fn()} onDelete={vi.fn()} onClose={onClose} />);
    expect(screen.getByRole('complementary', { name: 'Chat History' })).toHaveFocus();

    const options = await screen.findByRole('button', { name: 'Options for Typing speed' });
    await user.click(options);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(options).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
