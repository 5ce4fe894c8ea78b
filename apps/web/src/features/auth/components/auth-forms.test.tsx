import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import ToastHost from '../../../components/ui/toast-host.tsx';
import { api, json, sentTo } from '../../../test/api.ts';
import { renderRoute as renderPage } from '../../../test/render.tsx';
import { LoginForm } from './login-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { SignupForm } from './signup-form.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

// Each form with the real toast host beside it, as the app has it: toasts are checked as shown.
const renderRoute = (form: ReactElement, options: Parameters<typeof renderPage>[1]) =>
  renderPage(
    <>
      {form}
      <ToastHost />
    </>,
    options,
  );

/** What every auth endpoint answers in this test. */
const authAnswers = (status: number, body: Record<string, unknown>) => api.use(http.all('/api/auth/*', () => json(body, status)));
beforeEach(() => authAnswers(500, {}));

describe('LoginForm', () => {
  it('keeps Sign in disabled until the form is changed and valid', async () => {
    const user = userEvent.setup();
    renderRoute(<LoginForm />, { path: '/login' });
    const submit = screen.getByRole('button', { name: 'Sign in' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'ravi@');
    await user.tab();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'example.in');
    await user.type(screen.getByLabelText('Password'), 'x');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.clear(screen.getByLabelText('Password'));
    await user.tab();
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('shows the server message in yellow and toasts on failure', async () => {
    authAnswers(401, { message: 'Invalid email or password' });
    const user = userEvent.setup();
    renderRoute(<LoginForm />, { path: '/login' });
    await user.type(screen.getByLabelText('Email'), 'ravi@example.in');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByText('Invalid email or password');
    expect(alert).toHaveRole('alert');
    expect(alert.className).toMatch(/yellow/);
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
  });

  it('stores the four auth items and leaves the page on success', async () => {
    const auth = { accessToken: 'a.b.c', refreshToken: 'r', accessTokenExpiresAt: '2030-01-01T00:00:00.000Z', user: { _id: '1', firstName: 'Ravi', lastName: 'K', email: 'ravi@example.in' } };
    authAnswers(200, auth);
    const user = userEvent.setup();
    renderRoute(<LoginForm />, { path: '/login' });
    await user.type(screen.getByLabelText('Email'), ' ravi@example.in ');
    await user.type(screen.getByLabelText('Password'), 'right password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Moved to another page')).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBe('a.b.c');
    expect(localStorage.getItem('accessTokenExpiresAt')).toBe('2030-01-01T00:00:00.000Z');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(auth.user);
    expect(await sentTo('/api/auth/login', 'POST')[0]?.json()).toEqual({ email: 'ravi@example.in', password: 'right password' });
  });
});

describe('SignupForm', () => {
  it('shows every spec message for an empty or wrong form', async () => {
    const user = userEvent.setup();
    renderRoute(<SignupForm />, { path: '/signup' });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    for (const message of ['First name is required', 'Last name is required', 'Email is required', 'Password is required', 'Confirm Password is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'different');
    await user.tab();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(sentTo('/api/auth/register', 'POST')).toHaveLength(0);
  });

  it('toasts on blur of a short, non-empty password field only', async () => {
    const user = userEvent.setup();
    renderRoute(<SignupForm />, { path: '/signup' });
    await user.click(screen.getByLabelText('Password'));
    await user.tab();
    expect(screen.queryByText('Password must be at least 8 characters long')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.tab();
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
  });

  it('toasts the server message when signup fails', async () => {
    authAnswers(409, { message: 'An account with this email already exists. Please sign in instead.' });
    const user = userEvent.setup();
    renderRoute(<SignupForm />, { path: '/signup' });
    await user.type(screen.getByLabelText('First Name'), 'Asha');
    await user.type(screen.getByLabelText('Last Name'), 'Verma');
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.type(screen.getByLabelText('Confirm Password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('An account with this email already exists. Please sign in instead.')).toBeInTheDocument();
  });
});

describe('ForgotPasswordForm and ResetPasswordForm', () => {
  it('sends the email with this site as frontendUrl and shows the neutral answer', async () => {
    authAnswers(200, { message: 'If your email exists, a reset link has been sent.' });
    const user = userEvent.setup();
    renderRoute(<ForgotPasswordForm />, { path: '/forgot-password' });
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If your email exists, a reset link has been sent.');
    expect(await sentTo('/api/auth/forgot-password', 'POST')[0]?.json()).toEqual({ email: 'asha@example.in', frontendUrl: window.location.origin });
  });

  it('shows a failure in red with the server message', async () => {
    authAnswers(400, { message: 'frontendUrl is not an allowed origin for this site.' });
    const user = userEvent.setup();
    renderRoute(<ForgotPasswordForm />, { path: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('frontendUrl is not an allowed origin for this site.');
    expect(status.className).toMatch(/red/);
  });

  it('validates the new password and its confirmation', async () => {
    const user = userEvent.setup();
    renderRoute(<ResetPasswordForm />, { path: '/reset-password/:token', url: '/reset-password/tok' });
    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(await screen.findByText('Please confirm your password')).toBeInTheDocument();
  });

  it("shows the server's msg in red on failure and toasts 'Invalid reset token' without a token", async () => {
    authAnswers(400, { message: 'This reset link is invalid or has expired. Please request a new one.' });
    const user = userEvent.setup();
    renderRoute(<ResetPasswordForm />, { path: '/reset-password/:token', url: '/reset-password/tok' });
    await user.type(screen.getByLabelText('New Password'), 'long enough');
    await user.type(screen.getByLabelText('Confirm Password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    // In red on the form, and in the failure toast.
    const shown = await screen.findAllByText('This reset link is invalid or has expired. Please request a new one.');
    expect(shown.some((el) => el.className.includes('red'))).toBe(true);
  });
});

describe('ResetPasswordForm without a token', () => {
  it('toasts Invalid reset token', async () => {
    renderRoute(<ResetPasswordForm />, { path: '/reset-password' });
    expect(await screen.findAllByText('Invalid reset token')).not.toHaveLength(0);
  });
});
