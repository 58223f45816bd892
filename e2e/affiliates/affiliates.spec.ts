import type { APIRequestContext, Page } from '@playwright/test';
import {
  accessTokenByApi,
  ADMIN,
  completeOnboardingOf,
  logIn,
  logInAt,
  logOut,
  registerByUi,
  storedSession,
  toast,
  typeCode,
  verifiedUserByApi,
} from '../support/app.ts';
import {
  ACCEPTED_CONSENT,
  CONSENT_KEY,
  expect,
  expectAccessible,
  mailedCode,
  seedStorage,
  test,
  type TestUser,
  uniqueUser,
} from '../support/fixtures.ts';
import { GOOD_CARD, payWithCard, SANDBOX_API, SUBSCRIPTION_API } from '../billing/billing-support.ts';

const AFFILIATE_API = '/api/v1/sdk/affiliate';
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function linkOf(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.get(AFFILIATE_API, { headers: auth(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { link: string }).link;
}

/**
 * The member's Basic trial, started and set to end in the sandbox through the API: their next Basic checkout is paid
 * at once (one trial per plan, ADR 0071), which is the payment a commission comes from.
 */
async function useUpTrial(request: APIRequestContext, token: string, name: string) {
  const checkout = await request.post(`${SUBSCRIPTION_API}/checkout`, {
    headers: auth(token),
    data: { plan: 'basic', period: '1_month' },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const session = new URL(((await checkout.json()) as { checkout_url: string }).checkout_url).searchParams.get('session');
  const paid = await request.post(`${SANDBOX_API}/checkout/${session}/pay`, { data: { ...GOOD_CARD, name } });
  expect(paid.status(), await paid.text()).toBe(200);
  let portal = '';
  await expect
    .poll(
      async () => {
        const res = await request.post(`${SUBSCRIPTION_API}/portal`, { headers: auth(token) });
        portal = res.ok()
          ? (new URL(((await res.json()) as { portal_url: string }).portal_url).searchParams.get('session') ?? '')
          : '';
        return portal;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  const { subscriptions } = (await (await request.get(`${SANDBOX_API}/portal/${portal}`)).json()) as {
    subscriptions: { id: string }[];
  };
  const cancel = await request.post(`${SANDBOX_API}/portal/${portal}/subscriptions/${subscriptions[0]!.id}`, {
    data: { cancel_at_period_end: true },
  });
  expect(cancel.status(), await cancel.text()).toBe(200);
  const ending = async () => {
    const list = (await (await request.get(SUBSCRIPTION_API, { headers: auth(token) })).json()) as {
      cancel_at_period_end: boolean;
    }[];
    return list[0]?.cancel_at_period_end;
  };
  await expect.poll(ending, { timeout: 15_000 }).toBe(true);
}

async function openAffiliatePage(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Affiliate program' }).click();
  await expect(page).toHaveURL('/profile/affliation-offers');
}

test('a visitor comes by an affiliate’s link, signs up later and pays; the affiliate sees the commission; an admin marks it paid', async ({
  browser,
  page,
  request,
}) => {
  // Three sign-ins and two sandbox checkouts: 66 s at a load average of 12 from other runs (not yet timed quiet).
  test.setTimeout(90_000);
  // A name of this run's own: a retry's admin table also lists the first try's affiliate and commission.
  const affiliateName = `Ada Affiliate ${uniqueUser().username.slice(-6)}`;
  const teacher = await verifiedUserByApi(request, { status: 'TEACHER', full_name: affiliateName });
  const teacherToken = await accessTokenByApi(request, teacher);
  const link = new URL(await linkOf(request, teacherToken));

  // The link lands on the pricing page here; the visitor looks around and signs up later in the visit.
  await page.goto(`/pricing?${link.searchParams}`);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('parley.affiliate'))).toContain(link.searchParams.get('aff'));
  const visitor = uniqueUser('aff');
  await registerByUi(page, visitor, { fullName: 'Vic Visitor' });
  await completeOnboardingOf(page, request);
  await typeCode(page, await mailedCode(visitor.email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL('/events');
  await useUpTrial(request, (await storedSession(page))!.access_token.token, 'Vic Visitor');

  // The visitor subscribes to Basic on the sandbox's checkout page: paid at once, $10 a month.
  const checkout = await request.post(`${SUBSCRIPTION_API}/checkout`, {
    headers: auth((await storedSession(page))!.access_token.token),
    data: { plan: 'basic', period: '1_month' },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  await page.goto(((await checkout.json()) as { checkout_url: string }).checkout_url);
  await payWithCard(page, GOOD_CARD, 'Vic Visitor', /^Pay \$10$/);
  await expect(page).toHaveURL(/\/checkout\/success/);
  // The provider's invoice.paid reaches the server by webhook, a moment after the checkout's success page.
  await expect
    .poll(
      async () =>
        ((await (await request.get(AFFILIATE_API, { headers: auth(teacherToken) })).json()) as { paying_members: number })
          .paying_members,
      {
        timeout: 20_000,
      },
    )
    .toBe(1);
  // The visitor's part is done (the welcome dialog is the billing tests' to check); the affiliate signs in elsewhere.
  const affiliateContext = await browser.newContext();
  await seedStorage(affiliateContext, [[CONSENT_KEY, JSON.stringify(ACCEPTED_CONSENT)]]);
  const affiliatePage = await affiliateContext.newPage();
  await checkAffiliatePage(affiliatePage, teacher, link);
  await logOut(affiliatePage);

  // Signed out from the affiliate's page, the next sign-in comes back to it; the admin goes on to the console.
  await logIn(affiliatePage, ADMIN.email, ADMIN.password);
  await expect(affiliatePage).toHaveURL('/profile/affliation-offers');
  await markPaid(affiliatePage, affiliateName);
});

async function checkAffiliatePage(page: Page, teacher: TestUser, link: URL) {
  await logInAt(page, teacher.email, teacher.password);
  await openAffiliatePage(page);
  await expect(page.getByRole('textbox', { name: 'Your affiliate link' })).toHaveValue(link.toString());
  await expect(page.getByTestId('affiliate-sign-ups')).toHaveText('1');
  await expect(page.getByTestId('affiliate-clicks')).toHaveText('1');
  await expect(page.getByTestId('affiliate-paying')).toHaveText('1');
  const records = page.getByRole('table', { name: 'Commission records' });
  await expect(records.getByRole('row').nth(1)).toContainText('Member 1$10$2Pending');
  await expect(page.getByTestId('affiliate-pending')).toHaveText('$2');
  await expectAccessible(page);
}

async function markPaid(page: Page, affiliateName: string) {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Affiliates' }).click();
  await expect(page).toHaveURL('/admin/affiliates');
  // Every affiliate's totals (other tries' records too, so no fixed sum): marking this record paid raises the paid one.
  const paidTotal = page.getByRole('region', { name: 'Commission of every affiliate' }).getByTestId('affiliate-paid');
  const paidBefore = await paidTotal.textContent();
  const row = page.getByRole('row').filter({ hasText: affiliateName });
  await row.getByRole('button', { name: /^Mark record \d+ paid$/ }).click();
  await page.getByRole('dialog', { name: 'Mark this commission paid?' }).getByRole('button', { name: 'Mark paid' }).click();
  await expect(toast(page, 'Marked paid')).toBeVisible();
  await expect(row).toContainText('Paid');
  await expect(paidTotal).not.toHaveText(paidBefore ?? '');
  await expectAccessible(page);
}
