import { logInAt, toast, verifiedUserByApi } from '../support/app.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { boardInk as ink } from '../support/board-ink.ts';

// A learner starts a board of their own, draws on it (saved as they draw), and finds the drawing after a reload.

test('a learner starts a board, draws on it, reloads and finds the drawing', async ({ page }) => {
  const learner = await verifiedUserByApi(page.request, { full_name: 'Bo Board' });
  await logInAt(page, learner.email, learner.password);
  await page.goto('/dashboard/live_boards');
  await expect(page.getByRole('heading', { level: 1, name: 'Live boards' })).toBeVisible();
  await expect(page.getByText('You have no boards yet')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New board' }).click();
  const naming = page.getByRole('dialog', { name: 'Start a board' });
  await naming.getByRole('button', { name: 'Save' }).click();
  await expect(naming.getByText('Please give the board a name')).toBeVisible();
  await naming.getByRole('textbox', { name: 'Board name' }).fill('Trip plan');
  await naming.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Board created')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Trip plan' })).toBeVisible();

  const canvas = page.locator('canvas.excalidraw__canvas.interactive');
  await expect(page.locator('canvas.excalidraw__canvas.static')).toBeVisible({ timeout: 30_000 });
  const blank = await ink(page);
  const box = (await canvas.boundingBox())!;
  await canvas.click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('r');
  await page.mouse.move(box.x + 300, box.y + 150);
  await page.mouse.down();
  await page.mouse.move(box.x + 360, box.y + 190, { steps: 8 });
  await page.mouse.move(box.x + 420, box.y + 230, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Trip plan' })).toBeVisible();
  await expect.poll(() => ink(page), { timeout: 30_000 }).toBeGreaterThan(blank);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'All boards' }).click();
  await expect(page.getByRole('list', { name: 'Your boards' }).getByRole('link', { name: /Trip plan/ })).toContainText(
    'Your own board · 1 shape',
  );
});
