import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

/**
 * A picture for docs/features/images, taken only on a screenshot run (`npm run screenshot -w @parley/e2e` runs the
 * tests tagged @docs with E2E_SCREENSHOT set): the journeys that reach a screen worth showing take it on their way.
 */
export async function docsScreenshot(target: Page | Locator, file: string) {
  if (!process.env.E2E_SCREENSHOT) return;
  await target.screenshot({
    path: path.resolve(import.meta.dirname, '../../docs/features/images', file),
    animations: 'disabled',
  });
}
