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

test('a shared link opens its panel; beside the chat it stays open as the first question creates the session', async ({ page }, info) => {
  await signUpViaApi(page, 'Ravi');
  await page.goto('/dataEntry?panel=whiteboard');
  await expect(page.getByRole('region', { name: 'Whiteboard' })).toBeVisible();
  await page.getByLabel('Message', { exact: true }).fill('What is data entry?');
  await page.keyboard.press('Enter');
  if (info.project.name === 'mobile') {
    // A phone's whiteboard covers the chat: after a send the chat comes back to show the answer.
    await expect(page).toHaveURL(/\/dataEntry\/session\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('region', { name: 'Whiteboard' })).toHaveCount(0);
  } else {
    await expect(page).toHaveURL(/\/dataEntry\/session\/[0-9a-f-]{36}\?panel=whiteboard$/);
    await expect(page.getByRole('region', { name: 'Whiteboard' })).toBeVisible();
  }
  await expect(page.locator('li[data-sender="bot"]').last()).toContainText('data');
});

test('closing a panel keeps the session a new chat created while a panel was open', async ({ page }, info) => {
  await signUpViaApi(page, 'Ravi');
  await page.goto('/InformationTechnology');
  await page.getByRole('link', { name: /Web Development/ }).click();
  await expect(page).toHaveURL(/\/webDevelopment$/);
  const created: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/chat/session')) created.push(r.url());
  });
  const tools = page.getByRole('toolbar', { name: 'Study tools' });
  await tools.getByRole('button', { name: 'Whiteboard' }).click();
  const canvas = page.getByRole('img', { name: 'Whiteboard drawing area' });
  await expect(canvas).toBeVisible();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.6, { steps: 8 });
  await page.mouse.up();
  await page.getByLabel('Message', { exact: true }).fill('What is the CSS box model?');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/webDevelopment\/session\/[0-9a-f-]{36}/);
  const sessionUrl = page.url().replace(/\?.*$/, '');
  await expect(page.locator('li[data-sender="bot"]')).toHaveCount(1);

  // Flashcards, then its toggle again: back to this chat, never to an empty new one.
  await tools.getByRole('button', { name: 'Flashcards' }).click();
  await expect(page).toHaveURL(/\?panel=flashcards$/);
  await tools.getByRole('button', { name: 'Flashcards' }).click();
  await expect(page).toHaveURL(sessionUrl);
  await expect(page.getByRole('region', { name: 'Flashcards' })).toHaveCount(0);
  await expect(page.locator('li[data-sender="user"]').first()).toContainText('What is the CSS box model?');

  // The next question goes to the same session.
  await page.getByLabel('Message', { exact: true }).fill('What is padding?');
  await page.keyboard.press('Enter');
  await expect(page.locator('li[data-sender="bot"]')).toHaveCount(2);
  await expect(page).toHaveURL(sessionUrl);
  expect(created).toHaveLength(1);
  await snap(page, 'panel-closed-session-kept', info.project.name);
  // Back leaves the chat as it would have without the panel: no empty new chat in between.
  await page.goBack();
  await expect(page).toHaveURL(/\/InformationTechnology$/);
});
