import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useHistoryPanel } from './use-history-panel.ts';

function Chat() {
  const panel = useHistoryPanel();
  const { pathname } = useLocation();
  return (
    <>
      <p>At {pathname}</p>
      <button type="button" onClick={panel.toggle}>
        History
      </button>
      {panel.open && (
        <aside aria-label="Chat History">
          <button type="button" onClick={panel.hide}>
            Close chat history
          </button>
          <button type="button" onClick={() => panel.leaveTo('/dataEntry/session/b')}>
            Session B
          </button>
        </aside>
      )}
    </>
  );
}

/** A student who came from the course picker to a chat. */
function renderChat() {
  const router = createMemoryRouter([{ path: '*', element: <Chat /> }], { initialEntries: ['/InformationTechnology', '/dataEntry'], initialIndex: 1 });
  render(<RouterProvider router={router} />);
  return router;
}
const panel = () => screen.queryByRole('complementary', { name: 'Chat History' });

describe('useHistoryPanel', () => {
  it('closes the panel on Back, and the chat stays', async () => {
    const router = renderChat();
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    expect(panel()).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(panel()).not.toBeInTheDocument();
    expect(screen.getByText('At /dataEntry')).toBeInTheDocument();
  });

  it('leaves no stray history entry when closed by its button', async () => {
    const router = renderChat();
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close chat history' }));
    expect(panel()).not.toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(screen.getByText('At /InformationTechnology')).toBeInTheDocument();
  });

  it('opens a chat from the panel in place of its entry: Back then returns to the chat before', async () => {
    const router = renderChat();
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    await userEvent.click(screen.getByRole('button', { name: 'Session B' }));
    expect(screen.getByText('At /dataEntry/session/b')).toBeInTheDocument();
    expect(panel()).not.toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(screen.getByText('At /dataEntry')).toBeInTheDocument();
    expect(panel()).not.toBeInTheDocument();
  });
});
