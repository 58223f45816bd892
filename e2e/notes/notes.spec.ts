import { logInAt, toast, verifiedUserByApi } from '../support/app.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

// A learner writes a note that saves as they type, finds it again by search after a reload and with Ctrl+K, and
// deletes it.

test('a learner writes a note, sees it saved, reloads and finds it by search', async ({ page }) => {
  const learner = await verifiedUserByApi(page.request, { full_name: 'Nora Notes' });
  await logInAt(page, learner.email, learner.password);
  await page.getByRole('link', { name: 'Notes', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();
  await expect(page.getByText('You have no notes yet')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New note' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Asking the way');
  const body = page.getByRole('textbox', { name: 'Note', exact: true });
  await body.click();
  await body.pressSequentially('The way to the ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await body.pressSequentially('station');
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  const notes = page.getByRole('list', { name: 'Your notes' });
  await expect(notes.getByRole('button', { name: /Asking the way/ })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/notes\?note=\d+$/);
  await expectAccessible(page);

  // A second note, so that the search has something to leave out.
  await page.getByRole('button', { name: 'New note' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Shopping words');
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(notes.getByRole('button')).toHaveCount(2);

  await page.goto('/dashboard/notes');
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search notes' }).fill('STATION');
  await expect(notes.getByRole('button')).toHaveCount(1);
  await notes.getByRole('button', { name: /Asking the way/ }).click();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Asking the way');
  await expect(page.getByRole('textbox', { name: 'Note', exact: true }).locator('strong')).toHaveText('station');
  await page.getByRole('searchbox', { name: 'Search notes' }).fill('bicycle');
  await expect(page.getByText('No notes match your search')).toBeVisible();

  // From another page, Ctrl+K finds the note by its title and opens it.
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Search Parley' });
  await expect(palette.getByRole('combobox', { name: 'Search Parley' })).toBeFocused();
  await page.keyboard.type('asking');
  await palette.getByRole('option', { name: /Asking the way/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/notes\?note=\d+$/);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Asking the way');

  await page.getByRole('button', { name: 'Delete note' }).click();
  await page.getByRole('dialog', { name: 'Delete this note?' }).getByRole('button', { name: 'Delete note' }).click();
  await expect(toast(page, 'Note deleted')).toBeVisible();
  await expect(notes.getByRole('button')).toHaveCount(1);
  await expect(notes.getByRole('button', { name: /Shopping words/ })).toBeVisible();
});
