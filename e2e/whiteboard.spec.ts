import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { lastBotMessage, seriousAxeViolations, signUpViaApi, smallTapTargets, snap } from './helpers.ts';

// The whiteboard: drawing with mouse (desktop) and real touch (the 360 px phone), undo, redo, the
// eraser, export, the drawing kept across panels and a reload, and sending it with a question.

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const canvasOf = (page: Page) => page.getByRole('img', { name: 'Whiteboard drawing area' });
/** A button of the whiteboard panel (not the chat beside it). */
const tool = (page: Page, name: string) => page.getByRole('region', { name: 'Whiteboard' }).getByRole('button', { name, exact: true });

/** How many of the canvas's pixels are dark (ink), read from the canvas itself. */
const ink = (canvas: Locator) =>
  canvas.evaluate((el: HTMLCanvasElement) => {
    const data = el.getContext('2d')!.getImageData(0, 0, el.width, el.height).data;
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) dark++;
    return dark;
  });

/**
 * Draws a zigzag across the canvas, from and to fractions of its box: with the mouse on desktop, with
 * touch events on the phone (Chromium turns them into touch pointer events, as a finger would).
 */
async function draw(page: Page, touch: boolean, from = { x: 0.2, y: 0.3 }, to = { x: 0.8, y: 0.6 }) {
  const box = (await canvasOf(page).boundingBox())!;
  const at = (t: number) => ({ x: box.x + box.width * (from.x + (to.x - from.x) * t), y: box.y + box.height * (from.y + (to.y - from.y) * t + (t * 10) % 2 * 0.05) });
  const steps = Array.from({ length: 21 }, (_, i) => at(i / 20));
  if (!touch) {
    await page.mouse.move(steps[0]!.x, steps[0]!.y);
    await page.mouse.down();
    for (const p of steps.slice(1)) await page.mouse.move(p.x, p.y);
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [steps[0]!] });
  for (const p of steps.slice(1)) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [p] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Signs in at `base`, opens the web development chat with the whiteboard, and waits for its canvas. */
async function openWhiteboard(page: Page, base = '') {
  await signUpViaApi(page, 'Meena', base || undefined);
  await page.goto(`${base}/webDevelopment?panel=whiteboard`);
  await expect(canvasOf(page)).toBeVisible();
  // The canvas is sized to its box (and the screen's density) before anything is drawn.
  await expect.poll(() => canvasOf(page).evaluate((el: HTMLCanvasElement) => el.width > 0 && Math.abs(el.width / el.getBoundingClientRect().width - Math.min(2, devicePixelRatio)) < 0.01)).toBe(true);
}

test('draw, undo, redo, erase and export; the drawing stays across panels and a reload', async ({ page }, info) => {
  const touch = info.project.name === 'mobile';
  await openWhiteboard(page);
  const canvas = canvasOf(page);
  const undo = tool(page, 'Undo');
  const redo = tool(page, 'Redo');
  await expect(canvas).toHaveCSS('touch-action', 'none');
  await expect(undo).toBeDisabled();
  await expect(redo).toBeDisabled();
  await expect(tool(page, 'Pen')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('slider', { name: 'Brush size' })).toHaveValue('2');
  expect(await ink(canvas)).toBe(0);

  await draw(page, touch);
  const drawn = await ink(canvas);
  expect(drawn).toBeGreaterThan(100);
  await expect(undo).toBeEnabled();
  await snap(page, 'whiteboard-drawn', info.project.name);
  expect(await smallTapTargets(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await undo.click();
  await expect.poll(() => ink(canvas)).toBe(0);
  await expect(undo).toBeDisabled();
  await expect(redo).toBeEnabled();
  await redo.click();
  await expect.poll(() => ink(canvas)).toBe(drawn);
  await expect(redo).toBeDisabled();

  // A thicker pen line, then the eraser (white) over part of it.
  await page.getByRole('slider', { name: 'Brush size' }).fill('12');
  await draw(page, touch, { x: 0.2, y: 0.8 }, { x: 0.8, y: 0.8 });
  const thick = await ink(canvas);
  expect(thick).toBeGreaterThan(drawn * 2);
  await tool(page, 'Eraser').click();
  await page.getByRole('slider', { name: 'Brush size' }).fill('20');
  await draw(page, touch, { x: 0.4, y: 0.7 }, { x: 0.6, y: 0.9 });
  const erased = await ink(canvas);
  expect(erased).toBeLessThan(thick);
  expect(erased).toBeGreaterThan(drawn);
  await snap(page, 'whiteboard-erased', info.project.name);

  // Export: a PNG named Whiteboard-{timestamp}.png, on white (not transparent).
  const [download] = await Promise.all([page.waitForEvent('download'), tool(page, 'Export').click()]);
  expect(download.suggestedFilename()).toMatch(/^Whiteboard-\d{13}\.png$/);
  const png = readFileSync((await download.path())!);
  expect([...png.subarray(0, 8)]).toEqual(PNG_MAGIC);
  const corner = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    const c = document.createElement('canvas');
    [c.width, c.height] = [img.width, img.height];
    const ctx = c.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    return [...ctx.getImageData(0, 0, 1, 1).data];
  }, `data:image/png;base64,${png.toString('base64')}`);
  expect(corner).toEqual([255, 255, 255, 255]);

  // Another panel and back, then a reload: the same drawing, the same tool and undo.
  const tools = page.getByRole('toolbar', { name: 'Study tools' });
  await tools.getByRole('button', { name: 'Flashcards' }).click();
  await expect(canvas).toHaveCount(0);
  // (The kept points are rounded to a tenth of a pixel: the same drawing, give or take a few pixels.)
  const same = async () => Math.abs((await ink(canvas)) - erased) / erased;
  await tools.getByRole('button', { name: 'Whiteboard' }).click();
  await expect.poll(same).toBeLessThan(0.01);
  await page.reload();
  await expect.poll(same).toBeLessThan(0.01);
  await expect(tool(page, 'Eraser')).toHaveAttribute('aria-pressed', 'true');
  await expect(undo).toBeEnabled();
});

test('a touch the browser cancels ends its stroke cleanly, and the next one draws', async ({ page }, info) => {
  test.skip(info.project.name !== 'mobile', 'touch');
  await openWhiteboard(page);
  const canvas = canvasOf(page);
  const box = (await canvas.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + 40, y: box.y + 40 }] });
  for (let i = 1; i <= 10; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: box.x + 40 + i * 15, y: box.y + 40 + i * 5 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchCancel', touchPoints: [] });
  await cdp.detach();
  // What was drawn before the cancel stays, as one stroke that undo takes away.
  const kept = await ink(canvas);
  expect(kept).toBeGreaterThan(50);
  await draw(page, true);
  expect(await ink(canvas)).toBeGreaterThan(kept);
  await tool(page, 'Undo').click();
  await expect.poll(() => ink(canvas)).toBe(kept);
  await tool(page, 'Undo').click();
  await expect.poll(() => ink(canvas)).toBe(0);
});

test('a pen draws thicker the harder it presses', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'a pen on a desktop screen');
  await openWhiteboard(page);
  const canvas = canvasOf(page);
  await page.getByRole('slider', { name: 'Brush size' }).fill('10');
  const box = (await canvas.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  /** One straight pen line at a steady pressure; returns the ink it added. */
  const penLine = async (y: number, force: number) => {
    const before = await ink(canvas);
    const at = (i: number) => ({ x: box.x + 40 + i * 20, y: box.y + y, pointerType: 'pen' as const, force });
    await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', button: 'left', clickCount: 1, ...at(0) });
    for (let i = 1; i <= 12; i++) await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', button: 'left', buttons: 1, ...at(i) });
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', button: 'left', clickCount: 1, ...at(12) });
    return (await ink(canvas)) - before;
  };
  const light = await penLine(80, 0.1);
  const firm = await penLine(200, 1);
  expect(light).toBeGreaterThan(0);
  expect(firm).toBeGreaterThan(light * 1.5);
  await cdp.detach();
});

test('sends the drawing with a question to the offline tutor, which says it cannot see it and answers the words', async ({ page }, info) => {
  const touch = info.project.name === 'mobile';
  await openWhiteboard(page);
  await draw(page, touch);
  const sent = page.waitForRequest((r) => /\/api\/chat\/session\/[0-9a-f-]{36}\/send\/whiteboard$/.test(r.url()) && r.method() === 'POST');
  await page.getByLabel('Message', { exact: true }).fill('What is the CSS box model?');
  await page.keyboard.press('Enter');
  // (The drawing's bytes are checked where the model receives them, in the next test.)
  await sent;

  // On a phone the whiteboard covers the messages: back to the chat to read the answer.
  if (touch) await tool(page, 'Close Whiteboard').click();
  await expect(lastBotMessage(page)).toContainText("I can't see pictures or whiteboard drawings while I work offline, so I am answering from your words.");
  await expect(lastBotMessage(page)).toContainText('Chapter 7: Styling with CSS');
  const thumbnail = page.locator('li[data-sender="user"]').last().getByRole('img', { name: 'Whiteboard drawing' });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await thumbnail.scrollIntoViewIfNeeded();
  await snap(page, 'whiteboard-sent-offline', info.project.name);

  // A reload shows the stored message's own copy of the drawing.
  await page.reload();
  const stored = page.locator('li[data-sender="user"]').last().getByRole('img', { name: 'Whiteboard drawing' });
  await expect.poll(() => stored.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await stored.getAttribute('src')).toMatch(/^\/api\/files\//);
});

test('the model receives the drawing as an image, cropped and small', async ({ page, request }, info) => {
  const base = process.env.E2E_LLM_URL!;
  const fakeModel = process.env.E2E_FAKE_MODEL_URL!;
  await request.post(`${fakeModel}/__control`, { data: { reset: true, delayMs: 0 } });
  await openWhiteboard(page, base);
  await draw(page, info.project.name === 'mobile');
  await page.getByLabel('Message', { exact: true }).fill('Is my drawing of the box model right?');
  await page.keyboard.press('Enter');
  if (info.project.name === 'mobile') await tool(page, 'Close Whiteboard').click();
  await expect(page.locator('li[data-sender="bot"]')).toHaveCount(1);
  await expect(lastBotMessage(page)).not.toContainText('Error fetching response.');
  const thumbnail = page.locator('li[data-sender="user"]').last().getByRole('img', { name: 'Whiteboard drawing' });
  await expect(thumbnail).toBeVisible();

  const { requests } = (await (await request.get(`${fakeModel}/__control/requests`)).json()) as { requests: { body: unknown }[] };
  const asked = requests.map((r) => JSON.stringify(r.body)).find((b) => b.includes('Is my drawing of the box model right?'))!;
  const image = /"image_url":\{"url":"data:image\/png;base64,([A-Za-z0-9+/=]+)"/.exec(asked)?.[1];
  expect(image).toBeTruthy();
  const png = Buffer.from(image!, 'base64');
  expect([...png.subarray(0, 8)]).toEqual(PNG_MAGIC);
  // Cropped to the line and at most 800 px on its longest side, so it costs a phone little.
  const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
  expect(Math.max(width, height)).toBeLessThanOrEqual(800);
  expect(png.length).toBeLessThan(60_000);
  await thumbnail.scrollIntoViewIfNeeded();
  await snap(page, 'whiteboard-sent-model', info.project.name);
  await request.post(`${fakeModel}/__control`, { data: { reset: true } });
});
