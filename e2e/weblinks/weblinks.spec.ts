import { logInAt, toast, verifiedUserByApi } from '../support/app.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

// A learner keeps a link typed without http://, tags it, and finds it again from another page with Ctrl+K.

test('a learner saves a weblink without a scheme, edits its tags and opens it from the command palette', async ({
  page,
  context,
}) => {
  const learner = await verifiedUserByApi(page.request, { full_name: 'Lena Learner' });
  await logInAt(page, learner.email, learner.password);
  await page.goto('/dashboard/weblinks');
  await expect(page.getByRole('heading', { level: 1, name: 'Weblinks' })).toBeVisible();
  await expect(page.getByText('No links yet')).toBeVisible();
  await expectAccessible(page);

  // The page on this server, typed as people type addresses: without http://.
  const address = `${new URL(page.url()).host}/pricing`;
  await page.getByRole('button', { name: 'Add link' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add link' });
  await expect(add.getByRole('textbox', { name: 'Link' })).toBeFocused();
  await add.getByRole('textbox', { name: 'Link' }).fill('javascript:alert(1)');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Please enter a web address, such as example.com')).toBeVisible();
  await add.getByRole('textbox', { name: 'Link' }).fill(address);
  await add.getByRole('textbox', { name: 'Title' }).fill('Plans and prices');
  await add.getByRole('combobox', { name: 'Tags' }).fill('plans');
  await add.getByRole('combobox', { name: 'Tags' }).press('Enter');
  await expectAccessible(page);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Link saved')).toBeVisible();
  const links = page.getByRole('list', { name: 'Your links' });
  await expect(links.getByText(`http://${address}`, { exact: true })).toBeVisible();
  await expect(links.getByRole('link', { name: 'Open Plans and prices in a new tab' })).toHaveAttribute('rel', /noopener/);

  // Edit the tags: one more, shown as chips.
  await links.getByRole('button', { name: 'Edit Plans and prices' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit link' });
  await edit.getByRole('combobox', { name: 'Tags' }).fill('budget');
  await edit.getByRole('combobox', { name: 'Tags' }).press('Enter');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Link updated')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(links.getByText('budget', { exact: true })).toBeVisible();
  await expect(links.getByText('plans', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Here Ctrl+K focuses the search box (spec §3), and the search finds the link by its tag.
  await page.getByRole('heading', { level: 1, name: 'Weblinks' }).click();
  await page.keyboard.press('Control+k');
  const search = page.getByRole('searchbox', { name: 'Search your links' });
  await expect(search).toBeFocused();
  await expect(page.getByRole('dialog', { name: 'Search Parley' })).toBeHidden();
  await search.fill('BUDG');
  await expect(page.getByText('1 link', { exact: true })).toBeVisible();

  // From another page, Ctrl+K opens the palette, which finds the link by its tag and opens it in a new tab.
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Search Parley' });
  await expect(palette.getByRole('combobox', { name: 'Search Parley' })).toBeFocused();
  await page.keyboard.type('budget');
  await expect(palette.getByRole('option', { name: /Plans and prices/ })).toBeVisible();
  await expectAccessible(page);
  const opened = context.waitForEvent('page');
  await page.keyboard.press('Enter');
  const tab = await opened;
  await expect(tab).toHaveURL(`http://${address}`);
  await expect(palette).toBeHidden();

  // Pages are there too: the palette takes the learner back to the weblinks page.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('weblinks');
  await palette.getByRole('option', { name: /^Weblinks/ }).click();
  await expect(page).toHaveURL('/dashboard/weblinks');
});
