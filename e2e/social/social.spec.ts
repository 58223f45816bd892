import type { Page } from '@playwright/test';
import { AUTH_API, logInAt, toast } from '../support/app.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { followByApi, memberByApi, type Member } from './members.ts';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const followerCount = (page: Page) => page.getByTestId('public-follower-count');

async function openProfileOf(page: Page, viewer: Member, target: Member) {
  await logInAt(page, viewer.email, viewer.password);
  await page.goto(`/dashboard/community/${target.id}`);
  await expect(page.getByRole('heading', { level: 1, name: target.fullName })).toBeVisible();
}

test('follow, then unfollow a member on their public profile; axe finds nothing serious', async ({ page, request }) => {
  const [viewer, target] = await Promise.all([memberByApi(request, 'Vera Viewer'), memberByApi(request, 'Tess Target')]);
  await openProfileOf(page, viewer, target);
  await expect(followerCount(page)).toHaveText('0 followers');
  await expectAccessible(page);

  await button(page, 'Follow').click();
  await expect(button(page, 'Unfollow')).toBeVisible();
  await expect(followerCount(page)).toHaveText('1 follower');
  await page.reload();
  await expect(button(page, 'Unfollow')).toBeVisible();
  await expect(followerCount(page)).toHaveText('1 follower');

  await button(page, 'Unfollow').click();
  await expect(button(page, 'Follow')).toBeVisible();
  await expect(followerCount(page)).toHaveText('0 followers');
  await page.reload();
  await expect(button(page, 'Follow')).toBeVisible();
});

test('report a member with a reason and details; Unreport withdraws it', async ({ page, request }) => {
  const [viewer, target] = await Promise.all([memberByApi(request, 'Remy Reporter'), memberByApi(request, 'Ned Noisy')]);
  await openProfileOf(page, viewer, target);
  await button(page, 'Report').click();
  const dialog = page.getByRole('dialog', { name: 'Report Ned Noisy' });
  await expect(dialog.getByRole('button', { name: 'Send report' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Spam' }).click();
  await dialog.getByRole('textbox', { name: 'Details (optional)' }).fill('Sends links to everyone');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(toast(page, 'Thank you. Your report was sent.')).toBeVisible();
  await page.reload();
  await button(page, 'Unreport').click();
  await expect(button(page, 'Report')).toBeVisible();
  await page.reload();
  await expect(button(page, 'Report')).toBeVisible();
});

test('a follow the server fails is rolled back with the error in a toast', async ({ page, request }) => {
  const [viewer, target] = await Promise.all([memberByApi(request, 'Rob Rollback'), memberByApi(request, 'Fay Fail')]);
  await openProfileOf(page, viewer, target);
  await expect(followerCount(page)).toHaveText('0 followers');

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${AUTH_API}/follow/${target.id}`, async (route) => {
    await held;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ detail: { error_message: 'The server had a problem', code: 'INTERNAL_ERROR' } }),
    });
  });
  await button(page, 'Follow').click();
  // At once, before the server answers.
  await expect(button(page, 'Unfollow')).toBeVisible();
  await expect(followerCount(page)).toHaveText('1 follower');
  release();
  await expect(toast(page, 'The server had a problem')).toBeVisible();
  await expect(button(page, 'Follow')).toBeVisible();
  await expect(followerCount(page)).toHaveText('0 followers');
});

test("a free user's 6th follow opens Follow Limit Reached", async ({ page, request }) => {
  const viewer = await memberByApi(request, 'Lee Limit');
  const others = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => memberByApi(request, `Member ${n}`)));
  for (const other of others.slice(0, 5)) await followByApi(request, viewer, other);
  await openProfileOf(page, viewer, others[5]!);

  await button(page, 'Follow').click();
  const dialog = page.getByRole('dialog', { name: 'Follow Limit Reached' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    "You've reached your following limit. Upgrade your account to follow more users and expand your network.",
  );
  await expect(dialog.getByRole('button', { name: 'Upgrade' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Maybe later' }).click();
  await expect(dialog).toBeHidden();
  await expect(button(page, 'Follow')).toBeVisible();
  await expect(followerCount(page)).toHaveText('0 followers');
});

test("a free user's first avoid opens Avoid Limit Reached; Compare plans shows the table", async ({ page, request }) => {
  const [viewer, target] = await Promise.all([memberByApi(request, 'Ava Avoid'), memberByApi(request, 'Otto Other')]);
  await openProfileOf(page, viewer, target);

  await button(page, 'Avoid').click();
  const dialog = page.getByRole('dialog', { name: 'Avoid Limit Reached' });
  await expect(dialog).toContainText(
    "You've reached your limit for avoiding users. Upgrade your account to avoid more users and customize your experience.",
  );
  await expect(dialog.getByRole('button', { name: 'Upgrade' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Compare plans' }).click();
  const table = page.getByRole('dialog', { name: 'Social features by plan' }).getByRole('table');
  await expect(table.getByRole('row', { name: /Free/ })).toHaveText('Free50');
  await expect(table.getByRole('row', { name: /Pro/ })).toHaveText('ProUnlimited15');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(button(page, 'Avoid')).toBeVisible();
});

test('connections: tabs show people and the empty texts; selecting opens the profile; axe', async ({ page, request }) => {
  const [viewer, followed, follower] = await Promise.all([
    memberByApi(request, 'Cora Connect'),
    memberByApi(request, 'Fred Followed'),
    memberByApi(request, 'Fiona Follower'),
  ]);
  await logInAt(page, viewer.email, viewer.password);
  await page.goto('/dashboard/connections');
  await expect(page.getByRole('heading', { level: 1, name: 'Connections' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Matches', 'Following', 'Followers', 'Avoiding']);
  await expect(page.getByText('You have no matches.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Following' }).click();
  await expect(page.getByText('You are not following anyone.')).toBeVisible();
  await page.getByRole('tab', { name: 'Followers' }).click();
  await expect(page.getByText('You are not being followed by anyone.')).toBeVisible();
  await page.getByRole('tab', { name: 'Avoiding' }).click();
  await expect(page.getByText('You are not avoiding anyone.')).toBeVisible();

  await followByApi(request, viewer, followed);
  await followByApi(request, follower, viewer);
  await page.reload();
  await expect(page.getByText('You are not avoiding anyone.')).toBeVisible();
  await page.getByRole('tab', { name: 'Followers' }).click();
  await expect(page.getByRole('list', { name: 'Followers' }).getByText('Fiona Follower')).toBeVisible();
  await page.getByRole('tab', { name: 'Following' }).click();
  await page.getByRole('list', { name: 'Following' }).getByText('Fred Followed').click();
  await expect(page).toHaveURL(`/dashboard/connections/${followed.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fred Followed' })).toBeVisible();
  await expect(button(page, 'Unfollow')).toBeVisible();
  await expectAccessible(page);
});
