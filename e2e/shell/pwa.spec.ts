import { expect, test } from '../support/fixtures.ts';

test.use({ serviceWorkers: 'allow' });

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** Width and height from a PNG's header (the IHDR chunk right after the signature). */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

test('the app links a valid manifest whose icons load at their sizes, an apple-touch icon and a theme colour', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Parley',
    short_name: 'Parley',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0F766E',
    background_color: '#F8FAFC',
  });
  expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ]);
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type'], icon.src).toBe('image/png');
    expect(pngSize(await png.body()), icon.src).toBe(icon.sizes);
  }
  const touch = await request.get((await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'))!);
  expect(pngSize(await touch.body())).toBe('180x180');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0F766E');
});

test('offline, a navigation shows the offline page; back online, "Try again" loads the page', async ({ page, context }) => {
  await page.goto('/login');
  // The worker takes the page over once it has activated (clients.claim) with the offline page cached.
  await expect.poll(() => page.evaluate('Boolean(navigator.serviceWorker.controller)')).toBe(true);

  await context.setOffline(true);
  await page.goto('/pricing').catch(() => undefined);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page).toHaveTitle('You are offline · Parley');

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
  await expect(page).toHaveURL('/pricing');
});
