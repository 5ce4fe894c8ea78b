import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations, signUpViaApi, smallTapTargets, snap } from './helpers.ts';

/*
 * Every screen a student meets first is checked as it is used on a 360 px phone and a laptop:
 * nothing to tap is smaller than 44 × 44 px, and axe finds nothing serious or critical.
 * Documented exceptions: none. (Inline links inside a sentence would be the only acceptable kind,
 * and the spec's ones — 'Create an account', 'Sign in', 'Find a study centre' — grow instead.)
 */
async function checkScreen(page: Page, name: string, project: string) {
  await snap(page, `fit-${name}`, project);
  expect(await smallTapTargets(page), `small tap targets on ${name}`).toEqual([]);
  expect(await seriousAxeViolations(page), `axe on ${name}`).toEqual([]);
}

test('sign-in screens, landing, widget, chat with history and a file, a toast: big enough to tap, no serious axe findings', async ({ page }, info) => {
  const project = info.project.name;

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText(/is an AI teacher for your five IT courses: Web Development, Data Entry, IT Essentials, CRM Domestic Voice and Computer Hardware\./)).toBeVisible();
  await checkScreen(page, 'login', project);

  // A wrong sign-in: the server's reason in yellow, the spec's toast in red, not the same sentence twice.
  await page.getByLabel('Email').fill('nobody@example.in');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const failed = page.getByText('Login failed. Please try again.');
  await expect(failed).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.waitForFunction(() => document.querySelector('.Toastify__toast')?.getAnimations().length === 0);
  await checkScreen(page, 'login-failed', project);
  // Editing a field closes the toast; the reason stays.
  await page.getByLabel('Password').fill('another try');
  await expect(failed).toHaveCount(0);
  await expect(page.getByText('Invalid email or password')).toBeVisible();

  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await checkScreen(page, 'signup', project);

  // A toast: the short-password warning.
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Password', { exact: true }).blur();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close notification' })).toBeVisible();
  // Measured and photographed once it has slid in.
  await page.waitForFunction(() => document.querySelector('.Toastify__toast')?.getAnimations().length === 0);
  await checkScreen(page, 'toast', project);
  // Put right, the warning goes.
  await page.getByLabel('Password', { exact: true }).fill('long enough now');
  await expect(page.getByText('Password must be at least 8 characters long')).toHaveCount(0);

  await signUpViaApi(page, 'Tara');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'What do you want to learn today?' })).toBeVisible();
  await checkScreen(page, 'landing', project);

  // The header menu: the avatar menu on a laptop, the hamburger on a phone.
  const hamburger = page.getByRole('button', { name: 'Menu', exact: true });
  if (project === 'mobile') await hamburger.click();
  else await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('link', { name: 'My Assignments' })).toBeVisible();
  await checkScreen(page, 'landing-menu', project);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Open the Ask assistant' }).click();
  await expect(page.getByRole('region', { name: 'Ask assistant' })).toBeVisible();
  await checkScreen(page, 'widget', project);
  await page.getByRole('region', { name: 'Ask assistant' }).getByRole('button', { name: 'Close' }).click();

  // A chat with one answer, a file waiting to be sent, and the history open on its session's menu.
  await page.goto('/dataEntry');
  await page.getByLabel('Message', { exact: true }).fill('What is a transposition error?');
  await page.getByLabel('Message', { exact: true }).press('Enter');
  await expect(page.locator('li[data-sender="bot"]').last()).toContainText('From your course notes');
  await page.getByTestId('attach-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Practice: 30 words per minute.') });
  await expect(page.getByRole('list', { name: 'Files to send' })).toContainText('notes.txt');
  await checkScreen(page, 'chat', project);

  if (project === 'mobile') await hamburger.click();
  await page.getByRole('button', { name: /History/ }).first().click();
  const history = page.getByRole('complementary', { name: 'Chat History' });
  await history.getByRole('button', { name: /^Options for / }).first().click();
  await expect(history.getByRole('button', { name: 'Delete' })).toBeVisible();
  await checkScreen(page, 'chat-history', project);
});

test('the size check itself notices a small button and a small link', async ({ page }) => {
  await page.setContent('<p>Read <a href="/x">this</a>.</p><button style="width:28px;height:28px" aria-label="Remove">x</button><button style="width:48px;height:48px">Ok</button>');
  expect(await smallTapTargets(page)).toEqual([expect.stringContaining('<a> "this"'), '<button> "Remove" 28×28']);
});
