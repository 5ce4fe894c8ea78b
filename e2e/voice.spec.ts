import { expect, test, type Page } from '@playwright/test';
import { lastBotMessage, signUpViaApi, snap } from './helpers.ts';

// A microphone that plays a tone, granted without asking: only this spec gets them.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

const STUDENT_LINE = 'Hello teacher, what is HTML?';
const TEACHER_LINE = 'Namaste! HTML is the language of web pages.';
const LIMIT = "You have used today's voice call time with the AI Teacher.";

/** The header's Voice call button (in the menu on a phone). */
async function startCall(page: Page) {
  if (page.viewportSize()!.width < 768) await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('button', { name: 'Voice call' }).click();
}

const said = (page: Page) => page.getByRole('list', { name: 'What was said' }).getByRole('listitem');

test.describe('a realtime call (fake provider over WebRTC)', () => {
  test('connects, the timer runs, the transcript arrives in order, and hang-up stores it in the chat', async ({
    page,
  }, info) => {
    const base = process.env.E2E_LLM_URL!;
    await signUpViaApi(page, 'Kavya', base);
    await page.goto(`${base}/webDevelopment`);
    await startCall(page);

    const call = page.getByRole('region', { name: 'Voice call' });
    await expect(call.getByRole('timer', { name: 'Call time' })).toHaveText(/00:0[1-9]/, { timeout: 15_000 });
    await expect(page.getByText('Connecting to your AI Teacher...')).toBeHidden();
    await expect(call.getByRole('figure', { name: /^Student/ })).toBeVisible();
    await expect(call.getByRole('figure', { name: /^Teacher/ })).toBeVisible();
    // The student's words came after the teacher's reply, yet come first.
    await expect(said(page)).toHaveText([`You: ${STUDENT_LINE}`, `Teacher: ${TEACHER_LINE}`], {
      timeout: 15_000,
    });
    await snap(page, 'voice-realtime-call', info.project.name);

    // The call began with the tutor's prompt, the speaking directive and whisper-1 transcription.
    const state = (await (
      await page.request.get(`${process.env.E2E_FAKE_MODEL_URL}/__control/realtime`)
    ).json()) as {
      sessionUpdates: {
        session: { instructions: string; audio: { input: { transcription: { model: string } } } };
      }[];
    };
    const update = state.sessionUpdates.at(-1)!.session;
    expect(update.instructions).toContain('Indian accent');
    expect(update.instructions).toContain(
      await page.evaluate(() => localStorage.getItem('start-call-prompt')),
    );
    expect(update.audio.input.transcription.model).toBe('whisper-1');

    // Hang up on the desktop; on a phone, Back ends the call the same way.
    if (info.project.name === 'mobile') await page.goBack();
    else await call.getByRole('button', { name: 'Hang up' }).click();
    await expect(call).toBeHidden();
    await expect(page).toHaveURL(/\/webDevelopment\/session\/[0-9a-f-]{36}$/);
    await expect(page.locator('li[data-sender="user"]').last()).toContainText(STUDENT_LINE);
    await expect(lastBotMessage(page)).toContainText(TEACHER_LINE);
    await snap(page, 'voice-realtime-after', info.project.name);

    // Stored: a reload shows it too.
    await page.reload();
    await expect(lastBotMessage(page)).toContainText(TEACHER_LINE);
  });

  test("past the day's limit, says so and offers the phone's own voice", async ({ page }, info) => {
    const base = process.env.E2E_LLM_URL!;
    await signUpViaApi(page, 'Ravi', base);
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    // Two 10-minute calls use the day's 20 minutes.
    for (let i = 0; i < 2; i++) {
      const res = await page.request.get(`${base}/api/chat/realtime-session`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status()).toBe(200);
    }
    await page.goto(`${base}/dataEntry`);
    await startCall(page);
    await expect(page.getByRole('alert')).toContainText(LIMIT);
    await snap(page, 'voice-limit', info.project.name);

    await page.getByRole('button', { name: "Use my phone's voice" }).click();
    // Headless Chromium cannot recognise speech: the push-to-talk box keeps the call going.
    await page.getByLabel('Say something to your teacher').fill('What is data entry?');
    await page.getByRole('button', { name: 'Say it' }).click();
    await expect(said(page).last()).toContainText('You asked: What is data entry?', { timeout: 15_000 });
    await snap(page, 'voice-push-to-talk', info.project.name);
    await page.getByRole('button', { name: 'Hang up' }).click();
    await expect(lastBotMessage(page)).toContainText('You asked: What is data entry?');
  });
});

test('without a realtime provider: speech recognition hears, the tutor answers, speech synthesis reads it out', async ({
  page,
}, info) => {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    const spoken: string[] = [];
    w.__spoken = spoken;
    // Reads each sentence "aloud" at once, noting what it was given.
    window.speechSynthesis.speak = (u: SpeechSynthesisUtterance) => {
      spoken.push(u.text);
      setTimeout(() => u.onend?.(new Event('end') as SpeechSynthesisEvent), 50);
    };
    // Hears one question, once, a moment after the call starts.
    class FakeRecognition {
      lang = '';
      continuous = false;
      interimResults = false;
      onresult: ((e: unknown) => void) | null = null;
      onspeechstart: (() => void) | null = null;
      onspeechend: (() => void) | null = null;
      onend: (() => void) | null = null;
      onerror: ((e: unknown) => void) | null = null;
      start() {
        if (w.__heard) return;
        w.__heard = this.lang;
        setTimeout(() => {
          this.onspeechstart?.();
          const result = Object.assign([{ transcript: 'How do I calculate words per minute?' }], {
            isFinal: true,
          });
          this.onresult?.({ resultIndex: 0, results: [result] });
          this.onspeechend?.();
        }, 800);
      }
      abort() {}
    }
    w.SpeechRecognition = FakeRecognition;
    w.webkitSpeechRecognition = FakeRecognition;
  });
  await signUpViaApi(page, 'Asha');
  await page.goto('/dataEntry');
  await startCall(page);
  const call = page.getByRole('region', { name: 'Voice call' });
  await expect(call.getByRole('timer', { name: 'Call time' })).toBeVisible();
  await expect(said(page).first()).toHaveText('You: How do I calculate words per minute?', {
    timeout: 15_000,
  });
  await expect(said(page).nth(1)).toContainText('Teacher:', { timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { __heard: string }).__heard)).toBe('en-IN');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken.length))
    .toBeGreaterThan(1);
  const answer = (await said(page).nth(1).textContent())!.replace('Teacher: ', '');
  const spoken = await page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken);
  // Sentence by sentence: the first piece spoken is the answer's opening, not the whole answer.
  expect(spoken[0]!.length).toBeLessThan(answer.length);
  expect(answer.replace(/[*_`#]/g, '')).toContain(spoken[0]!.slice(0, 20));
  await snap(page, 'voice-fallback-call', info.project.name);

  await call.getByRole('button', { name: 'Hang up' }).click();
  await expect(call).toBeHidden();
  await expect(page.locator('li[data-sender="user"]').last()).toContainText(
    'How do I calculate words per minute?',
  );
  await expect(page).toHaveURL(/\/dataEntry\/session\/[0-9a-f-]{36}$/);
});
