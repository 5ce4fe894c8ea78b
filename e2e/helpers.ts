import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

export const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;

/** Waits for the reset mail to `email` in the server's outbox and returns the link path in it. */
export async function resetLinkFromOutbox(email: string, timeoutMs = 10_000): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR!, 'outbox');
  const safe = email.replace(/[^\w.@-]/g, '_');
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    const files = (() => {
      try {
        return readdirSync(outbox).filter((f) => f.endsWith(`${safe}.eml`)).sort();
      } catch {
        return [];
      }
    })();
    const last = files.at(-1);
    if (last) {
      const eml = readFileSync(join(outbox, last), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const match = /https?:\/\/[^/\s]+(\/reset-password\/[\w-]+)/.exec(eml);
      if (match?.[1]) return match[1];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no reset mail for ${email}`);
}

/** Takes a full-page screenshot named for the screen and the viewport project. */
export async function snap(page: Page, name: string, project: string) {
  await page.screenshot({ path: `test-results/screenshots/${project}-${name}.png`, fullPage: true });
}

/** Opens the account menu (avatar on desktop, hamburger on a phone) and clicks an item. */
export async function pickMenuItem(page: Page, item: string) {
  const hamburger = page.getByRole('button', { name: 'Menu', exact: true });
  if (await hamburger.isVisible()) await hamburger.click();
  else await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('navigation').getByRole(item === 'Sign out' ? 'button' : 'link', { name: item }).click();
}

/** Creates an account through the api and signs the page in with it, as the login screen would. */
export async function signUpViaApi(page: Page, firstName = 'Kavya', baseURL?: string) {
  const origin = baseURL ?? new URL(page.url() === 'about:blank' ? 'http://localhost' : page.url()).origin;
  const email = uniqueEmail(firstName.toLowerCase());
  const res = await page.request.post(`${baseURL ?? ''}/api/auth/register`, {
    data: { firstName, lastName: 'Test', email, password: 'a good password', confirmPassword: 'a good password' },
  });
  if (!res.ok()) throw new Error(`register failed: ${res.status()} ${await res.text()} (${origin})`);
  const auth = (await res.json()) as { accessToken: string; refreshToken: string; accessTokenExpiresAt: string; user: unknown };
  await page.goto(`${baseURL ?? ''}/login`);
  await page.evaluate((a) => {
    localStorage.setItem('accessToken', a.accessToken);
    localStorage.setItem('refreshToken', a.refreshToken);
    localStorage.setItem('accessTokenExpiresAt', a.accessTokenExpiresAt);
    localStorage.setItem('user', JSON.stringify(a.user));
  }, auth);
  return { email };
}

/** The last bot message on the chat screen. */
export const lastBotMessage = (page: Page) => page.locator('li[data-sender="bot"]').last();

/** axe's serious and critical findings on the page as it is now, as readable lines. */
export async function seriousAxeViolations(page: Page) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * Every visible interactive element smaller than 44 × 44 px, described so a failure says what to fix.
 * `allowed` lists documented exceptions by CSS selector (none today; see e2e/screen-fit.spec.ts).
 */
export async function smallTapTargets(page: Page, allowed: string[] = []) {
  return page.evaluate((skip) => {
    const selector = 'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [tabindex]';
    const small: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.display === 'none') continue;
      if (skip.some((s) => el.matches(s))) continue;
      if (box.width < 44 || box.height < 44) {
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
        small.push(`<${el.tagName.toLowerCase()}> "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  }, allowed);
}
