import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { MAIL_HTTP_PORT } from './ports.ts';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Waits for a mail to `to` at the catcher and returns the 6-digit code in it (checked in both parts). */
export async function mailedCode(to: string, after = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const res = await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/messages?to=${encodeURIComponent(to)}`);
    const mails = (await res.json()) as Mail[];
    const mail = mails[after];
    if (mail) {
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (!code || !mail.html.includes(code)) throw new Error(`mail to ${to} has no code in both parts`);
      return code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to}`);
}

/** Fails on serious or critical accessibility violations. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

let counter = 0;
/** A unique identity per test so parallel workers never collide. */
export function uniqueUser(prefix = 'e2e') {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { username: `${prefix}_${id}`.slice(0, 30), email: `${prefix}.${id}@example.com`, password: 'secret-pass-1' };
}

export const test = base;
export { expect };
