import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import HistoryPanel from './history-panel.tsx';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
beforeEach(() =>
  vi.stubGlobal('fetch', vi.fn(async () => json([{ _id: 's1', name: 'Typing speed', chatBot: 'dataEntry', updatedAt: new Date().toISOString() }]))),
);
afterEach(() => vi.unstubAllGlobals());

describe('HistoryPanel', () => {
  it('takes the focus when it opens; Escape closes a session menu first, then the panel', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderRoute(<HistoryPanel bot="dataEntry" currentId={null} onOpen={vi.fn()} onNew={vi.fn()} onDelete={vi.fn()} onClose={onClose} />);
    expect(screen.getByRole('complementary', { name: 'Chat History' })).toHaveFocus();

    await user.click(await screen.findByRole('button', { name: 'Options for Typing speed' }));
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
