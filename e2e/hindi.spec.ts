import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { lastBotMessage, smallTapTargets, snap, uniqueEmail } from './helpers.ts';

// The whole app in Hindi at 1280 and 360 px: sign up with the page switched to हिंदी, the landing page
// and course picker, a Devanagari question answered in Hindi whose citation opens the Hindi textbook,
// flashcards, an assignment with its report PDF, My Assignments and the history, then back to English.

const DEVANAGARI = /[\u0900-\u097F]/;

async function ask(page: Page, question: string, answers: number) {
  await page.getByLabel('मैसेज', { exact: true }).fill(question);
  await page.keyboard.press('Enter');
  await expect(page.locator('li[data-sender="bot"]')).toHaveCount(answers, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'भेजें', exact: true })).toBeVisible({ timeout: 20_000 });
}

/** A header action: in the bar on a laptop, in the hamburger menu on a phone. */
async function headerAction(page: Page, name: RegExp) {
  const hamburger = page.getByRole('button', { name: 'मेनू', exact: true });
  if (await hamburger.isVisible()) {
    await hamburger.click();
    await page.getByRole('navigation', { name: 'मेनू' }).getByRole('button', { name }).click();
  } else await page.getByRole('banner').getByRole('button', { name }).first().click();
}

/** No English words on screen but product and course names and technical terms. */
async function englishWordsOnScreen(page: Page, allowed: RegExp) {
  const text = await page.locator('body').innerText();
  return (text.match(/[A-Za-z]{3,}(?: [A-Za-z]{3,})*/g) ?? []).filter((w) => !allowed.test(w));
}
const NAMES = /^(Vidya|Web Development|Web Develpoment|Data Entry|IT Essentials|CRM Domestic Voice|Computer Hardware|Information Technology|English|Google|AI|PDF|HTML|CSS|JavaScript|CRM|PC|IT|Chat|SFTP|Excel|Word)$/;

test('the app in Hindi: sign up, learn, practise, and back to English', async ({ page }, info) => {
  test.setTimeout(180_000);
  const project = info.project.name;

  // Sign up with the page switched to Hindi: the account keeps it.
  await page.goto('/signup');
  await page.getByRole('button', { name: 'हिंदी' }).click();
  await expect(page.getByRole('heading', { name: 'खाता बनाएँ' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await snap(page, 'hindi-signup', project);
  expect(await englishWordsOnScreen(page, NAMES)).toEqual([]);
  await page.getByLabel('पहला नाम').fill('आशा');
  await page.getByLabel('उपनाम').fill('वर्मा');
  await page.getByLabel('ईमेल').fill(uniqueEmail('asha.hindi'));
  await page.getByLabel('पासवर्ड', { exact: true }).fill('a good password');
  await page.getByLabel('पासवर्ड की पुष्टि करें').fill('a good password');
  await page.getByRole('button', { name: 'साइन अप करें' }).click();

  await expect(page.getByText('नमस्ते, आशा!')).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const me = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect((await me.json()).language).toBe('hi');
  await snap(page, 'hindi-landing', project);
  expect(await englishWordsOnScreen(page, NAMES)).toEqual([]);

  await page.goto('/InformationTechnology');
  await expect(page.getByText('कोई कोर्स चुनें और अपने AI टीचर के साथ पढ़ाई शुरू करें।')).toBeVisible();
  await snap(page, 'hindi-courses', project);
  await page.getByRole('link', { name: /Web Development/ }).click();
  // The welcome view and its suggested questions in Hindi (from the Hindi edition).
  await expect(page.getByRole('heading', { name: 'Web Development AI सहायक में आपका स्वागत है' })).toBeVisible();
  const suggestions = page.getByRole('main').getByRole('button').filter({ hasText: DEVANAGARI });
  await expect(suggestions.first()).toBeVisible();
  expect(await suggestions.count()).toBeGreaterThanOrEqual(3);
  await snap(page, 'hindi-welcome', project);

  // A Devanagari question, answered in Hindi from the Hindi notes, its citation opening the Hindi book.
  await ask(page, 'HTML में फॉर्म कैसे बनाते हैं?', 1);
  const answer = lastBotMessage(page);
  await expect(answer).toContainText(DEVANAGARI);
  await expect(answer).toContainText('<form');
  const citation = answer.getByRole('link', { name: /^अध्याय \d+: / }).first();
  await expect(citation).toBeVisible();
  await snap(page, 'hindi-chat', project);
  const hindiBook = page.waitForResponse((r) => /\/textbooks\/hi\/webDevelopment\.pdf/.test(r.url()) && r.ok());
  await citation.click();
  await hindiBook;
  const book = page.getByRole('region', { name: 'टेक्स्टबुक' });
  await expect(book.getByRole('button', { name: 'टेक्स्टबुक बंद करें' })).toBeVisible();
  await page.waitForTimeout(1500);
  await snap(page, 'hindi-textbook', project);
  await book.getByRole('button', { name: 'टेक्स्टबुक बंद करें' }).click();

  // Two more questions (six messages), then flashcards in Hindi.
  await ask(page, 'HTML टैग क्या होता है?', 2);
  await ask(page, 'CSS में रंग कैसे बदलते हैं?', 3);
  const tools = page.getByRole('toolbar', { name: 'पढ़ाई के टूल' });
  await tools.getByRole('button', { name: /^फ़्लैशकार्ड/ }).click();
  const cards = page.getByRole('region', { name: 'फ़्लैशकार्ड' });
  await cards.getByRole('button', { name: 'फ़्लैशकार्ड सेट बनाएँ' }).click();
  await expect(cards.getByRole('button', { name: /^\(1\/\d+\) जवाब देखें$/ })).toBeVisible({ timeout: 20_000 });
  await expect(cards.getByTestId('flip-card')).toContainText(DEVANAGARI);
  await snap(page, 'hindi-flashcards', project);
  expect(await smallTapTargets(page)).toEqual([]);
  await cards.getByRole('button', { name: 'फ़्लैशकार्ड बंद करें' }).click();

  // The history lists the chat.
  await headerAction(page, /हिस्ट्री/);
  const history = page.getByRole('complementary', { name: 'चैट हिस्ट्री' });
  await expect(history).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await snap(page, 'hindi-history', project);
  await page.goBack(); // Back closes the panel
  await expect(history).toBeHidden();

  // An assignment made from the chat: questions in Hindi, the result and the report PDF in Hindi.
  await headerAction(page, /असाइनमेंट/);
  await expect(page.getByRole('heading', { name: 'अपनी समझ जाँचें' })).toBeVisible();
  await page.getByRole('button', { name: 'असाइनमेंट बनाएँ' }).click();
  await expect(page).toHaveURL(/\/TakeTest\/[0-9a-f-]{36}$/);
  const questions = page.getByRole('group');
  await expect(questions).toHaveCount(10);
  await expect(questions.first()).toContainText(DEVANAGARI);
  for (let i = 0; i < 10; i += 1) await questions.nth(i).locator('label').first().click();
  await snap(page, 'hindi-take-test', project);
  await page.getByRole('button', { name: 'टेस्ट सबमिट करें' }).click();
  await expect(page.getByRole('heading', { name: 'टेस्ट पूरा हुआ!' })).toBeVisible();
  await snap(page, 'hindi-result', project);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'रिपोर्ट डाउनलोड करें' }).click();
  const file = await download;
  const path = test.info().outputPath('Assignment_Report.pdf');
  await file.saveAs(path);
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  expect(text).toContain('असाइनमेंट रिपोर्ट');
  expect(text).toContain('आशा वर्मा');
  if (project === 'desktop') execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', path, 'test-results/screenshots/hindi-report-pdf']);

  await page.goto('/myAssignments');
  await expect(page.getByRole('heading', { name: '1 टेस्ट' })).toBeVisible();
  await snap(page, 'hindi-my-assignments', project);

  // One tap back to English: the spec's words, and the account remembers.
  const hamburger = page.getByRole('button', { name: 'मेनू', exact: true });
  if (await hamburger.isVisible()) await hamburger.click();
  else await page.getByRole('button', { name: 'खाता मेनू' }).click();
  await page.getByRole('button', { name: 'View in English' }).click();
  await expect(page.getByRole('heading', { name: '1 Assessment' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(async () => (await (await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).json()).language).toBe('en');
  await snap(page, 'hindi-back-to-english', project);
});
