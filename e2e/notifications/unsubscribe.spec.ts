import type { APIRequestContext } from '@playwright/test';
import { logIn, verifiedUserByApi } from '../support/app.ts';
import { expect, expectAccessible, mailsTo, test, type TestUser } from '../support/fixtures.ts';

const AUTH_API = '/api/v1/sdk/auth';

async function session(request: APIRequestContext, user: TestUser) {
  const res = await request.post(`${AUTH_API}/login`, { data: { email: user.email, password: user.password } });
  const body = (await res.json()) as { access_token: { token: string }; user: { id: number } };
  return { id: body.user.id, headers: { authorization: `Bearer ${body.access_token.token}` } };
}

/** The mails to `to` whose subject says someone follows them, once `count` have come (the worker sends them). */
async function followerMails(to: string, count: number) {
  await expect.poll(async () => (await mailsTo(to)).filter((m) => m.subject.endsWith('is following you')).length).toBe(count);
  return (await mailsTo(to)).filter((m) => m.subject.endsWith('is following you'));
}

test('a new-follower mail’s unsubscribe link stops those mails, and settings show it off', async ({ page, request }) => {
  const [ana, ben, cleo] = [await verifiedUserByApi(request), await verifiedUserByApi(request), await verifiedUserByApi(request)];
  const anaId = (await session(request, ana)).id;
  const follow = async (who: TestUser) =>
    expect((await request.post(`${AUTH_API}/follow/${anaId}`, { headers: (await session(request, who)).headers })).status()).toBe(
      200,
    );

  await follow(ben);
  const [mail] = await followerMails(ana.email, 1);
  const link = /(\/unsubscribe\?token=\S+)/.exec(mail!.text)?.[1];
  expect(link).toBeTruthy();

  // Signed out, as from a mail: the page asks before acting.
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Stop these emails?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toContainText(`${ana.email} gets no more emails about “new followers”`);

  // The next follower is told in the app only.
  await follow(cleo);
  await page.waitForTimeout(2500);
  expect(await followerMails(ana.email, 1)).toHaveLength(1);

  // Signed out, the settings page asks for a login first and comes back to it after.
  await page.getByRole('link', { name: 'Open notification settings' }).click();
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, ana.email, ana.password);
  await expect(page).toHaveURL('/profile/notification');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'New followers' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'My feedback is ready' })).toBeChecked();
});

test('a broken unsubscribe link says so', async ({ page }) => {
  await page.goto('/unsubscribe?token=broken');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alert')).toContainText('This unsubscribe link is not valid');
  await page.goto('/unsubscribe');
  await expect(page.getByRole('alert')).toContainText('This unsubscribe link is not valid');
});
