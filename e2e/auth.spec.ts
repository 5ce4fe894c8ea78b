import { expect, test } from '@playwright/test';
import { pickMenuItem, resetLinkFromOutbox, snap, uniqueEmail } from './helpers.ts';

test.describe('route guards', () => {
  test('anonymous visitors are sent to sign in, unknown paths to not-found', async ({ page }, info) => {
    for (const path of ['/', '/InformationTechnology', '/webDevelopment', '/learn', '/myAssignments', '/Assignments', '/TakeTest/abc']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
    await page.goto('/this/does/not/exist');
    await expect(page).toHaveURL(/\/not-found$/);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await snap(page, 'not-found', info.project.name);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('reset link without a token says so', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByText('Invalid reset token')).toBeVisible();
  });
});

test('a student signs up, explores, signs out, signs in, and resets a forgotten password', async ({ page }, info) => {
  const project = info.project.name;
  const email = uniqueEmail(`flow-${project}`);
  const password = 'my first password';
  const newPassword = 'my second password';

  // Sign up, with the form's own validation first.
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Password', { exact: true }).blur();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await snap(page, 'signup', project);
  await page.getByLabel('First Name').fill('Sunita');
  await page.getByLabel('Last Name').fill('Devi');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();

  // Landing page.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'What do you want to learn today?' })).toBeVisible();
  await expect(page.getByText('Coming Soon')).toHaveCount(5);
  const locator = page.getByRole('link', { name: 'Find a study centre' });
  await expect(locator).toHaveAttribute('target', '_blank');
  await expect(locator).toHaveAttribute('rel', /noopener/);
  await snap(page, 'landing', project);

  // Signed in: the public auth pages send the student home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);

  // Course picker.
  await page.getByRole('link', { name: /Information Technology/ }).click();
  await expect(page).toHaveURL(/\/InformationTechnology$/);
  for (const course of ['Web Development', 'Data Entry', 'IT Essentials', 'CRM Domestic Voice', 'Computer Hardware']) {
    await expect(page.getByRole('link', { name: new RegExp(course) })).toBeVisible();
  }
  await snap(page, 'course-picker', project);
  await page.getByRole('link', { name: /Data Entry/ }).click();
  await expect(page).toHaveURL(/\/dataEntry$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Data Entry AI Assistant' })).toBeVisible();

  // Sign out removes the four stored items.
  await pickMenuItem(page, 'Sign out');
  await expect(page).toHaveURL(/\/login$/);
  const stored = await page.evaluate(() => ['accessToken', 'refreshToken', 'accessTokenExpiresAt', 'user'].map((k) => localStorage.getItem(k)));
  expect(stored).toEqual([null, null, null, null]);

  // A wrong password shows the server's message in yellow and a toast.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not my password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page.getByText('Login failed. Please try again.')).toBeVisible();
  await snap(page, 'login-failed', project);

  // Forgot password → mail in the outbox → reset → sign in with the new password.
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If your email exists, a reset link has been sent.' })).toBeVisible();
  await snap(page, 'forgot-password', project);

  await page.goto(await resetLinkFromOutbox(email));
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill('something else');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Please confirm your password')).toBeVisible();
  await snap(page, 'reset-password', project);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password has been reset successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
  await expect(signIn).toBeDisabled();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await signIn.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await page.getByLabel('Password').fill(newPassword);
  await signIn.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'What do you want to learn today?' })).toBeVisible();
});

test('the login page before any input', async ({ page }, info) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
  await expect(page.getByText('Google sign-in is not set up on this site.')).toBeVisible();
  await snap(page, 'login', info.project.name);
});
