import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../e2e/support/chromium.ts';

export interface PageScore {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKiB: number;
  /** The accessibility audits that failed and the largest savings Lighthouse sees, for the log. */
  findings: string[];
}

/**
 * Puts entries into the origin's localStorage before Lighthouse loads the page, from a same-origin address that loads
 * none of the app, so the page under test still starts with an empty cache.
 */
async function seedStorage(port: number, origin: string, entries: Record<string, string>) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${origin}/api/health`);
    await page.evaluate((list) => {
      for (const [key, value] of Object.entries(list)) localStorage.setItem(key, value);
    }, entries);
    await page.close();
  } finally {
    await browser.close();
  }
}

function findings(lhr: Result): string[] {
  const failedA11y = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => `accessibility: ${lhr.audits[ref.id]!.title}`);
  const savings = Object.values(lhr.audits)
    .filter((a) => a.details?.type === 'opportunity' && (a.numericValue ?? 0) > 100)
    .sort((a, b) => (b.numericValue ?? 0) - (a.numericValue ?? 0))
    .slice(0, 4)
    .map((a) => `opportunity: ${a.title} (${a.displayValue ?? `${Math.round(a.numericValue ?? 0)} ms`})`);
  return [...failedA11y, ...savings];
}

/**
 * One Lighthouse run (its default config: the mobile preset, simulated slow 4G and a 4× slower CPU) on a fresh
 * headless Chromium. `storage` signs the page in: Lighthouse then keeps storage instead of clearing it.
 */
export async function measurePage(url: string, storage?: Record<string, string>): Promise<PageScore> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS, '--headless=new'] });
  try {
    if (storage) await seedStorage(chrome.port, new URL(url).origin, storage);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: Boolean(storage),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      transferKiB: value('total-byte-weight') / 1024,
      findings: findings(lhr),
    };
  } finally {
    chrome.kill();
  }
}
