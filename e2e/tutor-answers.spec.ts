import { expect, test, type Page } from '@playwright/test';
import { lastBotMessage, signUpViaApi, snap } from './helpers.ts';

// The offline tutor shows the notes' own tables and code, exactly as written; on a 360 px phone a
// wide table scrolls inside its bubble and never widens the page.

async function ask(page: Page, question: string) {
  await page.getByLabel('Message', { exact: true }).fill(question);
  await page.getByLabel('Message', { exact: true }).press('Enter');
  await expect(lastBotMessage(page)).toContainText('From your course notes:');
}

/** The page does not scroll sideways, and the last answer's bubble fits on the screen. */
async function expectFitsScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  const bubble = await lastBotMessage(page).locator('div.rounded-2xl').first().boundingBox();
  expect(bubble!.x + bubble!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('answers show the notes’ tables and code, readable on a phone', async ({ page }, info) => {
  const project = info.project.name;
  await signUpViaApi(page, 'Meena');

  await page.goto('/itEssentials');
  await ask(page, 'What is the difference between RAM and ROM?');
  const table = lastBotMessage(page).locator('table');
  await expect(table).toBeVisible();
  await expect(table.locator('th').first()).toContainText('Feature');
  await expect(table).toContainText('ROM');
  await expectFitsScreen(page);
  // The table's own box stays within the bubble (it scrolls inside when wider).
  const [tableBox, bubbleBox] = await Promise.all([table.locator('..').boundingBox(), lastBotMessage(page).boundingBox()]);
  expect(tableBox!.x + tableBox!.width).toBeLessThanOrEqual(bubbleBox!.x + bubbleBox!.width + 1);
  await snap(page, 'answer-table', project);

  await page.goto('/webDevelopment');
  await ask(page, 'How do I make a table in HTML?');
  const code = lastBotMessage(page).locator('pre code');
  await expect(code.first()).toBeVisible();
  await expect(code.first()).toContainText('<table');
  await expectFitsScreen(page);
  await snap(page, 'answer-code', project);
});

test('a question in Hindi is answered in Hindi from the Hindi notes, readable on a phone', async ({ page }, info) => {
  await signUpViaApi(page, 'Meena');
  await page.goto('/dataEntry');
  await page.getByLabel('Message', { exact: true }).fill('शुद्ध गति कैसे निकालते हैं?');
  await page.getByLabel('Message', { exact: true }).press('Enter');
  const answer = lastBotMessage(page);
  await expect(answer).toContainText('आपके कोर्स नोट्स से: अध्याय 4: टाइपिंग की गति और शुद्धता');
  await expect(answer).toContainText('शुद्ध गति (Net Speed)');
  await expect(answer).toContainText('छोटी जाँच:');
  // The formula stays as the notes write it, rendered as math.
  await expect(answer.locator('.katex').first()).toBeVisible();
  await expectFitsScreen(page);
  await snap(page, 'answer-hindi', info.project.name);
});

