import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi, smallTapTargets, snap } from './helpers.ts';

// The textbook (pdf.js) and the syllabus, on the built app with the generated Data Entry book.

/** Opens the Syllabus from the header (the hamburger menu on a phone). */
async function openSyllabus(page: Page) {
  const hamburger = page.getByRole('button', { name: 'Menu', exact: true });
  if (await hamburger.isVisible()) await hamburger.click();
  await page.getByRole('button', { name: 'Syllabus' }).click();
  return page.getByRole('dialog', { name: 'Data Entry Syllabus' });
}

/** Two fingers put down 60 px apart in the box, then spread to 260 px. */
async function pinchOut(page: Page, box: { x: number; y: number; width: number; height: number }) {
  const cdp = await page.context().newCDPSession(page);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const fingers = (gap: number) => [{ x: x - gap / 2, y, id: 1 }, { x: x + gap / 2, y, id: 2 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(60) });
  for (let gap = 80; gap <= 260; gap += 20) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(gap) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const squeeze = (text: string) => text.replace(/\s+/g, '');

/** The page pdf.js reports as current, once its canvas is drawn and its text layer holds `words` (line breaks aside). */
async function expectPageShown(page: Page, words: string) {
  const book = page.getByRole('region', { name: 'Textbook' });
  const pageNumber = Number(await book.getByLabel('Page', { exact: true }).inputValue());
  const view = book.locator(`.page[data-page-number="${pageNumber}"]`);
  await expect.poll(async () => squeeze((await view.locator('.textLayer').textContent()) ?? ''), { timeout: 15_000 }).toContain(squeeze(words));
  // The canvas holds drawn pixels, not a blank sheet.
  await expect.poll(() => view.locator('canvas').first().evaluate((c: HTMLCanvasElement) => {
    const ctx = c.getContext('2d');
    if (!ctx || !c.width) return 0;
    const data = ctx.getImageData(0, 0, c.width, c.height).data;
    let dark = 0;
    for (let i = 0; i < data.length; i += 4 * 17) if (data[i]! < 128) dark += 1;
    return dark;
  })).toBeGreaterThan(50);
  return pageNumber;
}

test('the syllabus opens the textbook: pages drawn, search, contents, a chapter from the syllabus; Back closes it', async ({ page }, info) => {
  const project = info.project.name;
  // pdf.js runs under the app's security policy (worker, fonts): nothing may be refused or fail.
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await signUpViaApi(page, 'Meena');
  await page.goto('/dataEntry');
  await expect(page.getByRole('heading', { name: 'Welcome to Data Entry AI Assistant' })).toBeVisible();
  const pages = (await (await page.request.get('/textbooks/dataEntry.pages.json')).json()) as { chapters: { number: number; title: string; page: number }[] };

  // The syllabus: a modal with the course's chapters; Escape closes it and focus returns.
  let syllabus = await openSyllabus(page);
  await expect(syllabus.getByRole('row')).toHaveCount(pages.chapters.length + 1);
  await expect(syllabus.getByRole('button', { name: pages.chapters[0]!.title })).toBeVisible();
  await snap(page, 'syllabus', project);
  expect(await smallTapTargets(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(syllabus).toHaveCount(0);

  // Continue opens the textbook at its start: page 1 drawn, words in the text layer.
  syllabus = await openSyllabus(page);
  await syllabus.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dataEntry\?panel=textbook$/);
  const book = page.getByRole('region', { name: 'Textbook' });
  await expect(book.getByRole('button', { name: 'Close Textbook' })).toBeVisible();
  expect(await expectPageShown(page, 'Data Entry')).toBe(1);
  await snap(page, 'textbook-first-page', project);
  expect(await smallTapTargets(page, ['.pdfViewer *', '[aria-label="Textbook pages"]'])).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  // Next page and the page field.
  await book.getByRole('button', { name: 'Next page' }).click();
  await expect(book.getByLabel('Page', { exact: true })).toHaveValue('2');
  await expect(book.getByText(/\/\s*\d+/)).toBeVisible();

  // Search: highlights and a count of matches.
  await book.getByRole('button', { name: 'Search' }).click();
  await book.getByRole('searchbox', { name: 'Search in the book' }).fill('keyboard');
  await page.keyboard.press('Enter');
  await expect(book.getByRole('status').filter({ hasText: /\d+ of \d+ matches/ })).toBeVisible({ timeout: 20_000 });
  await expect(book.locator('.textLayer .highlight').first()).toBeVisible();
  await snap(page, 'textbook-search', project);
  await book.getByRole('searchbox', { name: 'Search in the book' }).fill('zzqxnotaword');
  await page.keyboard.press('Enter');
  await expect(book.getByText('No match for “zzqxnotaword”')).toBeVisible();

  // The contents: a chapter jumps to its page.
  const third = pages.chapters[2]!;
  await book.getByRole('button', { name: 'Contents' }).click();
  await snap(page, 'textbook-contents', project);
  await book.getByRole('button', { name: new RegExp(`^Chapter 3: ${third.title}`) }).first().click();
  await expect(book.getByLabel('Page', { exact: true })).toHaveValue(String(third.page));
  await expectPageShown(page, third.title);

  // Back closes the panel; a syllabus row opens the book at its chapter.
  await page.goBack();
  await expect(page).toHaveURL(/\/dataEntry$/);
  await expect(book).toHaveCount(0);
  const fifth = pages.chapters[4]!;
  syllabus = await openSyllabus(page);
  await syllabus.getByRole('button', { name: fifth.title }).click();
  await expect(page).toHaveURL(/\/dataEntry\?panel=textbook&chapter=5$/);
  await expect(book.getByLabel('Page', { exact: true })).toHaveValue(String(fifth.page));
  await expectPageShown(page, fifth.title);
  await snap(page, 'textbook-chapter', project);

  // Zoom: the button, and on a phone two fingers spread apart, make the page wider than fit-to-width.
  const pageWidth = async () => (await book.locator(`.page[data-page-number="${fifth.page}"]`).boundingBox())!.width;
  const fitted = await pageWidth();
  await book.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(pageWidth).toBeGreaterThan(fitted * 1.05);
  if (project === 'mobile') {
    const zoomed = await pageWidth();
    await pinchOut(page, (await book.getByLabel('Textbook pages').boundingBox())!);
    await expect.poll(pageWidth).toBeGreaterThan(zoomed * 1.2);
    expect(await page.evaluate(() => window.visualViewport?.scale ?? 1)).toBe(1); // the app zoomed, not the browser
    await page.waitForTimeout(1500); // the sharp redraw after the gesture, for the screenshot
    await snap(page, 'textbook-pinched', project);
  }
  await book.getByRole('button', { name: 'Close Textbook' }).click();
  await expect(page).toHaveURL(/\/dataEntry$/);

  // Reopened without a target: the last page read.
  await page.getByRole('toolbar', { name: 'Study tools' }).getByRole('button', { name: 'Textbook' }).click();
  await expect(book.getByLabel('Page', { exact: true })).toHaveValue(String(fifth.page));
  expect(problems).toEqual([]);
});

test('a book that cannot be fetched says so, and Retry loads it once the connection is back', async ({ page }, info) => {
  await signUpViaApi(page, 'Farida');
  await page.goto('/dataEntry');
  await expect(page.getByRole('heading', { name: 'Welcome to Data Entry AI Assistant' })).toBeVisible();
  // The connection drops on the way to the PDF (the panel's code has arrived).
  await page.route('**/textbooks/dataEntry.pdf', (route) => route.abort('internetdisconnected'));
  await page.getByRole('toolbar', { name: 'Study tools' }).getByRole('button', { name: 'Textbook' }).click();
  const book = page.getByRole('region', { name: 'Textbook' });
  await expect(book.getByText('The textbook could not be loaded. Check your connection and try again.')).toBeVisible();
  await snap(page, 'textbook-failed', info.project.name);
  await page.unroute('**/textbooks/dataEntry.pdf');
  await book.getByRole('button', { name: 'Retry' }).click();
  await expectPageShown(page, 'Data Entry');
});

test("a citation in the offline tutor's answer opens the textbook at that chapter's page; Back returns to the answer", async ({ page }, info) => {
  await signUpViaApi(page, 'Arjun');
  await page.goto('/dataEntry');
  await page.getByLabel('Message', { exact: true }).fill('How do I calculate my net typing speed?');
  await page.keyboard.press('Enter');
  const answer = page.getByRole('listitem').filter({ hasText: 'From your course notes' }).last();
  const citation = answer.getByRole('link', { name: /^Chapter 4: Typing Speed and Accuracy/ });
  await expect(citation).toBeVisible({ timeout: 20_000 });
  const href = (await citation.getAttribute('href'))!;
  expect(href).toMatch(/^\?panel=textbook&chapter=4(&section=[^&]+)?$/);
  await snap(page, 'citation', info.project.name);

  const pages = (await (await page.request.get('/textbooks/dataEntry.pages.json')).json()) as {
    chapters: { number: number; title: string; page: number; sections: { heading: string; page: number }[] }[];
  };
  const chapter = pages.chapters.find((c) => c.number === 4)!;
  const section = new URLSearchParams(href).get('section');
  const expected = chapter.sections.find((s) => s.heading === section) ?? chapter;
  await citation.click();
  await expect.poll(() => new URL(page.url()).search).toBe(href);
  expect(new URL(page.url()).pathname).toMatch(/^\/dataEntry\/session\/[0-9a-f-]{36}$/);
  const book = page.getByRole('region', { name: 'Textbook' });
  await expect(book.getByLabel('Page', { exact: true })).toHaveValue(String(expected.page));
  await expectPageShown(page, 'heading' in expected ? expected.heading : chapter.title);
  await snap(page, 'textbook-from-citation', info.project.name);

  // While the book is open, another target moves it: a chapter picked in the syllabus.
  const hamburger = page.getByRole('button', { name: 'Menu', exact: true });
  if (await hamburger.isVisible()) await hamburger.click();
  await page.getByRole('button', { name: 'Syllabus' }).click();
  const second = pages.chapters.find((c) => c.number === 2)!;
  await page.getByRole('dialog', { name: 'Data Entry Syllabus' }).getByRole('button', { name: second.title }).click();
  await expect(book.getByLabel('Page', { exact: true })).toHaveValue(String(second.page));
  await expectPageShown(page, second.title);

  await page.goBack();
  await expect(book).toHaveCount(0);
  await expect(citation).toBeVisible();
});

test("in the general chat, a citation that names a course opens that course's book", async ({ page }, info) => {
  await signUpViaApi(page, 'Kiran');
  await page.goto('/learn');
  // No course, no textbook toggle.
  await expect(page.getByRole('toolbar', { name: 'Study tools' }).getByRole('button', { name: 'Textbook' })).toHaveCount(0);
  await page.getByLabel('Message', { exact: true }).fill('How do I calculate net typing speed?');
  await page.keyboard.press('Enter');
  const citation = page.getByRole('link', { name: /^Chapter \d+: .+ \(Data Entry course/ }).last();
  await expect(citation).toBeVisible({ timeout: 20_000 });
  const target = new URLSearchParams((await citation.getAttribute('href')) ?? '');
  expect(target.get('book')).toBe('dataEntry');
  await citation.click();
  const book = page.getByRole('region', { name: 'Textbook' });
  await expect(book.getByRole('heading', { name: 'Data Entry' })).toBeVisible();
  const pages = (await (await page.request.get('/textbooks/dataEntry.pages.json')).json()) as {
    chapters: { number: number; title: string; page: number; sections: { heading: string; page: number }[] }[];
  };
  const chapter = pages.chapters.find((c) => c.number === Number(target.get('chapter')))!;
  const expected = chapter.sections.find((s) => s.heading === target.get('section'))?.page ?? chapter.page;
  await expect(book.getByLabel('Page', { exact: true })).toHaveValue(String(expected));
  await expectPageShown(page, chapter.sections.find((s) => s.page === expected && s.heading === target.get('section'))?.heading ?? chapter.title);
  await snap(page, 'textbook-from-learn', info.project.name);
});
