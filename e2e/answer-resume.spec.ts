import { expect, test, type Page } from '@playwright/test';
import { lastBotMessage, signUpViaApi, snap } from './helpers.ts';

// A phone changing towers mid-answer: the answer goes on at the server, and the page resumes it
// (GET .../stream with Last-Event-ID) and shows it whole, once.

const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
const fakeModel = () => process.env.E2E_FAKE_MODEL_URL!;

test.describe('an answer whose connection drops', () => {
  test.beforeEach(async ({ request }) => {
    await request.post(`${fakeModel()}/__control`, { data: { reply: words, delayMs: 100 } });
  });
  test.afterEach(async ({ request }) => {
    await request.post(`${fakeModel()}/__control`, { data: { reset: true } });
  });

  async function ask(page: Page) {
    const base = process.env.E2E_LLM_URL!;
    await signUpViaApi(page, 'Tara', base);
    await page.goto(`${base}/dataEntry`);
    await page.getByLabel('Message', { exact: true }).fill('Count for me');
    await page.getByLabel('Message', { exact: true }).press('Enter');
  }

  /** The whole answer shows once, the same after a reload (as stored). */
  async function expectWholeOnce(page: Page) {
    await expect(lastBotMessage(page)).toContainText('word39', { timeout: 20_000 });
    const shown = async () => ((await lastBotMessage(page).locator('p').first().textContent()) ?? '').trim();
    expect(await shown()).toBe(words);
    await expect(page.locator('li[data-sender="bot"]')).toHaveCount(1);
    await expect(page.getByText('Error fetching response.')).toHaveCount(0);
    await page.reload();
    await expect(lastBotMessage(page)).toContainText('word39');
    expect(await shown()).toBe(words);
    await expect(page.locator('li[data-sender="bot"]')).toHaveCount(1);
  }

  test('cut off after its first pieces, it is resumed and shown whole, once', async ({ page }, info) => {
    const resumes: string[] = [];
    page.on('request', (r) => void (r.url().endsWith('/stream') && resumes.push(r.headers()['last-event-id'] ?? '')));
    // The first stream breaks after the question and three pieces, as a dropped connection would.
    await page.route('**/api/chat/session/*/send', async (route) => {
      const response = await route.fetch();
      const blocks = (await response.text()).split('\n\n');
      await route.fulfill({ response, body: `${blocks.slice(0, 4).join('\n\n')}\n\n` });
    });
    await ask(page);
    await expectWholeOnce(page);
    expect(resumes).toHaveLength(1);
    expect(resumes[0]).toMatch(/^[0-9a-f]{12}:4$/);
    await snap(page, 'answer-resumed', info.project.name);
  });

  test('cut off while offline, it is resumed once the connection is back', async ({ page, context }) => {
    const resumes: string[] = [];
    page.on('request', (r) => void (r.url().endsWith('/stream') && resumes.push(r.headers()['last-event-id'] ?? '')));
    await page.route('**/api/chat/session/*/send', async (route) => {
      const response = await route.fetch();
      const blocks = (await response.text()).split('\n\n');
      await context.setOffline(true);
      await route.fulfill({ response, body: `${blocks.slice(0, 3).join('\n\n')}\n\n` });
    });
    await ask(page);
    await expect(lastBotMessage(page)).toContainText('word0');
    // While offline the page waits for the connection rather than spending its tries.
    await page.waitForTimeout(2500);
    expect(resumes).toEqual([]);
    await context.setOffline(false);
    await expectWholeOnce(page);
    expect(resumes).toHaveLength(1);
  });

  test('reloaded mid-answer, the page follows the answer still running and shows it whole, once', async ({ page }, info) => {
    await ask(page);
    await expect(lastBotMessage(page)).toContainText('word3');
    // The reload drops the connection; the answer runs on at the server and the reopened chat follows it.
    await page.reload();
    await expect(page.locator('li[data-sender="user"]')).toHaveCount(1);
    await expectWholeOnce(page);
    await snap(page, 'answer-followed-after-reload', info.project.name);
  });
});
