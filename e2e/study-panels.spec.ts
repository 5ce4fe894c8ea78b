import { expect, test } from '@playwright/test';
import { signUpViaApi, smallTapTargets, snap } from './helpers.ts';

// The side-panel shell: one panel at a time, in the URL, Back closes it; full screen on a phone.
// The textbook and whiteboard themselves have specs of their own.

test('study tools open one panel at a time, in the URL; pressed again, or Back, returns to the chat', async ({ page }, info) => {
  await signUpViaApi(page, 'Ravi');
  await page.goto('/InformationTechnology');
  await page.getByRole('link', { name: /Data Entry/ }).click();
  const welcome = page.getByRole('heading', { name: 'Welcome to Data Entry AI Assistant' });
  await expect(welcome).toBeVisible();
  const tools = page.getByRole('toolbar', { name: 'Study tools' });
  const mobile = info.project.name === 'mobile';

  await tools.getByRole('button', { name: 'Flashcards' }).click();
  await expect(page).toHaveURL(/\/dataEntry\?panel=flashcards$/);
  const flashcards = page.getByRole('region', { name: 'Flashcards' });
  await expect(flashcards.getByRole('button', { name: 'Close Flashcards' })).toBeVisible();
  await expect(tools.getByRole('button', { name: 'Flashcards' })).toHaveAttribute('aria-pressed', 'true');
  // Desktop: the chat keeps 60 % beside the panel; a phone gives the panel the whole screen.
  if (mobile) await expect(welcome).toBeHidden();
  else {
    await expect(welcome).toBeVisible();
    const chat = (await page.getByRole('main').boundingBox())!;
    expect(chat.width / 1280).toBeCloseTo(0.6, 1);
  }
  await snap(page, 'panel-flashcards-shell', info.project.name);
  expect(await smallTapTargets(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  // Switching takes the panel's place; pressed again returns to the chat.
  await tools.getByRole('button', { name: 'Whiteboard' }).click();
  await expect(page).toHaveURL(/\?panel=whiteboard$/);
  await expect(flashcards).toHaveCount(0);
  // On a phone the composer stays under the whiteboard: draw and ask at once.
  await expect(page.getByLabel('Message', { exact: true })).toBeVisible();
  await tools.getByRole('button', { name: 'Whiteboard' }).click();
  await expect(page).toHaveURL(/\/dataEntry$/);
  await expect(welcome).toBeVisible();

  // Back closes a panel (and leaves no extra step); its close button does too.
  await tools.getByRole('button', { name: 'Flashcards' }).click();
  await page.goBack();
  await expect(page).toHaveURL(/\/dataEntry$/);
  await expect(flashcards).toHaveCount(0);
  await tools.getByRole('button', { name: 'Flashcards' }).click();
  await flashcards.getByRole('button', { name: 'Close Flashcards' }).click();
  await expect(page).toHaveURL(/\/dataEntry$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/InformationTechnology$/);
});

test('a shared link opens its panel; the panel stays open as the first question creates the session', async ({ page }) => {
  await signUpViaApi(page, 'Ravi');
  await page.goto('/dataEntry?panel=whiteboard');
  await expect(page.getByRole('region', { name: 'Whiteboard' })).toBeVisible();
  await page.getByLabel('Message', { exact: true }).fill('What is data entry?');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dataEntry\/session\/[0-9a-f-]{36}\?panel=whiteboard$/);
  await expect(page.getByRole('region', { name: 'Whiteboard' })).toBeVisible();
});
