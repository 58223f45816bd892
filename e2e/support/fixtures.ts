import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { MAIL_HTTP_PORT } from './ports.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Every mail the catcher received for `to` so far (the SMTP server of playwright.config.ts). */
export async function mailsTo(to: string): Promise<Mail[]> {
  const res = await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/messages?to=${encodeURIComponent(to)}`);
  return (await res.json()) as Mail[];
}

/**
 * Waits for the `index`-th mail to `to` (0 = the first) and returns the 6-digit code in it; fails when the
 * code is not in both the plain-text and the HTML part.
 */
export async function mailedCode(to: string, index = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mail = (await mailsTo(to))[index];
    if (mail) {
      // "…code is 123456." / "…password is 123456.": not the first six digits anywhere (a name may hold some).
      const code = / is (\d{6})\./.exec(mail.text)?.[1];
      if (!code || !mail.html.includes(code)) throw new Error(`mail to ${to} has no code in both parts`);
      return code;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail number ${index + 1} to ${to} within 10 s`);
}

/** Fails on serious or critical accessibility violations (WCAG 2.x A and AA rules and best practices). */
export async function expectAccessible(page: Page) {
  // A dialog or an alert fading in has its text at part opacity: colour contrast is judged on what stays on screen.
  // A transition or animation cancelled on the way (its element replaced) rejects its promise: it is over as well.
  // Endless animations (a spinner) are not waited for. Two frames first: a transition set up as an element mounts
  // starts on the next frame and was missed (an alert that had just appeared failed the contrast check once).
  await page.evaluate(
    'new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))).then(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.finished.catch(() => null))))',
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  // The check ran on the page itself, not on an empty document.
  expect(results.passes.length).toBeGreaterThan(5);
}

let counter = 0;
/** A unique identity per test so parallel workers never collide. */
export function uniqueUser(prefix = 'e2e') {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { username: `${prefix}_${id}`.slice(0, 30), email: `${prefix}.${id}@example.com`, password: 'secret-pass-1' };
}
export type TestUser = ReturnType<typeof uniqueUser>;

/** The value the app stores once the cookie question is answered (apps/web/src/lib/consent.ts). */
export const CONSENT_KEY = 'parley.cookie-consent';
export const ACCEPTED_CONSENT = {
  productAnalytics: true,
  webAnalytics: true,
  chatSupport: true,
  decidedAt: '2025-01-01T00:00:00.000Z',
};

/** Sets these localStorage entries (unless already set) in every document of `context` before the app loads. */
export function seedStorage(context: BrowserContext, entries: readonly (readonly [string, string])[]) {
  return context.addInitScript(
    ([list]) => {
      // Also runs in about:blank and other documents without storage.
      try {
        for (const [key, value] of list) if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
      } catch {
        return;
      }
    },
    [entries] as const,
  );
}

interface Options {
  /** 'decided': the cookie question was answered before (the default); 'first-visit': the banner asks it. */
  cookieConsent: 'decided' | 'first-visit';
}

export const test = base.extend<Options & { failOnPageErrors: void }>({
  cookieConsent: ['decided', { option: true }],

  context: async ({ context, cookieConsent }, use) => {
    if (cookieConsent === 'decided') await seedStorage(context, [[CONSENT_KEY, JSON.stringify(ACCEPTED_CONSENT)]]);
    await use(context);
  },

  // An uncaught exception or a console error (React, CSP, …) fails the test even when every assertion passed.
  // Failed HTTP calls are logged by the browser as console errors too; the tests check those answers themselves.
  failOnPageErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      context.on('weberror', (error) => errors.push(error.error().stack ?? String(error.error())));
      context.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource:')) {
          errors.push(`console: ${message.text()} (${message.location().url})`);
        }
      });
      await use();
      expect(errors, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
