import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations, signUpViaApi, smallTapTargets, snap } from './helpers.ts';

/** Signs a student up and gives them three Data Entry chats, two of them of the same name. */
async function studentWithChats(page: Page) {
  await signUpViaApi(page, 'Meena');
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  for (const name of ['Typing speed', 'Typing speed', 'Shortcuts']) {
    const res = await page.request.post('/api/chat/session', { data: { name, chatBot: 'dataEntry' }, headers: { authorization: `Bearer ${token}` } });
    expect(res.ok()).toBe(true);
    await page.waitForTimeout(1100); // a different minute is not needed: the times may match, then (1) and (2) tell them apart
  }
}

/**
 * The History button: in the header on a laptop, in the hamburger menu on a phone. A reload keeps an
 * open panel open (its history entry is still there), so an open panel is taken as it is.
 */
async function openHistory(page: Page) {
  const panel = page.getByRole('complementary', { name: 'Chat History' });
  await expect(page.getByRole('banner').getByRole('button', { name: 'New Chat', exact: true })).toBeVisible();
  if (await panel.isVisible()) return panel;
  const hamburger = page.getByRole('button', { name: 'Menu', exact: true });
  if (await hamburger.isVisible()) {
    await hamburger.click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: /History/ }).click();
  } else await page.getByRole('button', { name: 'History', exact: true }).click();
  await expect(panel).toBeVisible();
  return panel;
}

async function deleteChat(page: Page, panel: ReturnType<Page['getByRole']>, name: string) {
  await panel.getByRole('button', { name: `Options for ${name}` }).first().click();
  await panel.getByRole('button', { name: 'Delete' }).click();
}

test('delete offers Undo: an undone chat stays after a reload; otherwise it is gone, even when the page is left at once', async ({ page }, info) => {
  const project = info.project.name;
  await studentWithChats(page);
  const deletes: string[] = [];
  page.on('request', (r) => r.method() === 'DELETE' && deletes.push(r.url()));
  await page.goto('/dataEntry');
  let panel = await openHistory(page);

  // Each entry says when it was used; the two 'Typing speed' chats are told apart.
  await expect(panel.getByRole('button', { name: 'Shortcuts', exact: true })).toHaveAccessibleDescription('today');
  const same = panel.getByRole('button', { name: 'Typing speed', exact: true });
  await expect(same).toHaveCount(2);
  const [first, second] = [await same.nth(0).getAttribute('aria-describedby'), await same.nth(1).getAttribute('aria-describedby')];
  const describe = (id: string | null) => page.locator(`[id="${id}"]`).textContent();
  expect(await describe(first)).toMatch(/^today, \d{1,2}:\d{2} (am|pm)/);
  expect(await describe(first)).not.toBe(await describe(second));
  await snap(page, 'history-dates', project);

  // Delete, then Undo: the chat is back, and no DELETE was sent, then or later.
  await deleteChat(page, panel, 'Shortcuts');
  await expect(panel.getByRole('button', { name: 'Shortcuts', exact: true })).toHaveCount(0);
  const undo = page.getByRole('button', { name: 'Undo' });
  await expect(page.getByRole('status').filter({ hasText: 'Chat deleted' })).toBeVisible();
  await expect(undo).toBeFocused(); // one key undoes
  const box = await undo.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await snap(page, 'history-undo', project);
  expect(await smallTapTargets(page)).toEqual([]);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await undo.click();
  await expect(panel.getByRole('button', { name: 'Shortcuts', exact: true })).toBeVisible();
  await page.waitForTimeout(5500);
  expect(deletes).toEqual([]);
  await page.reload();
  panel = await openHistory(page);
  await expect(panel.getByRole('button', { name: 'Shortcuts', exact: true })).toBeVisible();

  // Without Undo, the DELETE goes when the bar does, and the chat stays gone after a reload.
  await deleteChat(page, panel, 'Shortcuts');
  await expect(page.getByText('Chat deleted')).toBeVisible();
  const sent = page.waitForRequest((r) => r.method() === 'DELETE', { timeout: 8000 });
  await expect(page.getByText('Chat deleted')).toHaveCount(0, { timeout: 8000 });
  await sent;
  await page.reload();
  panel = await openHistory(page);
  await expect(panel.getByRole('button', { name: 'Typing speed', exact: true })).toHaveCount(2);
  await expect(panel.getByRole('button', { name: 'Shortcuts', exact: true })).toHaveCount(0);

  // Deleted and the page reloaded at once, inside the undo window: the delete is not lost.
  await deleteChat(page, panel, 'Typing speed');
  await expect(panel.getByRole('button', { name: 'Typing speed', exact: true })).toHaveCount(1);
  await page.reload();
  panel = await openHistory(page);
  await expect(panel.getByRole('button', { name: 'Typing speed', exact: true })).toHaveCount(1);
  await page.reload();
  panel = await openHistory(page);
  await expect(panel.getByRole('button', { name: 'Typing speed', exact: true })).toHaveCount(1);
});

test('Back closes the History panel and the chat stays; its ✕ leaves no extra Back step', async ({ page }) => {
  await studentWithChats(page);
  await page.goto('/InformationTechnology');
  await page.getByRole('link', { name: /Data Entry/ }).click();
  const welcome = page.getByRole('heading', { name: 'Welcome to Data Entry AI Assistant' });
  await expect(welcome).toBeVisible();

  await openHistory(page);
  await page.goBack();
  await expect(page.getByRole('complementary', { name: 'Chat History' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/dataEntry$/);
  await expect(welcome).toBeVisible();
  // The focus is back on what opened the panel (the hamburger on a phone).
  const opener = (await page.getByRole('button', { name: 'Menu', exact: true }).isVisible()) ? 'Menu' : 'History';
  await expect(page.getByRole('button', { name: opener, exact: true })).toBeFocused();

  const panel = await openHistory(page);
  await panel.getByRole('button', { name: 'Close chat history' }).click();
  await expect(panel).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/InformationTechnology$/);

  // A chat opened from the panel takes the panel's place: Back returns to the chat before it.
  await page.goForward();
  await expect(welcome).toBeVisible();
  await (await openHistory(page)).getByRole('button', { name: 'Shortcuts', exact: true }).click();
  await expect(page).toHaveURL(/\/dataEntry\/session\/[0-9a-f-]{36}$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/dataEntry$/);
  await expect(page.getByRole('complementary', { name: 'Chat History' })).toHaveCount(0);
});

test("the phone's Back closes its menu; a pick in the menu leaves no extra Back step", async ({ page }, info) => {
  test.skip(info.project.name !== 'mobile', 'the hamburger menu is the phone layout');
  await studentWithChats(page);
  await page.goto('/InformationTechnology');
  await page.getByRole('link', { name: /Data Entry/ }).click();
  const welcome = page.getByRole('heading', { name: 'Welcome to Data Entry AI Assistant' });
  await expect(welcome).toBeVisible();
  const hamburger = page.getByRole('button', { name: 'Menu', exact: true });
  const menu = page.getByRole('navigation', { name: 'Menu' });

  await hamburger.click();
  await expect(menu).toBeVisible();
  await page.goBack();
  await expect(menu).toHaveCount(0);
  await expect(page).toHaveURL(/\/dataEntry$/);
  await expect(welcome).toBeVisible();

  // Escape closes it the same way: one Back later the course picker, not the chat again.
  await hamburger.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(hamburger).toBeFocused();

  await hamburger.click();
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'My Assignments' }).click();
  await expect(page).toHaveURL(/\/myAssignments$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/dataEntry$/);
  await expect(menu).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/InformationTechnology$/);
});

test('New Chat is one tap in the header, at 360 px too', async ({ page }, info) => {
  await studentWithChats(page);
  await page.goto('/dataEntry');
  await (await openHistory(page)).getByRole('button', { name: 'Shortcuts', exact: true }).click();
  await expect(page).toHaveURL(/\/dataEntry\/session\//);

  const newChat = page.getByRole('banner').getByRole('button', { name: 'New Chat', exact: true });
  await expect(newChat).toBeVisible();
  const box = await newChat.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await snap(page, 'chat-header-new-chat', info.project.name);
  await newChat.click();
  await expect(page).toHaveURL(/\/dataEntry$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Data Entry AI Assistant' })).toBeVisible();
});

test('on a slow network the first screen shows the product before its JavaScript arrives', async ({ page }, info) => {
  // Hold every script back: what paints is the HTML alone.
  let release!: () => void;
  const scriptsHeld = new Promise<void>((r) => (release = r));
  await page.route('**/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByText('Vidya', { exact: true })).toBeVisible();
  await expect(page.getByText('An AI teacher for your five IT courses. Free to try.')).toBeVisible();
  await snap(page, 'login-first-paint', info.project.name);
  release();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
});
