import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../components/ui/error-boundary.tsx';
import { switchLanguage } from '../i18n/i18n.ts';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './router.tsx';
import { RouteError } from './routes/route-error.tsx';

const user = { _id: 'u1', firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in' };

function openApp(path: string) {
  window.history.replaceState(null, '', path);
  render(
    <AppProviders>
      <AppRoutes />
    </AppProviders>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('routes', () => {
  it.each(['/login', '/signup', '/forgot-password'])('sends a signed-in student from %s to the landing page', async (path) => {
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('user', JSON.stringify(user));
    openApp(path);
    expect(await screen.findByRole('heading', { name: 'What do you want to learn today?' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it.each(['/learn', '/webDevelopment', '/InformationTechnology', '/Assignments', '/myAssignments'])('sends an anonymous visitor from %s to sign in', async (path) => {
    openApp(path);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it.each(['/webDevelopment/foo', '/dataEntry/session/not-a-uuid', '/learn/session/nope'])('sends the unknown chat path %s to /not-found', async (path) => {
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('user', JSON.stringify(user));
    openApp(path);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/not-found');
  });

  it('treats a token without a readable user as signed out: / shows the sign-in form, with no loop', async () => {
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('user', '{not json');
    openApp('/');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });
});

describe('ErrorBoundary with RouteError', () => {
  function Broken({ fail }: { fail: boolean }): React.ReactNode {
    if (fail) throw new Error('Failed to fetch dynamically imported module');
    return <p>Page content</p>;
  }

  it('shows a friendly message with a Reload button instead of a blank page, and recovers on another path', async () => {
    const caught = vi.fn();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { rerender } = render(
      <ErrorBoundary fallback={<RouteError />} resetKey="/a">
        <Broken fail />
      </ErrorBoundary>,
      { onCaughtError: caught },
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(caught).toHaveBeenCalledOnce();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();

    rerender(
      <ErrorBoundary fallback={<RouteError />} resetKey="/b">
        <Broken fail={false} />
      </ErrorBoundary>,
    );
    await waitFor(() => expect(screen.getByText('Page content')).toBeInTheDocument());
  });
});

describe('the app routes in Hindi', () => {
  afterEach(async () => {
    cleanup();
    await switchLanguage('en');
  });

  it('shows the not-found page in Hindi, and in the spec English once switched back', async () => {
    await switchLanguage('hi');
    openApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/login');
    await act(() => switchLanguage('en'));
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toBeInTheDocument();
  });

  it('offers Reload in Hindi when a page fails', async () => {
    await switchLanguage('hi');
    render(<RouteError />);
    expect(screen.getByRole('heading', { name: 'कुछ गड़बड़ हो गई' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फिर से लोड करें' })).toBeInTheDocument();
    await act(() => switchLanguage('en'));
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
