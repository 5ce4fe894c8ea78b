import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import ToastHost from '../../../components/ui/toast-host.tsx';
import { api as fakeServer, fakeApi, json as jsonAnswer } from '../../../test/api.ts';
import { renderRoute } from '../../../test/render.tsx';
import { LoginForm } from './login-form.tsx';
import { SignupForm } from './signup-form.tsx';

// The real toasts (react-toastify), not a stand-in: what the student sees is what is checked.
const json = (status: number, body: Record<string, unknown>) => () => jsonAnswer(body, status);
/** The api: every auth endpoint answers `login`. */
const api = (login: () => Response) => {
  fakeApi.config = { productName: 'Gyan', googleClientId: null };
  fakeServer.use(http.all('/api/auth/*', login));
};

/**
 * A dismissed toast plays its exit animation and is removed at its end; jsdom runs no animations,
 * so the check is that the toast has started leaving (the e2e run sees it gone in Chromium).
 */
const toastLeaving = (text: string) => waitFor(() => expect(screen.getByText(text).closest('.Toastify__toast')?.className).toMatch(/exit/));

describe('the sign-in page on a first visit', () => {
  beforeEach(() => api(json(500, {})));

  it('says what the product is, with the configured name and the five courses', async () => {
    renderRoute(<LoginForm />, { path: '/login' });
    expect(
      await screen.findByText(
        'Gyan is an AI teacher for your five IT courses: Web Development, Data Entry, IT Essentials, CRM Domestic Voice and Computer Hardware. Free to try, and it works even without a paid AI key.',
      ),
    ).toBeInTheDocument();
  });
});

describe('LoginForm after a wrong password', () => {
  const signInWrong = async () => {
    const user = userEvent.setup();
    renderRoute(
      <>
        <LoginForm />
        <ToastHost />
      </>,
      { path: '/login' },
    );
    await user.type(screen.getByLabelText('Email'), 'ravi@example.in');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    return user;
  };

  it('shows the server reason in yellow and the spec toast in red, each once', async () => {
    api(json(401, { message: 'Invalid email or password' }));
    await signInWrong();
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
    expect(screen.getAllByText('Invalid email or password')).toHaveLength(1);
    expect(screen.getByText('Invalid email or password').className).toMatch(/yellow/);
  });

  it('does not repeat the toast in yellow when the server says the same thing', async () => {
    api(json(401, { message: 'Login failed. Please try again.' }));
    await signInWrong();
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
    expect(screen.getAllByText('Login failed. Please try again.')).toHaveLength(1);
  });

  it('closes the toast when the student edits a field, and keeps the reason', async () => {
    api(json(401, { message: 'Invalid email or password' }));
    const user = await signInWrong();
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'x');
    await toastLeaving('Login failed. Please try again.');
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
  });
});

describe('SignupForm short-password toast', () => {
  beforeEach(() => api(json(500, {})));

  it('goes away once the password is long enough', async () => {
    const user = userEvent.setup();
    renderRoute(
      <>
        <SignupForm />
        <ToastHost />
      </>,
      { path: '/signup' },
    );
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.tab();
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    // Still too short: it stays.
    await user.type(screen.getByLabelText('Password'), 'er');
    expect(screen.getByText('Password must be at least 8 characters long').closest('.Toastify__toast')?.className).not.toMatch(/exit/);
    await user.type(screen.getByLabelText('Password'), ' but now long');
    await toastLeaving('Password must be at least 8 characters long');
  });
});
