import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './helpers.ts';

/** Presses Tab until `name` has the focus (at most 40 times), as a keyboard user would. */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim())) === name) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test('on a laptop the keyboard alone goes through the chat, its menus and panels, and the Ask widget', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'a keyboard walk; the phone has its own check below');
  await signUpViaApi(page, 'Neha');

  // The chat opens ready to type.
  await page.goto('/dataEntry');
  const message = page.getByLabel('Message', { exact: true });
  await expect(message).toBeFocused();

  // The account menu: Enter opens it, Tab goes into it, Escape closes it back onto the avatar.
  const avatar = page.getByRole('button', { name: 'Account menu' });
  await tabTo(page, 'Account menu');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Account' })).toHaveCount(0);
  await expect(avatar).toBeFocused();

  // The history panel takes the focus and gives it back to the History button.
  await page.keyboard.press('Shift+Tab');
  const history = page.getByRole('button', { name: 'History' });
  await expect(history).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('complementary', { name: 'Chat History' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('complementary', { name: 'Chat History' })).toHaveCount(0);
  await expect(history).toBeFocused();

  // The Ask widget: Enter opens it with the focus in its question box; Escape closes it onto its button.
  await page.goto('/');
  await tabTo(page, 'Open the Ask assistant');
  await page.keyboard.press('Enter');
  const question = page.getByRole('region', { name: 'Ask assistant' }).getByLabel('Your question');
  await expect(question).toBeFocused();
  await page.keyboard.type('What courses are there?');
  await expect(question).toHaveValue('What courses are there?');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Ask assistant' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open the Ask assistant' })).toBeFocused();
});

test('on a phone the chat does not pop the keyboard open; the hamburger gets the focus back', async ({ page }, info) => {
  test.skip(info.project.name !== 'mobile', 'touch screens only');
  await signUpViaApi(page, 'Ritu');
  await page.goto('/dataEntry');
  await expect(page.getByRole('heading', { name: 'Welcome to Data Entry AI Assistant' })).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).not.toBeFocused();

  // History picked from the hamburger menu, then closed: the focus is on the hamburger, not lost.
  const hamburger = page.getByRole('button', { name: 'Menu', exact: true });
  await hamburger.click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: /History/ }).click();
  await expect(page.getByRole('complementary', { name: 'Chat History' })).toBeFocused();
  await page.getByRole('button', { name: 'Close chat history' }).click();
  await expect(hamburger).toBeFocused();
});
