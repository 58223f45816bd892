import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { AUTH_API, logInAt, storedSession, toast, verifiedUserByApi } from '../support/app.ts';
import { expect, expectAccessible, test, type TestUser } from '../support/fixtures.ts';

/** A real RGB PNG of width × height with a colour gradient, built in memory (no binary fixtures). */
function makePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter method, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      rows.set([Math.round((x / width) * 255), Math.round((y / height) * 255), 160], row + 1 + x * 3);
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

const photoInput = (page: Page) => page.getByLabel('Choose a profile photo');
const preview = (page: Page) => page.getByTestId('avatar-preview').locator('img');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const fullName = (page: Page) => page.getByRole('textbox', { name: 'Full name', exact: true });

async function openProfile(page: Page, user: TestUser) {
  await logInAt(page, user.email, user.password);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
}

test('crop and upload an avatar, change the name, save; both are still there after a reload', async ({ page, request }) => {
  const user = await verifiedUserByApi(request, { full_name: 'Pat Learner' });
  await openProfile(page, user);

  await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue(user.username);
  await expect(page.getByRole('textbox', { name: 'Username', exact: true })).not.toBeEditable();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(user.email);
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).not.toBeEditable();
  await expect(fullName(page)).toHaveValue('Pat Learner');
  await expect(button(page, 'Save')).toBeDisabled();
  await expect(button(page, 'Cancel')).toBeDisabled();
  await expect(preview(page)).toHaveCount(0);

  await photoInput(page).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(480, 320) });
  const dialog = page.getByRole('dialog', { name: 'Crop your photo' });
  await expect(dialog).toBeVisible();
  const zoom = dialog.getByRole('slider', { name: 'Zoom' });
  await expect(zoom).toBeFocused();
  await expectAccessible(page);
  await zoom.press('ArrowRight');
  await zoom.press('ArrowRight');
  // Held back for a moment, so the progress bar can be seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/sdk/storage/upload', async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Use this photo' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('progressbar', { name: 'Uploading photo' })).toBeVisible();
  await expect(button(page, 'Save')).toBeDisabled();
  release();
  await expect(page.getByRole('progressbar', { name: 'Uploading photo' })).toBeHidden();

  await expect(preview(page)).toHaveAttribute('src', /\/api\/v1\/sdk\/storage\/files\//);
  const url = (await preview(page).getAttribute('src'))!;
  const uploaded = await request.get(url);
  expect(uploaded.status()).toBe(200);
  const size = pngSize(await uploaded.body());
  expect(size.width).toBe(size.height);
  expect(size.width).toBeGreaterThanOrEqual(200);

  await expect(button(page, 'Save')).toBeEnabled();
  await fullName(page).fill('Pat Speaker');
  await button(page, 'Save').click();
  await expect(toast(page, 'profile updated successfully')).toBeVisible();
  await expect(button(page, 'Save')).toBeDisabled();
  // The header shows the new avatar at once.
  await expect(page.getByRole('button', { name: 'Account menu' }).locator('img')).toHaveAttribute('src', url);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(fullName(page)).toHaveValue('Pat Speaker');
  await expect(preview(page)).toHaveAttribute('src', url);
  await expect(button(page, 'Save')).toBeDisabled();
});

test('Cancel restores the saved name and avatar', async ({ page, request }) => {
  const user = await verifiedUserByApi(request, { full_name: 'Sam Before' });
  await openProfile(page, user);
  await fullName(page).fill('Sam After');
  await photoInput(page).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(240, 240) });
  await page.getByRole('dialog', { name: 'Crop your photo' }).getByRole('button', { name: 'Use this photo' }).click();
  await expect(preview(page)).toHaveAttribute('src', /\/storage\/files\//);
  await button(page, 'Cancel').click();
  await expect(fullName(page)).toHaveValue('Sam Before');
  await expect(preview(page)).toHaveCount(0);
  await expect(button(page, 'Save')).toBeDisabled();
});

test('refuses a text file renamed .png and an image under 200×200, before uploading', async ({ page, request }) => {
  const user = await verifiedUserByApi(request);
  await openProfile(page, user);
  let uploads = 0;
  page.on('request', (req) => {
    if (req.url().includes('/storage/upload')) uploads++;
  });

  await photoInput(page).setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('These are my notes, not a picture.'),
  });
  await expect(page.getByText('Only PNG or JPEG images can be uploaded')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await photoInput(page).setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: makePng(150, 300) });
  await expect(page.getByText('This image is too small. Please choose one of at least 200 × 200 pixels.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(button(page, 'Save')).toBeDisabled();
  await expectAccessible(page);
  expect(uploads).toBe(0);
});

test('shows the follower count, and the page passes axe', async ({ page, request }) => {
  const user = await verifiedUserByApi(request);
  await openProfile(page, user);
  await expect(page.getByText('0 followers', { exact: true })).toBeVisible();
  await expectAccessible(page);

  const userId = (await storedSession(page))!.user.id;
  const fan = await verifiedUserByApi(request);
  const login = await request.post(`${AUTH_API}/login`, { data: { email: fan.email, password: fan.password } });
  expect(login.status(), await login.text()).toBe(200);
  const token = ((await login.json()) as { access_token: { token: string } }).access_token.token;
  const follow = await request.post(`${AUTH_API}/follow/${userId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(follow.status(), await follow.text()).toBe(200);

  await page.reload();
  await expect(page.getByText('1 follower', { exact: true })).toBeVisible();
});
