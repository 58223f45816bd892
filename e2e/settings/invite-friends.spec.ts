import { fillRegisterForm, logInAt, toast, typeCode, verifiedUserByApi } from '../support/app.ts';
import { expect, expectAccessible, mailedCode, test, uniqueUser } from '../support/fixtures.ts';

test('a member copies their invitation link; a friend signs up by it and confirms, and counts on the page', async ({
  page,
  browser,
  request,
}) => {
  const ana = await verifiedUserByApi(request);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await logInAt(page, ana.email, ana.password);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Invite your friends' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invite your friends' })).toBeVisible();
  const link = await page.getByRole('textbox', { name: 'Your personal link' }).inputValue();
  expect(link).toMatch(/\/register\?invite=[\w-]{8}$/);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(toast(page, 'Link copied')).toBeVisible();
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(link);
  await expect(page.getByRole('definition').first()).toHaveText('0');
  await expectAccessible(page);

  // The friend, in a browser of their own, opens the link and signs up.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  const ben = uniqueUser();
  await friend.goto(link);
  await fillRegisterForm(friend, { intent: 'Learn', ...ben });
  await friend.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(friend).toHaveURL('/verify');
  await page.reload();
  await expect(page.getByRole('definition').nth(0)).toHaveText('1');
  await expect(page.getByRole('definition').nth(1)).toHaveText('0');

  await typeCode(friend, await mailedCode(ben.email));
  await friend.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(friend).not.toHaveURL('/verify');
  await friendContext.close();
  await page.reload();
  await expect(page.getByRole('definition').nth(1)).toHaveText('1');
});
