import path from 'node:path';
import { expect, test } from './fixtures.ts';

// Not part of the suite (grepInvert in playwright.config.ts). Refresh the README's picture with
//   npm run screenshot -w @parley/e2e
test('docs/screenshot.png: the login page at 1280×800 @screenshot', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to Parley' })).toBeVisible();
  await page.waitForFunction('document.fonts.status === "loaded"');
  await page.screenshot({ path: path.resolve(import.meta.dirname, '../../docs/screenshot.png') });
});
