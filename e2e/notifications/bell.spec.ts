import type { APIRequestContext } from '@playwright/test';
import { logInAt, verifiedUserByApi } from '../support/app.ts';
import { expect, expectAccessible, test, type TestUser } from '../support/fixtures.ts';

const AUTH_API = '/api/v1/sdk/auth';

async function session(request: APIRequestContext, user: TestUser) {
  const res = await request.post(`${AUTH_API}/login`, { data: { email: user.email, password: user.password } });
  const body = (await res.json()) as { access_token: { token: string }; user: { id: number } };
  return { id: body.user.id, headers: { authorization: `Bearer ${body.access_token.token}` } };
}

test('the bell counts a new follower live, lists it, and opening it marks it read', async ({ page, request }) => {
  const [ana, ben] = [await verifiedUserByApi(request), await verifiedUserByApi(request)];
  const anaId = (await session(request, ana)).id;
  await logInAt(page, ana.email, ana.password);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  await bell.click();
  await expect(page.getByText('You have no notifications')).toBeVisible();
  await page.keyboard.press('Escape');

  // Ben follows Ana while her page is open: the count comes without a reload.
  const follow = await request.post(`${AUTH_API}/follow/${anaId}`, { headers: (await session(request, ben)).headers });
  expect(follow.status()).toBe(200);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('button', { name: `Unread: ${ben.username} is following you` })).toBeVisible();
  await expectAccessible(page);
  await panel.getByRole('button', { name: new RegExp(`${ben.username} is following you`) }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/community/\\d+$`));
  await expect(bell).toHaveAccessibleName('Notifications');
});
