import type { APIRequestContext } from '@playwright/test';
import { AUTH_API, logInAt } from '../support/app.ts';
import { expect, expectAccessible, mailedCode, test, uniqueUser } from '../support/fixtures.ts';
import { bearer, memberByApi, type Member } from '../social/members.ts';
import { GOOD_CARD, SANDBOX_API, SUBSCRIPTION_API, subscriptionsOf } from '../billing/billing-support.ts';

/** Opens a Basic checkout through the API and pays it in the sandbox: a trial the first time, paid from the start after. */
async function buyBasic(request: APIRequestContext, who: Member) {
  const res = await request.post(`${SUBSCRIPTION_API}/checkout`, {
    headers: bearer(who),
    data: { plan: 'basic', period: '1_month' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const session = new URL(((await res.json()) as { checkout_url: string }).checkout_url).searchParams.get('session');
  const paid = await request.post(`${SANDBOX_API}/checkout/${session}/pay`, { data: { ...GOOD_CARD, name: who.fullName } });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** Cancels every subscription at period end in the sandbox portal, so a new checkout is allowed. */
async function cancelAll(request: APIRequestContext, who: Member) {
  const portal = await request.post(`${SUBSCRIPTION_API}/portal`, { headers: bearer(who) });
  expect(portal.status(), await portal.text()).toBe(200);
  const session = new URL(((await portal.json()) as { portal_url: string }).portal_url).searchParams.get('session');
  const view = (await (await request.get(`${SANDBOX_API}/portal/${session}`)).json()) as { subscriptions: { id: string }[] };
  for (const s of view.subscriptions) {
    const res = await request.post(`${SANDBOX_API}/portal/${session}/subscriptions/${s.id}`, {
      data: { cancel_at_period_end: true },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

test('a friend who came by the link pays for Basic and the inviter is given a free month of it', async ({ page, request }) => {
  const ana = await memberByApi(request, 'Ana Inviter');
  await logInAt(page, ana.email, ana.password);
  await page.goto('/profile/invite-your-friends');
  await expect(page.getByText('earns you a free month of Basic')).toBeVisible();
  await expect(page.getByText('No months yet')).toBeVisible();
  const link = await page.getByRole('textbox', { name: 'Your personal link' }).inputValue();

  // The friend signs up with the link's code, as its sign-up form sends it (e2e/settings/invite-friends.spec.ts walks
  // that form), confirms, and subscribes.
  const ben = uniqueUser('friend');
  const invite = new URL(link).searchParams.get('invite');
  const signedUp = await request.post(`${AUTH_API}/register/email`, {
    data: { ...ben, status: 'STUDENT', full_name: 'Ben Friend', invite_code: invite },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
  const verified = await request.post(`${AUTH_API}/verify/email`, {
    data: { email: ben.email, code: await mailedCode(ben.email) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const token = ((await signedUp.json()) as { access_token: { token: string } }).access_token.token;
  const friend = { id: 0, username: ben.username, email: ben.email, password: ben.password, token, fullName: 'Ben Friend' };
  // The first checkout is Basic's free trial, which earns nothing; the next one is paid at once.
  await buyBasic(request, friend);
  // The provider's webhook makes the subscription ours.
  await expect.poll(async () => (await subscriptionsOf(request, friend)).length, { timeout: 15_000 }).toBe(1);
  await cancelAll(request, friend);
  await expect
    .poll(async () => (await subscriptionsOf(request, friend))[0]?.cancel_at_period_end, { timeout: 15_000 })
    .toBe(true);
  await buyBasic(request, friend);

  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId('referral-months').textContent();
      },
      { timeout: 20_000 },
    )
    .toBe('1 free month of Basic earned');
  await expect(page.getByText(/You have Basic for free until/)).toBeVisible();
  await expectAccessible(page);
});
