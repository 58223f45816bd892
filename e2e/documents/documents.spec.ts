import type { Page } from '@playwright/test';
import { logInAt, toast, verifiedUserByApi } from '../support/app.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

// A learner uploads documents with a visible progress, previews them (text, image, PDF), is refused a file that is
// none of these, and deletes one.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A PDF header and padding: large enough that its upload, slowed below, shows its progress. */
const bigPdf = () => Buffer.concat([Buffer.from('%PDF-1.4\n%%EOF\n'), Buffer.alloc(1536 * 1024, 0x20)]);

/** Toasts show one after another: each is closed once seen, so the next one shows at once. */
const seen = async (page: Page, text: string) => {
  const shown = toast(page, text);
  await expect(shown).toBeVisible({ timeout: 15_000 });
  await shown.getByRole('button', { name: 'Close' }).click();
};

test('a learner uploads a document with progress, previews it and deletes it', async ({ page }) => {
  const learner = await verifiedUserByApi(page.request, { full_name: 'Dora Documents' });
  await logInAt(page, learner.email, learner.password);
  await page.getByRole('link', { name: 'Documents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await expect(page.getByText('You have no documents yet')).toBeVisible();
  await expectAccessible(page);
  const input = page.getByTestId('document-file-input');
  const table = page.getByRole('table', { name: 'Your documents' });

  // Uploads slowed to 1 MB/s, so the 1.5 MB file shows its progress on the way.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  await input.setInputFiles({ name: 'Grammar rules.pdf', mimeType: 'application/pdf', buffer: bigPdf() });
  await expect(page.getByRole('progressbar', { name: 'Uploading Grammar rules.pdf' })).toBeVisible();
  await seen(page, 'Grammar rules.pdf uploaded');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  await input.setInputFiles({ name: 'words.txt', mimeType: 'text/plain', buffer: Buffer.from('harbour, tide, lighthouse\n') });
  await seen(page, 'words.txt uploaded');
  // Named .txt, but the bytes are a picture: judged by content.
  await input.setInputFiles({ name: 'map.txt', mimeType: 'text/plain', buffer: PNG });
  await seen(page, 'map.txt uploaded');
  await input.setInputFiles({
    name: 'song.mp3',
    mimeType: 'audio/mpeg',
    buffer: Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0, 0xff]),
  });
  await seen(page, 'Only PDF files, PNG, JPEG or WebP images and plain text files can be uploaded');

  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(1)).toContainText('map.txt');
  await expect(table.getByRole('row').nth(1)).toContainText('PNG image');
  await expect(table.getByRole('row').nth(3)).toContainText('1.5 MB');
  await expect(page.getByText(/1.5 MB of 200 MB used/)).toBeVisible();
  await expectAccessible(page);

  await table.getByRole('button', { name: 'words.txt', exact: true }).click();
  const preview = page.getByRole('dialog', { name: 'words.txt' });
  await expect(preview.getByText('harbour, tide, lighthouse')).toBeVisible();
  await expectAccessible(page);
  await preview.getByRole('button', { name: 'Close' }).click();

  await table.getByRole('button', { name: 'Preview map.txt' }).click();
  await expect(page.getByRole('dialog', { name: 'map.txt' }).getByRole('img', { name: 'map.txt' })).toBeVisible();
  await page.keyboard.press('Escape');

  await table.getByRole('button', { name: 'Preview Grammar rules.pdf' }).click();
  const opened = page.waitForEvent('popup');
  await page.getByRole('dialog', { name: 'Grammar rules.pdf' }).getByRole('link', { name: 'Open in a new tab' }).click();
  const viewer = await opened;
  expect(viewer.url()).toMatch(/^blob:/);
  await viewer.close();
  await page.keyboard.press('Escape');

  const download = page.waitForEvent('download');
  await table.getByRole('button', { name: 'Download words.txt' }).click();
  expect((await download).suggestedFilename()).toBe('words.txt');

  await table.getByRole('button', { name: 'Delete Grammar rules.pdf' }).click();
  await page.getByRole('dialog', { name: 'Delete this document?' }).getByRole('button', { name: 'Delete' }).click();
  await seen(page, 'Document deleted');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table).not.toContainText('Grammar rules.pdf');
});
