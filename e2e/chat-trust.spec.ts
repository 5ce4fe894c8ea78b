import { expect, test, type Page } from '@playwright/test';
import { lastBotMessage, seriousAxeViolations, signUpViaApi, smallTapTargets, snap } from './helpers.ts';

const OFFLINE_NOTE = 'You are offline. Your message will be sent when you are back online.';
const userMessages = (page: Page) => page.locator('li[data-sender="user"]');
/** A message's text as the student sees it (multipart sends line breaks as CRLF). */
const textOf = async (page: Page, index: number) => ((await userMessages(page).nth(index).locator('p').textContent()) ?? '').replace(/\r\n/g, '\n');

test('a multi-line landing question with / ? # % and emoji reaches the chat intact', async ({ page }) => {
  await signUpViaApi(page, 'Tara');
  await page.goto('/');
  const question = 'What does 50% / 2 give?\nAnd #3 in a list — is it "first"? 🙂';
  await page.getByLabel('Ask a question').fill(question);
  await page.getByLabel('Ask a question').press('Enter');
  await expect(page).toHaveURL(/\/learn\/session\/[0-9a-f-]{36}$/);
  await expect(lastBotMessage(page)).toBeVisible();
  expect(await textOf(page, 0)).toBe(question);
  // Stored as asked: a reload shows it the same.
  await page.reload();
  await expect(userMessages(page)).toHaveCount(1);
  expect(await textOf(page, 0)).toBe(question);
});

test('a send that cannot reach the server keeps the text, offers Retry, and Retry sends it once', async ({ page }, info) => {
  await signUpViaApi(page, 'Nisha');
  await page.goto('/webDevelopment');
  // The server is unreachable for the send (the browser still believes it is online).
  await page.route('**/api/chat/session/*/send', (route) => route.abort('internetdisconnected'));
  const box = page.getByLabel('Message', { exact: true });
  await box.fill('How do I centre a div?');
  await box.press('Enter');
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await expect(page.getByRole('list', { name: 'Messages' }).getByText('Error fetching response.')).toBeVisible();
  await expect(userMessages(page)).toHaveCount(1);
  await expect(userMessages(page).first()).toHaveAttribute('data-delivery', 'failed');
  await expect(userMessages(page).first()).toContainText('How do I centre a div?');
  await snap(page, 'chat-retry', info.project.name);
  expect(await smallTapTargets(page)).toEqual([]);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.unroute('**/api/chat/session/*/send');
  await retry.click();
  await expect(lastBotMessage(page)).not.toContainText('Error fetching response.');
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(userMessages(page)).toHaveCount(1);
  await expect(userMessages(page).first()).not.toHaveAttribute('data-delivery');
  // The server stored it once.
  await page.reload();
  await expect(lastBotMessage(page)).toBeVisible();
  await expect(userMessages(page)).toHaveCount(1);
});

test('offline, the composer says so and the landing question waits; it is sent when the connection returns', async ({ page, context }, info) => {
  await signUpViaApi(page, 'Imran');
  // The landing page fetches the chat's code while idle, so the chat can open without a connection.
  const chatCode = page.waitForResponse(/\/assets\/chat-page-[\w-]+\.js$/);
  await page.goto('/');
  await chatCode;
  await context.setOffline(true);
  await page.getByLabel('Ask a question').fill('What is a spreadsheet formula?');
  await page.getByLabel('Ask a question').press('Enter');
  await expect(page.getByText(OFFLINE_NOTE)).toBeVisible();
  await expect(userMessages(page).first()).toHaveAttribute('data-delivery', 'queued');
  await expect(userMessages(page).first()).toContainText('What is a spreadsheet formula?');
  // A second one typed in the chat waits too.
  await page.getByLabel('Message', { exact: true }).fill('And a function?');
  await page.getByLabel('Message', { exact: true }).press('Enter');
  await expect(userMessages(page)).toHaveCount(2);
  await snap(page, 'chat-offline', info.project.name);
  expect(await smallTapTargets(page)).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_NOTE)).toHaveCount(0);
  await expect(page).toHaveURL(/\/learn\/session\/[0-9a-f-]{36}$/);
  await expect(page.locator('li[data-sender="bot"]')).toHaveCount(2, { timeout: 20_000 });
  await expect(page.locator('li[data-delivery]')).toHaveCount(0);
  expect(await textOf(page, 0)).toBe('What is a spreadsheet formula?');
  expect(await textOf(page, 1)).toBe('And a function?');
});

test.describe('with a slow model', () => {
  test.afterEach(async ({ request }) => {
    await request.post(`${process.env.E2E_FAKE_MODEL_URL}/__control`, { data: { reset: true } });
  });

  test('Stop keeps the part of the answer that arrived, marked as stopped, after a reload too; Regenerate answers again', async ({ page, request }, info) => {
    const base = process.env.E2E_LLM_URL!;
    const words = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    await request.post(`${process.env.E2E_FAKE_MODEL_URL}/__control`, { data: { reply: words, delayMs: 300 } });
    await signUpViaApi(page, 'Stopper', base);
    await page.goto(`${base}/crmVoice`);
    await page.getByLabel('Message', { exact: true }).fill('Tell me everything about call handling');
    await page.getByLabel('Message', { exact: true }).press('Enter');
    await expect(lastBotMessage(page)).toContainText('word3');
    await page.getByRole('button', { name: 'Stop generating' }).click();
    await expect(lastBotMessage(page)).toContainText('Stopped');
    const kept = ((await lastBotMessage(page).locator('p').first().textContent()) ?? '').trim();
    expect(kept).toMatch(/^word0 word1 word2 word3/);
    expect(kept).not.toContain('word79');
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    await expect(page).toHaveURL(/\/crmVoice\/session\/[0-9a-f-]{36}$/);
    await snap(page, 'chat-stopped', info.project.name);
  expect(await smallTapTargets(page)).toEqual([]);
  expect(await seriousAxeViolations(page)).toEqual([]);

    // The server kept what arrived as 'interrupted': after a reload the same words show, stopped.
    await page.waitForTimeout(500);
    await page.reload();
    await expect(lastBotMessage(page)).toContainText('Stopped');
    await expect(lastBotMessage(page)).toHaveAttribute('data-status', 'interrupted');
    await expect(lastBotMessage(page)).toContainText('word3');
    await expect(lastBotMessage(page)).not.toContainText('word79');

    // Regenerate: a whole new answer to the same question, which is not stored a second time.
    await request.post(`${process.env.E2E_FAKE_MODEL_URL}/__control`, { data: { delayMs: 0 } });
    await page.getByRole('button', { name: 'Regenerate answer' }).click();
    await expect(page.locator('li[data-sender="bot"]')).toHaveCount(2);
    await expect(lastBotMessage(page)).toContainText('word79');
    await expect(lastBotMessage(page)).not.toContainText('Stopped');
    await page.reload();
    await expect(page.locator('li[data-sender="bot"]')).toHaveCount(2);
    await expect(userMessages(page)).toHaveCount(1);
  });
});
