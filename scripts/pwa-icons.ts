import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

// Draws the installable app's PNG icons from favicon.svg with the Chromium the e2e tests use; the PNGs are committed,
// so this runs only when the logo changes: `node scripts/pwa-icons.ts`.
const publicDir = path.resolve(import.meta.dirname, '../apps/web/public');
const favicon = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8');

/** The logo drawn to the edge, on its own background (browsers and the phone crop it to their own shape). */
const fullBleed = (scale: number) =>
  favicon
    .replace('rx="14" ', '')
    .replace(/(<path|<circle)/, `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">$1`)
    .replace('</svg>', '</g></svg>');

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  // Maskable: everything that matters inside the central 80 % circle a launcher may cut out.
  { file: 'maskable-512.png', size: 512, svg: fullBleed(0.75) },
  // iOS fills transparent corners with black and rounds the icon itself.
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.85) },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`);
    await page.screenshot({ path: path.join(publicDir, 'icons', file), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
