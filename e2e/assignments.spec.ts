import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { lastBotMessage, signUpViaApi, smallTapTargets, snap } from './helpers.ts';

/** The chat header's Assignments button: in the header on a desktop, in the menu on a phone. */
async function openAssignments(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole('button', { name: /Assignments/ })
    .first()
    .click();
}

async function ask(page: Page, question: string, expected: string) {
  const box = page.getByLabel('Message', { exact: true });
  await box.fill(question);
  await box.press('Enter');
  await expect(lastBotMessage(page)).toContainText(expected);
}

test('a student chats, takes an assignment made from the chat, reads and downloads the report, and finds it later', async ({
  page,
}, info) => {
  const project = info.project.name;
  // A Hindi name: the PDF must set it.
  await signUpViaApi(page, 'आशा');

  // No session: the spec's alert.
  await page.goto('/Assignments');
  await expect(page.getByRole('heading', { name: 'Test your knowledge' })).toBeVisible();
  const alerts: string[] = [];
  page.once('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Generate Assignment' }).click();
  await expect.poll(() => alerts).toEqual(['Invalid or missing session ID']);

  // Two questions to the offline tutor: 4 stored messages.
  await page.goto('/dataEntry');
  await ask(page, 'What is touch typing?', 'Chapter');
  await ask(page, 'How do I calculate net typing speed?', 'Chapter 4');
  await openAssignments(page);
  await expect(page).toHaveURL(/\/Assignments\?session=[0-9a-f-]{36}$/);
  await expect(page.getByRole('listitem')).toHaveCount(3);
  await snap(page, 'assignments', project);
  expect(await smallTapTargets(page)).toEqual([]);
  await page.getByRole('button', { name: 'Generate Assignment' }).click();
  await expect(page).toHaveURL(/\/TakeTest\/[0-9a-f-]{36}$/);

  // Ten numbered questions with lettered options; the counter and the submit label follow the answers.
  const questions = page.getByRole('group');
  await expect(questions).toHaveCount(10);
  const submit = page.getByRole('button', { name: 'Answer all questions to submit' });
  await expect(submit).toBeDisabled();
  await expect(page.getByText('0/10 questions answered')).toBeVisible();
  await expect(page.getByText('10 questions remaining')).toBeVisible();
  // A tap anywhere on an option's row chooses it.
  const option = (q: number, letter: 'A' | 'B' | 'C' | 'D') =>
    questions.nth(q).locator('label').nth('ABCD'.indexOf(letter));
  for (let i = 0; i < 6; i += 1) await option(i, 'A').click();
  // An answer can be chosen again.
  await option(0, 'B').click();
  await expect(questions.nth(0).getByRole('radio', { name: /^B\./ })).toBeChecked();
  await expect(page.getByText('6/10 questions answered')).toBeVisible();
  await expect(page.getByText('4 questions remaining')).toBeVisible();
  await snap(page, 'take-test', project);
  await page.screenshot({ path: `test-results/screenshots/${project}-take-test-screen.png` });

  // Chosen answers survive a reload.
  await page.reload();
  await expect(page.getByText('6/10 questions answered')).toBeVisible();
  await expect(questions.nth(0).getByRole('radio', { name: /^B\./ })).toBeChecked();
  for (let i = 6; i < 10; i += 1) await option(i, 'C').click();
  await expect(page.getByText('10/10 questions answered')).toBeVisible();
  await expect(page.getByText(/questions remaining/)).toHaveCount(0);
  expect(await smallTapTargets(page)).toEqual([]);
  await page.getByRole('button', { name: 'Submit Assessment' }).click();

  // The result: score over max, the bar, the line for the score, the report.
  await expect(page.getByRole('heading', { name: 'Assessment Complete!' })).toBeVisible();
  const score = await page.getByText(/^\d+\/10$/).textContent();
  const correct = Number(score!.split('/')[0]);
  const bar = page.getByRole('progressbar', { name: 'Score' });
  await expect(bar).toHaveAttribute('aria-valuenow', String(correct));
  await expect(
    page.getByText(
      correct >= 7
        ? 'Great job! You have demonstrated excellent understanding!'
        : 'Keep learning! You are on the right track.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'View Report' }).click();
  const report = page.getByRole('region', { name: 'Report' });
  await expect(report.getByRole('heading', { name: 'What to revise' })).toBeVisible();
  await expect(report.getByRole('link', { name: /^Chapter \d+: / }).first()).toHaveAttribute(
    'href',
    /^\/dataEntry\?panel=textbook&book=dataEntry&chapter=\d+$/,
  );
  await snap(page, 'test-result', project);
  await page.screenshot({ path: `test-results/screenshots/${project}-test-result-screen.png` });
  await page.getByRole('button', { name: 'Hide Report' }).click();
  await expect(report).toHaveCount(0);

  // The PDF: saved as Assignment_Report.pdf, with the score and the student's name in it.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Report' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Assignment_Report.pdf');
  const path = test.info().outputPath('Assignment_Report.pdf');
  await file.saveAs(path);
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  expect(text).toContain(`Score: ${correct} / 10`);
  expect(text).toContain('आशा Test');
  if (project === 'desktop')
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      path,
      'test-results/screenshots/assignment-report-pdf',
    ]);

  // Past assignments list it, with its report.
  await page.goto('/myAssignments');
  await expect(page.getByRole('heading', { name: '1 Assessment' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Assignment - 1' })).toBeVisible();
  await expect(page.getByText(`${correct} / 10`)).toBeVisible();
  // (Checked with the report closed: links inside its sentences are inline text, which WCAG 2.5.8 exempts.)
  expect(await smallTapTargets(page)).toEqual([]);
  await page.getByRole('button', { name: 'View Report' }).click();
  await expect(
    page.getByRole('region', { name: 'Report' }).getByRole('heading', { name: 'Next steps' }),
  ).toBeVisible();
  await snap(page, 'my-assignments', project);
  await page.screenshot({ path: `test-results/screenshots/${project}-my-assignments-screen.png` });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
});

test('past assignments start empty', async ({ page }, info) => {
  await signUpViaApi(page, 'Ravi');
  await page.goto('/myAssignments');
  await expect(page.getByRole('heading', { name: 'No Assignments Yet' })).toBeVisible();
  await expect(page.getByText('Complete some assessments to see your progress here.')).toBeVisible();
  await snap(page, 'my-assignments-empty', info.project.name);
});

test('with a model: the questions and the report’s words come from the model', async ({ page }, info) => {
  const base = process.env.E2E_LLM_URL!;
  await signUpViaApi(page, 'Meena', base);
  await page.goto(`${base}/dataEntry`);
  await ask(page, 'What is touch typing?', 'Does that make sense?');
  await ask(page, 'How do I calculate net typing speed?', 'Does that make sense?');
  await expect(page.locator('li[data-sender="bot"][data-status="complete"]')).toHaveCount(2);
  await openAssignments(page);
  await page.getByRole('button', { name: 'Generate Assignment' }).click();
  await expect(page).toHaveURL(/\/TakeTest\/[0-9a-f-]{36}$/);
  const questions = page.getByRole('group');
  await expect(questions.first()).toContainText('Model question');
  const count = await questions.count();
  for (let i = 0; i < count; i += 1) await questions.nth(i).locator('label').first().click();
  await page.getByRole('button', { name: 'Submit Assessment' }).click();
  await expect(page.getByRole('heading', { name: 'Assessment Complete!' })).toBeVisible();
  await page.getByRole('button', { name: 'View Report' }).click();
  await expect(page.getByRole('region', { name: 'Report' })).toContainText(
    'The fake model says: you know the chapters you chatted about.',
  );
  await snap(page, 'test-result-model', info.project.name);
});
