import { expect, test, type Locator, type Page } from '@playwright/test';
import { lastBotMessage, seriousAxeViolations, signUpViaApi, smallTapTargets, snap } from './helpers.ts';

// Reading an answer on a phone and a laptop with the offline tutor: a long answer opens at its first
// line, formulas are announced as words, and the controls on it (Copy, follow-up chips, the quick
// check's options) send what they say and are big enough to tap.

/** Asks a question and waits for the whole answer (its Copy button shows once it has finished). */
async function ask(page: Page, question: string) {
  await page.getByLabel('Message', { exact: true }).fill(question);
  await page.getByLabel('Message', { exact: true }).press('Enter');
  await expect(page.locator('li[data-sender="user"]').last()).toContainText(question);
  await expect(lastBotMessage(page).getByRole('button', { name: 'Copy answer' })).toBeVisible();
}

test('a long answer with math, a table and a quick check opens at its first line and reads as words', async ({ page, context }, info) => {
  const project = info.project.name;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpViaApi(page, 'Asha');
  await page.goto('/dataEntry');
  await ask(page, 'What is net speed?');

  const answer = lastBotMessage(page);
  const conversation = page.getByTestId('message-list');
  // Taller than the screen: its start is at the top of the conversation, its quick check below.
  const [answerBox, viewBox] = await Promise.all([answer.boundingBox(), conversation.boundingBox()]);
  expect(answerBox!.height).toBeGreaterThan(viewBox!.height);
  expect(answerBox!.y).toBeGreaterThanOrEqual(viewBox!.y);
  expect(answerBox!.y).toBeLessThan(viewBox!.y + 40);
  await expect(answer.getByText('Gross speed', { exact: true })).toBeInViewport();
  await expect(answer.getByRole('group', { name: /Options/ })).not.toBeInViewport();
  await snap(page, 'answer-start', project);

  // The table scrolls inside the bubble; the page itself never scrolls sideways.
  await expect(answer.locator('table')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  // Formulas are named in words, and the live region says the answer with no LaTeX.
  await expect(answer.getByRole('img', { name: /^Gross WPM equals total characters typed divided by 5 divided by minutes$/ })).toHaveCount(1);
  const live = page.locator('div[aria-live="polite"].sr-only');
  await expect(live).toContainText('Gross WPM equals');
  const spoken = (await live.textContent()) ?? '';
  expect(spoken).not.toMatch(/\\|\$\$|\*\*/);

  // Copy puts the answer's markdown on the clipboard.
  await answer.getByRole('button', { name: 'Copy answer' }).click();
  await expect(answer.getByRole('button', { name: /Copied/ })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('**Quick check:**');

  // The controls at the end of the answer: options, Copy and the chips, all big enough to tap.
  await answer.getByRole('list', { name: 'Follow-up' }).scrollIntoViewIfNeeded();
  await page.waitForTimeout(2100); // "Copied" goes back to "Copy"
  await snap(page, 'answer-controls', project);
  expect(await smallTapTargets(page)).toEqual([]);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('a tapped quick-check option is sent as its letter and stays marked; a chip sends its words', async ({ page }, info) => {
  await signUpViaApi(page, 'Ravi');
  await page.goto('/dataEntry');
  await ask(page, 'What is a source document?');

  const quiz = lastBotMessage(page);
  const options = quiz.getByRole('group', { name: /Options/ });
  await expect(options.getByRole('button')).toHaveCount(4);
  const second = options.getByRole('button').nth(1);
  const picked = ((await second.getAttribute('aria-label')) ?? '').replace(/^B\) /, '');
  await second.click();

  // The letter is the student's message, the tutor marks it, and the quiz shows what was picked.
  await expect(page.locator('li[data-sender="user"]').last()).toHaveText(/^B/);
  await expect(lastBotMessage(page)).toContainText(/Correct!|You chose \*?\*?B\)|You chose B\)/);
  const marked = page.locator('li[data-sender="bot"]').nth(0).getByRole('list', { name: 'Options' }).getByRole('listitem').filter({ hasText: 'Your answer' });
  await expect(marked).toHaveCount(1);
  await expect(marked).toContainText(picked);
  // Only the newest answer's options are live: the old quiz has no buttons left.
  await expect(page.locator('li[data-sender="bot"]').nth(0).getByRole('group', { name: /Options/ })).toHaveCount(0);
  await marked.scrollIntoViewIfNeeded();
  await snap(page, 'answer-option-picked', info.project.name);

  await lastBotMessage(page).getByRole('button', { name: 'Give an example' }).click();
  await expect(page.locator('li[data-sender="user"]').last()).toHaveText(/^Give an example/);
  await expect(page.locator('li[data-sender="bot"]')).toHaveCount(3);
  await expect(page.getByRole('list', { name: 'Follow-up' })).toHaveCount(1);
});

test('a streaming answer never shows raw markdown marks on its way in', async ({ page }, info) => {
  // The fake model streams three words every 120 ms, so a bold span in the question it repeats is
  // cut in two between pieces: '**typing speed and ' arrives well before 'accuracy**'.
  const base = process.env.E2E_LLM_URL!;
  await signUpViaApi(page, 'Meena', base);
  await page.goto(`${base}/dataEntry`);
  await page.getByLabel('Message', { exact: true }).fill('Is **typing speed and accuracy** important?');
  await page.getByLabel('Message', { exact: true }).press('Enter');

  const seen: string[] = [];
  await expect(async () => {
    const text = await lastBotMessage(page).innerText().catch(() => '');
    if (text) seen.push(text);
    expect(await lastBotMessage(page).getByRole('button', { name: 'Copy answer' }).count()).toBe(1);
  }).toPass({ intervals: [20], timeout: 30_000 });

  const distinct = [...new Set(seen)];
  expect(distinct.length, 'the answer arrived in several steps').toBeGreaterThan(3);
  for (const text of distinct) expect(text).not.toMatch(/\*\*|^\s*1\.\s*$/m);
  await expect(lastBotMessage(page).locator('strong').filter({ hasText: 'typing speed and accuracy' })).toBeVisible();
  await snap(page, 'answer-after-stream', info.project.name);
});

test('a wide table and a long formula show that they scroll sideways inside the bubble', async ({ page }, info) => {
  const project = info.project.name;
  /** Each box of the last answer that scrolls sideways: whether it is wider than its bubble, and says so. */
  const scrollers = () =>
    lastBotMessage(page).evaluate((li) =>
      Array.from(li.querySelectorAll<HTMLElement>('[role="region"][aria-label="Table"], .katex-display')).map((el) => ({
        overflows: el.scrollWidth > el.clientWidth + 1,
        showsMore: el.parentElement!.hasAttribute('data-more-right'),
      })),
    );
  const check = async (name: string, box: Locator) => {
    // A saved answer formats a moment after it shows as words: wait for its box.
    await expect(box).toBeVisible();
    // Every box wider than the bubble fades out under a chevron on the side with more to see.
    await expect.poll(async () => (await scrollers()).every((b) => b.showsMore === b.overflows)).toBe(true);
    const found = await scrollers();
    expect(found.length).toBeGreaterThan(0);
    if (project === 'mobile') expect(found.some((b) => b.overflows)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await box.scrollIntoViewIfNeeded();
    await snap(page, name, project);
    if (project !== 'mobile') return;
    // Scrolled to its end, the fade moves to the side that now has more.
    await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(box.locator('..')).not.toHaveAttribute('data-more-right');
    await expect(box.locator('..')).toHaveAttribute('data-more-left', 'true');
    await snap(page, `${name}-scrolled`, project);
  };
  await signUpViaApi(page, 'Asha');
  await page.goto('/ComputerHardware');
  await ask(page, 'What are the motherboard form factors?');
  await check('wide-table', lastBotMessage(page).getByRole('region', { name: 'Table' }));

  await page.goto('/dataEntry');
  await ask(page, 'What is net speed?');
  await check('long-formula', lastBotMessage(page).locator('.katex-display').nth(1));
});
