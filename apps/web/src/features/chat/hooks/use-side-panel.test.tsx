import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PANEL_MODES } from '../../../lib/side-panel-url.ts';
import { useSidePanel } from './use-side-panel.ts';

function Chat() {
  const side = useSidePanel();
  const { pathname, search } = useLocation();
  return (
    <>
      <p>At {pathname + search}</p>
      {PANEL_MODES.map((mode) => (
        <button key={mode} type="button" aria-pressed={side.mode === mode} onClick={() => side.toggle(mode)}>
          {mode}
        </button>
      ))}
      <button type="button" onClick={() => side.open('textbook', { chapter: 3, section: 'Net speed' })}>
        Chapter 3 citation
      </button>
      {side.mode && (
        <button type="button" onClick={side.close}>
          Close panel
        </button>
      )}
      <p>Target {JSON.stringify(side.target)}</p>
    </>
  );
}

function renderChat(entries = ['/InformationTechnology', '/dataEntry']) {
  const router = createMemoryRouter([{ path: '*', element: <Chat /> }], { initialEntries: entries, initialIndex: entries.length - 1 });
  render(<RouterProvider router={router} />);
  return router;
}
const at = (url: string) => expect(screen.getByText(`At ${url}`)).toBeInTheDocument();

describe('useSidePanel', () => {
  it('opens one panel at a time; its toggle pressed again returns to the chat', async () => {
    const router = renderChat();
    await userEvent.click(screen.getByRole('button', { name: 'textbook' }));
    at('/dataEntry?panel=textbook');
    expect(screen.getByRole('button', { name: 'textbook' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'whiteboard' }));
    at('/dataEntry?panel=whiteboard');
    expect(screen.getByRole('button', { name: 'textbook' })).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(screen.getByRole('button', { name: 'whiteboard' }));
    at('/dataEntry');
    // Switching took the first panel's entry: no stray step is left behind.
    await act(() => router.navigate(-1));
    at('/InformationTechnology');
  });

  it('closes the panel on Back', async () => {
    const router = renderChat();
    await userEvent.click(screen.getByRole('button', { name: 'flashcards' }));
    await act(() => router.navigate(-1));
    at('/dataEntry');
    expect(screen.queryByRole('button', { name: 'Close panel' })).not.toBeInTheDocument();
  });

  it('opens the textbook at a chapter and section, and reads them back', async () => {
    renderChat();
    await userEvent.click(screen.getByRole('button', { name: 'Chapter 3 citation' }));
    at('/dataEntry?panel=textbook&chapter=3&section=Net+speed');
    expect(screen.getByText('Target {"chapter":3,"section":"Net speed"}')).toBeInTheDocument();
  });

  it('closes a shared link’s panel in place, without leaving the page', async () => {
    const router = renderChat(['/InformationTechnology', '/dataEntry?panel=textbook&page=12']);
    expect(screen.getByText('Target {"page":12}')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close panel' }));
    at('/dataEntry');
    await act(() => router.navigate(-1));
    at('/InformationTechnology');
  });

  it('ignores a panel it does not know', () => {
    renderChat(['/dataEntry?panel=games']);
    expect(screen.queryByRole('button', { name: 'Close panel' })).not.toBeInTheDocument();
  });

  it('keeps the session that a new chat got while a panel was open, when the panel closes (in the browser)', async () => {
    // As the chat page does when the first question creates the session: the path changes in place,
    // the panel and its history state stay.
    function NewChat() {
      const navigate = useNavigate();
      const { pathname, search, state } = useLocation();
      return (
        <>
          <Chat />
          <button type="button" onClick={() => void navigate({ pathname: `${pathname}/session/s1`, search }, { replace: true, state })}>
            Session created
          </button>
        </>
      );
    }
    window.history.replaceState(null, '', '/InformationTechnology');
    window.history.pushState(null, '', '/webDevelopment');
    render(
      <BrowserRouter>
        <NewChat />
      </BrowserRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'whiteboard' }));
    await userEvent.click(screen.getByRole('button', { name: 'Session created' }));
    at('/webDevelopment/session/s1?panel=whiteboard');
    await userEvent.click(screen.getByRole('button', { name: 'flashcards' }));
    await userEvent.click(screen.getByRole('button', { name: 'flashcards' }));
    await waitFor(() => at('/webDevelopment/session/s1'));
    expect(window.location.pathname).toBe('/webDevelopment/session/s1');
    // The empty new chat's entry was replaced: Back leaves the chat, as it would without the panel.
    act(() => window.history.back());
    await waitFor(() => at('/InformationTechnology'));
  });
});
