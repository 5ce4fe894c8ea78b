import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { lastBotMessage, signUpViaApi, snap } from './helpers.ts';

/** A header button, opening the hamburger menu first on a phone. Returns the button and a closer. */
async function headerButton(page: Page, name: RegExp) {
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  const mobile = await menu.isVisible();
  if (mobile) await menu.click();
  return { button: page.getByRole('button', { name }).first(), close: async () => mobile && (await page.keyboard.press('Escape')) };
}

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);

test('a student learns with the offline tutor: landing question, suggestions, a course, a file, history, reload, delete', async ({ page }, info) => {
  const project = info.project.name;
  await signUpViaApi(page, 'Kavya');

  // A question typed on the landing page opens /learn and is answered there, with a citation.
  await page.goto('/');
  await page.getByLabel('Ask a question').fill('How do I calculate net typing speed?');
  await page.getByLabel('Ask a question').press('Enter');
  await expect(page).toHaveURL(/\/learn\/session\/[0-9a-f-]{36}$/);
  await expect(page.locator('li[data-sender="user"]').first()).toContainText('How do I calculate net typing speed?');
  await expect(lastBotMessage(page)).toContainText('From your course notes: Chapter 4: Typing Speed and Accuracy');
  await expect(lastBotMessage(page).locator('.katex').first()).toBeVisible();
  await snap(page, 'chat-learn-answer', project);

  // A suggested follow-up question is sent when clicked.
  const suggestion = page.getByRole('list', { name: 'Suggested questions' }).getByRole('button').first();
  const suggested = (await suggestion.textContent()) ?? '';
  await suggestion.click();
  await expect(page.locator('li[data-sender="user"]').last()).toContainText(suggested.trim());
  await expect(page.locator('li[data-sender="bot"]')).toHaveCount(2);

  // A course's welcome view, with its suggested questions.
  await page.goto('/InformationTechnology');
  await page.getByRole('link', { name: /Data Entry/ }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Data Entry AI Assistant' })).toBeVisible();
  await expect(page.getByText('How can I help you today?')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Suggested questions' }).getByRole('button')).toHaveCount(4);
  const assignments = await headerButton(page, /Assignments/);
  await expect(assignments.button).toBeDisabled();
  await snap(page, 'chat-menu', project);
  await assignments.close();
  await snap(page, 'chat-welcome', project);
  expect(await seriousViolations(page)).toEqual([]);

  // Attach a .txt and ask about it.
  await page.getByTestId('attach-input').setInputFiles({
    name: 'shop-targets.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Targets for the new operator: net typing speed of 35 words per minute and 98 percent accuracy.'),
  });
  await expect(page.getByRole('list', { name: 'Files to send' })).toContainText('shop-targets.txt');
  await page.getByLabel('Message', { exact: true }).fill('What does my file say about typing speed?');
  await page.getByLabel('Message', { exact: true }).press('Enter');
  await expect(lastBotMessage(page)).toContainText('I read shop-targets.txt');
  await expect(lastBotMessage(page)).toContainText('35 words per minute');
  await expect(page).toHaveURL(/\/dataEntry\/session\/[0-9a-f-]{36}$/);
  await snap(page, 'chat-attachment', project);

  // Shift+Enter makes a new line; Enter sends.
  const box = page.getByLabel('Message', { exact: true });
  await box.fill('What is a transposition error?');
  await box.press('Shift+Enter');
  await expect(box).toHaveValue('What is a transposition error?\n');
  await box.press('Enter');
  await expect(lastBotMessage(page)).toContainText('Chapter 9');
  const ready = await headerButton(page, /Assignments/);
  await expect(ready.button).toBeEnabled();
  await ready.close();

  // The history lists the session under its generated name.
  await (await headerButton(page, /History/)).button.click();
  const history = page.getByRole('complementary', { name: 'Chat History' });
  await expect(history.getByRole('button', { name: 'Typing Speed and Accuracy', exact: true })).toHaveAttribute('aria-current', 'true');
  await snap(page, 'chat-history', project);
  await history.getByRole('button', { name: 'Close chat history' }).click();

  // A reload keeps the session.
  const url = page.url();
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(page.locator('li[data-sender="user"]')).toHaveCount(2);
  await expect(page.locator('li[data-sender="user"]').first()).toContainText('What does my file say about typing speed?');
  await expect(page.getByText('shop-targets.txt').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Delete it from the history menu: the chat resets.
  await (await headerButton(page, /History/)).button.click();
  await history.getByRole('button', { name: 'Options for Typing Speed and Accuracy' }).click();
  await history.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Data Entry AI Assistant' })).toBeVisible();
  await expect(history.getByRole('button', { name: 'Typing Speed and Accuracy', exact: true })).toHaveCount(0);
});

test('markdown in answers cannot run script', async ({ page }) => {
  await signUpViaApi(page, 'Irfan');
  await page.goto('/webDevelopment');
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs += 1;
    void d.dismiss();
  });
  await page.getByLabel('Message', { exact: true }).fill('<img src=x onerror=alert(1)> <script>alert(2)</script> How do I make a link open in a new tab?');
  await page.getByLabel('Message', { exact: true }).press('Enter');
  // The tutor may well quote the security chapter's own onerror example: it must stay text.
  await expect(lastBotMessage(page)).toContainText('From your course notes');
  await expect(page.locator('li[data-sender="user"]').first()).toContainText('<script>alert(2)</script>');
  await expect(page.locator('img[onerror], script:not([src]), iframe')).toHaveCount(0);
  expect(dialogs).toBe(0);
});

test('the Ask widget on the landing page keeps its session across a reload', async ({ page }, info) => {
  await signUpViaApi(page, 'Arjun');
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Open the Ask assistant' });
  await expect(opener).toContainText('1');
  expect(await seriousViolations(page)).toEqual([]);
  await opener.click();
  const box = page.getByRole('region', { name: 'Ask assistant' });
  await box.getByLabel('Your question').fill('   ');
  await box.getByLabel('Your question').press('Enter');
  await expect(box.locator('li')).toHaveCount(0);
  await box.getByLabel('Your question').fill('How do I start a voice call?');
  await box.getByLabel('Your question').press('Enter');
  await expect(box.locator('li[data-sender="bot"]')).toContainText('guide');
  // Rendered as markdown (the guide's numbered steps become a list), not shown as raw text.
  await expect(box.locator('li[data-sender="bot"] ol > li').first()).toBeVisible();
  await expect(box.locator('li[data-sender="bot"]')).not.toContainText('**');
  await expect(box.locator('li[data-sender="bot"]')).not.toContainText('1. Open');
  const height = (await box.boundingBox())!.height;
  expect(height).toBe(info.project.name === 'mobile' ? 300 : 400);
  await snap(page, 'widget-open', info.project.name);
  expect(await page.evaluate(() => sessionStorage.getItem('widgetSessionId'))).toMatch(/^[0-9a-f-]{36}$/);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Open the Ask assistant' })).not.toContainText('1');
  await page.getByRole('button', { name: 'Open the Ask assistant' }).click();
  await expect(page.getByRole('region', { name: 'Ask assistant' }).locator('li[data-sender="user"]')).toContainText('How do I start a voice call?');
});

test.describe('with a model', () => {
  test('the answer arrives in several visible steps', async ({ page }, info) => {
    const base = process.env.E2E_LLM_URL!;
    await signUpViaApi(page, 'Meena', base);
    await page.goto(`${base}/crmVoice`);
    await page.getByLabel('Message', { exact: true }).fill('How do I calculate average handle time?');
    await page.getByLabel('Message', { exact: true }).press('Enter');
    const answer = lastBotMessage(page);
    await expect(page.getByRole('status', { name: 'Teacher is typing' })).toBeVisible();
    const seen = new Set<number>();
    for (let i = 0; i < 40 && seen.size < 3; i++) {
      const text = (await answer.textContent().catch(() => '')) ?? '';
      if (text) seen.add(text.length);
      await page.waitForTimeout(100);
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
    await expect(answer).toContainText('How do I calculate average handle time?');
    await expect(answer).not.toContainText('cut off');
    await snap(page, 'chat-model-answer', info.project.name);
  });

  test('a whole conversation: landing question, suggestion, a file, history, reload, delete', async ({ page }) => {
    const base = process.env.E2E_LLM_URL!;
    const fakeModel = process.env.E2E_FAKE_MODEL_URL!;
    await signUpViaApi(page, 'Ravi', base);
    // Each answer is read once, by the send that asked for it: never again through a resume or a follow.
    const answerReads: string[] = [];
    page.on('request', (r) => void (r.method() === 'GET' && new URL(r.url()).pathname.endsWith('/stream') && answerReads.push(r.url())));
    await page.goto(`${base}/`);
    await page.getByLabel('Ask a question').fill('What is a CSS selector?');
    await page.getByLabel('Ask a question').press('Enter');
    await expect(page).toHaveURL(/\/learn\/session\/[0-9a-f-]{36}$/);
    await expect(lastBotMessage(page)).toContainText('You asked: What is a CSS selector?');
    await expect(lastBotMessage(page).locator('strong').first()).toBeVisible();

    // The model's suggested follow-ups are buttons that send themselves.
    const suggestion = page.getByRole('list', { name: 'Suggested questions' }).getByRole('button').first();
    const suggested = ((await suggestion.textContent()) ?? '').trim();
    expect(suggested).toMatch(/\?$/);
    await suggestion.click();
    await expect(page.locator('li[data-sender="user"]').last()).toContainText(suggested);
    await expect(page.locator('li[data-sender="bot"]')).toHaveCount(2);
    await expect(lastBotMessage(page)).toContainText('Does that make sense?');

    // A file's text reaches the model with the question.
    await page.getByTestId('attach-input').setInputFiles({ name: 'homework.txt', mimeType: 'text/plain', buffer: Buffer.from('Style every h1 on the page with a blue colour.') });
    await page.getByLabel('Message', { exact: true }).fill('Which selector does my homework need?');
    await page.getByLabel('Message', { exact: true }).press('Enter');
    await expect(page.locator('li[data-sender="bot"]')).toHaveCount(3);
    await expect(lastBotMessage(page)).toContainText('Does that make sense?');
    const requests = (await (await page.request.get(`${fakeModel}/__control/requests`)).json()) as { requests: { body: unknown }[] };
    expect(requests.requests.some((r) => JSON.stringify(r.body).includes('Style every h1 on the page with a blue colour.'))).toBe(true);

    // The history shows the session under the name the model gave it, and a reload keeps it.
    const url = page.url();
    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(page.locator('li[data-sender="user"]')).toHaveCount(3);
    await expect(page.getByText('homework.txt').first()).toBeVisible();
    expect(answerReads).toEqual([]);
    await (await headerButton(page, /History/)).button.click();
    const history = page.getByRole('complementary', { name: 'Chat History' });
    const current = history.locator('[aria-current="true"]');
    await expect(current).toHaveCount(1);
    // The entry shows the name, then when it was last used.
    const currentName = current.locator('span').first();
    await expect(currentName).not.toHaveText('Ravi');
    const name = ((await currentName.textContent()) ?? '').trim();

    await history.getByRole('button', { name: `Options for ${name}` }).click();
    await history.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { name: /^Welcome to .* Learning Assistant$/ })).toBeVisible();
  });
});

test('a 300-message session opens at the newest message and scrolls', async ({ page }) => {
  await signUpViaApi(page, 'Long');
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const headers = { authorization: `Bearer ${token}` };
  const session = await (await page.request.post('/api/chat/session', { data: { name: 'Long', chatBot: 'itEssentials' }, headers })).json();
  const start = Date.now() - 300 * 60_000;
  const voiceCallMessages = Array.from({ length: 300 }, (_, i) => ({
    text: `Message number ${i + 1}: ${i % 2 ? 'an answer about **computers**' : 'a question about computers'}`,
    sender: i % 2 ? 'bot' : 'user',
    timestamp: new Date(start + i * 60_000).toISOString(),
  }));
  // In two calls, as the call screen sends a long call (at most 200 turns a call).
  for (const part of [voiceCallMessages.slice(0, 150), voiceCallMessages.slice(150)]) {
    const stored = await page.request.post(`/api/chat/sessions/${session._id}/store-voice-messages`, { data: { voiceCallMessages: part }, headers });
    expect(await stored.json()).toEqual({ stored: 150 });
  }

  await page.goto(`/itEssentials/session/${session._id}`);
  await expect(page.locator('li[data-sender]')).toHaveCount(300);
  const list = page.getByRole('list', { name: 'Messages' });
  await expect(list.getByText('Message number 300:')).toBeInViewport();
  await expect(list.getByText('Message number 1: a question')).not.toBeInViewport();
  await page.getByTestId('message-list').evaluate((el) => el.scrollTo({ top: 0 }));
  await expect(list.getByText('Message number 1: a question')).toBeInViewport();
});
