import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { api, json } from '../test/api.ts';
import { renderRoute } from '../test/render.tsx';
import { formatNumber, initialLanguage, switchLanguage, t, translate } from './i18n.ts';

afterEach(async () => {
  await switchLanguage('en');
  localStorage.clear();
});

describe('the i18n runtime', () => {
  it('is English by default, word for word, and Hindi once switched, with <html lang> and the choice kept', async () => {
    expect(t('My Assignments')).toBe('My Assignments');
    await switchLanguage('hi');
    expect(t('My Assignments')).toBe('मेरे असाइनमेंट');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem('language')).toBe('hi');
    expect(initialLanguage()).toBe('hi');
    await switchLanguage('en');
    expect(t('My Assignments')).toBe('My Assignments');
    expect(document.documentElement.lang).toBe('en');
  });

  it("starts in the browser's language when the device has no choice yet", () => {
    localStorage.clear();
    const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages')!;
    Object.defineProperty(navigator, 'languages', { configurable: true, get: () => ['hi-IN', 'en-GB'] });
    try {
      expect(initialLanguage()).toBe('hi');
      Object.defineProperty(navigator, 'languages', { configurable: true, get: () => ['ta-IN', 'fr'] });
      expect(initialLanguage()).toBe('en');
    } finally {
      Object.defineProperty(Navigator.prototype, 'languages', languages);
      delete (navigator as { languages?: unknown }).languages;
    }
  });

  it('fills placeholders, formats numbers for the language, and leaves unknown server text as it came', async () => {
    await switchLanguage('hi');
    expect(translate('Invalid email or password')).toBe('ईमेल या पासवर्ड सही नहीं है');
    expect(translate('Something only the server knows')).toBe('Something only the server knows');
    expect(formatNumber(123456)).toBe('1,23,456');
    await switchLanguage('en');
    expect(t('{product} is an AI teacher for your five IT courses: {courses}. Free to try, and it works even without a paid AI key.', { product: 'Vidya', courses: 'X' })).toBe(
      'Vidya is an AI teacher for your five IT courses: X. Free to try, and it works even without a paid AI key.',
    );
  });
});

describe('the sign-in page in Hindi', () => {
  it('reads in Hindi, shows validation in Hindi, and switches back to the spec English in one tap', async () => {
    const user = userEvent.setup();
    await switchLanguage('hi');
    renderRoute(<LoginForm />, { path: '/login' });
    expect(screen.getByRole('heading', { name: 'साइन इन करें' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('ईमेल'), 'ravi@');
    await user.tab();
    expect(await screen.findByText('ईमेल पता सही नहीं है')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('saves a choice made while signed in to the account', async () => {
    let saved: unknown;
    api.use(
      http.patch('/api/auth/me', async ({ request }) => {
        saved = await request.json();
        return json({ _id: 'u1', firstName: 'Asha', lastName: 'V', email: 'a@example.in', language: 'hi' });
      }),
    );
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('user', JSON.stringify({ _id: 'u1', firstName: 'Asha', lastName: 'V', email: 'a@example.in', language: 'en' }));
    const { chooseLanguage } = await import('./account-language.ts');
    await chooseLanguage('hi');
    await waitFor(() => expect(saved).toEqual({ language: 'hi' }));
    expect(JSON.parse(localStorage.getItem('user')!).language).toBe('hi');
  });
});
