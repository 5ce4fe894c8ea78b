import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, json } from '../../../test/api.ts';
import { renderRoute } from '../../../test/render.tsx';
import HistoryPanel from './history-panel.tsx';

// Three days ago at a given local hour (not 72 hours ago, which could straddle midnight).
const threeDaysAgoAt = (hour: number) => {
  const d = new Date();
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() - 3, hour).toISOString();
};
const sessions = [
  { _id: 's1', name: 'Typing speed', chatBot: 'dataEntry' as const, updatedAt: new Date().toISOString() },
  { _id: 's2', name: 'Shortcuts', chatBot: 'dataEntry' as const, updatedAt: threeDaysAgoAt(15) },
  { _id: 's3', name: 'Shortcuts', chatBot: 'dataEntry' as const, updatedAt: threeDaysAgoAt(9) },
];
beforeEach(() => api.use(http.get('/api/chat/sessions/:bot', () => json(sessions))));

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

  it('says when each chat was last used, telling apart chats of the same name and day by their time', async () => {
    renderRoute(<HistoryPanel bot="dataEntry" currentId={null} onOpen={vi.fn()} onNew={vi.fn()} onDelete={vi.fn()} onClose={vi.fn()} />);
    const typing = await screen.findByRole('button', { name: 'Typing speed' });
    expect(typing).toHaveAccessibleDescription('today');
    const [newer, older] = screen.getAllByRole('button', { name: 'Shortcuts' });
    expect(newer).toHaveAccessibleDescription('3 days ago, 3:00 pm');
    expect(older).toHaveAccessibleDescription('3 days ago, 9:00 am');
    expect(screen.getAllByRole('button', { name: 'Options for Shortcuts' })[0]).toHaveAccessibleDescription('3 days ago, 3:00 pm');
  });

  it('hands a deleted chat on at once, keeps the focus in the panel, and does not list the chat waiting to be deleted', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    function Panel() {
      const [hidden, setHidden] = useState<string | null>(null);
      return (
        <HistoryPanel
          bot="dataEntry"
          currentId={null}
          hiddenId={hidden}
          onOpen={vi.fn()}
          onNew={vi.fn()}
          onDelete={(id) => {
            onDelete(id);
            setHidden(id);
          }}
          onClose={vi.fn()}
        />
      );
    }
    renderRoute(<Panel />);
    await user.click(await screen.findByRole('button', { name: 'Options for Typing speed' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledExactlyOnceWith('s1');
    expect(screen.queryByRole('button', { name: 'Typing speed' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Shortcuts' })).toHaveLength(2);
    expect(screen.getByRole('complementary', { name: 'Chat History' })).toHaveFocus();
  });

  it('loads the next page after the last session shown, and more as the list scrolls', async () => {
    const page = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({ _id: `p${from + i}`, name: `Chat ${from + i}`, chatBot: 'dataEntry' as const, updatedAt: new Date(Date.UTC(2026, 10, 20) - (from + i) * 60_000).toISOString() }));
    const asked: string[] = [];
    api.use(
      http.get('/api/chat/sessions/:bot', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        return json(url.searchParams.get('beforeId') === 'p49' ? page(50, 3) : page(0, 50));
      }),
    );
    const user = userEvent.setup();
    renderRoute(<HistoryPanel bot="dataEntry" currentId={null} onOpen={vi.fn()} onNew={vi.fn()} onDelete={vi.fn()} onClose={vi.fn()} />);
    // By text, not role: role queries over 50 rows are slow on a busy machine.
    expect(await screen.findByText('Chat 49')).toBeInTheDocument();
    expect(screen.queryByText('Chat 50')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Chat 52')).toBeInTheDocument();
    expect(new URLSearchParams(asked.at(-1))).toEqual(new URLSearchParams({ limit: '50', before: page(49, 1)[0]!.updatedAt, beforeId: 'p49' }));
    // A short page is the end: no more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getAllByText(/^Chat \d+$/)).toHaveLength(53);
  }, 60_000);
});
