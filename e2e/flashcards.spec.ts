import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousAxeViolations, signUpViaApi, smallTapTargets, snap } from './helpers.ts';

// Flashcards on the offline tutor: too few messages gives the spec's message; after three questions
// (six stored messages) a set is made, turned, paged, previewed, revised and deleted.

const DELETED = 'Flashcard set deleted. You can browse other sets or create a new one to continue learning.';
const NONE_FOR_CHAT =
  'No flashcards available for this chat. Start by having a short conversation with the AI (at least 6–8 messages), then create a flashcard set to review key concepts.';
const TOO_FEW = 'Looks like there isn’t enough conversation yet! Have a quick exchange of 6–8 messages with the AI so we can build your flashcard set properly.';

async function ask(page: Page, question: string, answers: number) {
  await page.getByLabel('Message', { exact: true }).fill(question);
  await page.keyboard.press('Enter');
  await expect(page.locator('li[data-sender="bot"]')).toHaveCount(answers, { timeout: 20_000 });
  // The answer has finished arriving (a model streams it): Send is back in place of Stop.
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible({ timeout: 20_000 });
}

test('flashcards: too few messages, then create, flip, page, preview, revise and delete', async ({ page }, info) => {
  const project = info.project.name;
  const mobile = project === 'mobile';
  await signUpViaApi(page, 'Meena');
  await page.goto('/dataEntry');
  await ask(page, 'What is touch typing?', 1);

  const tools = page.getByRole('toolbar', { name: 'Study tools' });
  const panel = page.getByRole('region', { name: 'Flashcards' });
  const open = () => tools.getByRole('button', { name: /^Flashcards/ }).click();
  await open();
  await expect(panel.getByText(NONE_FOR_CHAT)).toBeVisible();
  await panel.getByRole('button', { name: 'Create Flashcard Set' }).click();
  await expect(panel.getByText(TOO_FEW)).toBeVisible();
  await snap(page, 'flashcards-too-few', project);

  // Two more questions: six stored messages. On a phone the panel covers the chat, so close it first.
  if (mobile) await panel.getByRole('button', { name: 'Close Flashcards' }).click();
  await ask(page, 'What is the home row?', 2);
  await ask(page, 'How do I use the numeric keypad?', 3);
  if (mobile) await open();

  await panel.getByRole('button', { name: 'Create Flashcard Set' }).click();
  await expect(panel.getByRole('heading', { name: 'Keyboard Mastery and Touch Typing' })).toBeVisible();
  const setButton = panel.getByRole('button', { name: /^@Keyboard Mastery and Touch Typing \(\d+ cards\)$/ });
  await expect(setButton).toBeVisible();
  const count = Number(/\((\d+) cards\)/.exec((await setButton.textContent()) ?? '')![1]);
  expect(count).toBeGreaterThanOrEqual(8);
  await expect(panel.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(panel.getByRole('link', { name: 'Chapter 3: Keyboard Mastery and Touch Typing' })).toBeVisible();
  await snap(page, 'flashcards-set', project);
  expect(await smallTapTargets(page)).toEqual([]);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  // Turn the card over, and back; page on with Next, a swipe or the arrow key, and back with Previous.
  await panel.getByRole('button', { name: `(1/${count}) Show Back` }).click();
  await expect(panel.getByTestId('flip-card')).toHaveAttribute('data-flipped', 'true');
  await page.waitForTimeout(350);
  await snap(page, 'flashcards-back', project);
  await panel.getByRole('button', { name: 'Show Front', exact: true }).click();
  await panel.getByRole('button', { name: 'Next' }).click();
  await expect(panel.getByRole('button', { name: `(2/${count}) Show Back` })).toBeVisible();
  if (mobile) {
    // The card's button, not its face: the face may still be turning (300 ms), and a turning face is
    // narrow, which made the swipe too short to count.
    const card = panel.getByRole('button', { name: /^Question: / });
    const box = (await card.boundingBox())!;
    await swipe(card, box.x + box.width - 20, box.x + 20, box.y + box.height / 2);
  } else {
    await panel.getByTestId('flip-card').click();
    await page.keyboard.press('ArrowRight');
  }
  await expect(panel.getByRole('button', { name: `(3/${count}) Show Back` })).toBeVisible();
  await panel.getByRole('button', { name: 'Previous' }).click();
  await expect(panel.getByRole('button', { name: `(2/${count}) Show Back` })).toBeVisible();

  await panel.getByRole('button', { name: 'Preview Set' }).click();
  const preview = panel.getByRole('list', { name: 'Preview' });
  await expect(preview.getByText(/^Q1: /)).toBeVisible();
  await expect(preview.getByText(new RegExp(`^Q${count}: `))).toBeVisible();
  await snap(page, 'flashcards-preview', project);
  await panel.getByRole('button', { name: 'Hide Preview' }).click();
  await expect(preview).toHaveCount(0);

  // Revise: every new card is due today; answer two.
  // Chromium puts a space before the visually hidden ', N due'; a screen reader reads it the same.
  await expect(tools.getByRole('button', { name: new RegExp(`^Flashcards ?, ${count} due$`) })).toBeVisible();
  await panel.getByRole('button', { name: `Revise (${count} due)` }).click();
  await expect(panel.getByText(`${count} cards due today`)).toBeVisible();
  await panel.getByRole('button', { name: 'Show answer' }).click();
  await expect(panel.getByRole('button', { name: /Forgot again in 1 min/ })).toBeVisible();
  await page.waitForTimeout(350);
  await snap(page, 'flashcards-revise', project);
  expect(await smallTapTargets(page)).toEqual([]);
  expect(await seriousAxeViolations(page)).toEqual([]);
  const first = await panel.getByTestId('flip-card').textContent();
  await panel.getByRole('button', { name: /Got it next in 10 min/ }).click();
  await expect(panel.getByRole('button', { name: 'Show answer' })).toBeVisible();
  await expect(panel.getByTestId('flip-card')).not.toHaveText(first!);
  await panel.getByRole('button', { name: 'Show answer' }).click();
  await panel.getByRole('button', { name: /Forgot/ }).click();
  await expect(panel.getByRole('button', { name: 'Undo last answer' })).toBeVisible();
  await panel.getByRole('button', { name: 'Sets' }).click();

  // A second set, so deleting one says others remain; deleting the last says there are none.
  await expect(panel.getByRole('heading', { name: 'Keyboard Mastery and Touch Typing' })).toBeVisible();
  await panel.getByRole('button', { name: 'Delete Set' }).click();
  await expect(panel.getByText(NONE_FOR_CHAT)).toBeVisible();
  await panel.getByRole('button', { name: 'Create Flashcard Set' }).click();
  await expect(panel.getByRole('heading', { name: 'Keyboard Mastery and Touch Typing' })).toBeVisible();
  const made = page.waitForResponse((r) => r.url().endsWith('/create-flashcards') && r.ok());
  await panel.getByRole('button', { name: 'Create Flashcard Set' }).click();
  await made;
  await expect(panel.getByRole('button', { name: 'Create Flashcard Set' })).toBeEnabled();
  await panel.getByRole('button', { name: 'Delete Set' }).click();
  await expect(panel.getByText(DELETED)).toBeVisible();
  await snap(page, 'flashcards-deleted', project);
  await panel.getByRole('button', { name: 'Close Flashcards' }).click();
  await expect(panel).toHaveCount(0);

  // The landing page counts the cards due today (the one set left) and opens them.
  await page.goto('/');
  const due = page.getByRole('link', { name: `${count} flashcards due today` });
  await expect(due).toBeVisible();
  await snap(page, 'landing-flashcards-due', project);
  await due.click();
  await expect(page).toHaveURL(/\/learn\?panel=flashcards$/);
  await expect(page.getByRole('region', { name: 'Flashcards' }).getByRole('button', { name: `Revise (${count} due)` })).toBeVisible();
});

/**
 * A finger swiped across `target` from `fromX` to `toX`, as touch events on it (start, moves, end).
 * Dispatched in the page, so the moves are exactly these (the browser's own input pipeline may take
 * a short or slow move for a tap).
 */
async function swipe(target: Locator, fromX: number, toX: number, y: number) {
  await target.evaluate(
    (el, { fromX, toX, y }) => {
      const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: y });
      const fire = (type: string, x: number) => {
        const t = touch(x);
        const ended = type === 'touchend';
        el.dispatchEvent(new TouchEvent(type, { bubbles: true, cancelable: true, touches: ended ? [] : [t], targetTouches: ended ? [] : [t], changedTouches: [t] }));
      };
      fire('touchstart', fromX);
      for (let step = 1; step <= 6; step++) fire('touchmove', fromX + ((toX - fromX) * step) / 6);
      fire('touchend', toX);
    },
    { fromX, toX, y },
  );
}

test("with a model: the model's set, and the offline maker's when the model's output is never valid", async ({ page }, info) => {
  const base = process.env.E2E_LLM_URL!;
  const fakeModel = process.env.E2E_FAKE_MODEL_URL!;
  await page.request.post(`${fakeModel}/__control`, { data: { reset: true } });
  await signUpViaApi(page, 'Ravi', base);
  await page.goto(`${base}/dataEntry`);
  await ask(page, 'What is touch typing?', 1);
  await ask(page, 'What is the home row?', 2);
  await ask(page, 'How do I use the numeric keypad?', 3);

  await page.getByRole('toolbar', { name: 'Study tools' }).getByRole('button', { name: /^Flashcards/ }).click();
  const panel = page.getByRole('region', { name: 'Flashcards' });
  await panel.getByRole('button', { name: 'Create Flashcard Set' }).click();
  await expect(panel.getByRole('heading', { name: 'Fake model set' })).toBeVisible();
  await expect(panel.getByRole('button', { name: '(1/8) Show Back' })).toBeVisible();
  await expect(panel.getByTestId('flip-card')).toContainText('Fake model question 1');
  await snap(page, 'flashcards-model-set', info.project.name);

  // A model that never answers with valid cards: the student still gets a set, from the notes.
  await page.request.post(`${fakeModel}/__control`, { data: { reply: '{"name":"Broken","cards":[]}' } });
  try {
    await panel.getByRole('button', { name: 'Create Flashcard Set' }).click();
    await expect(panel.getByRole('heading', { name: 'Keyboard Mastery and Touch Typing' })).toBeVisible();
  } finally {
    await page.request.post(`${fakeModel}/__control`, { data: { reset: true } });
  }
});
