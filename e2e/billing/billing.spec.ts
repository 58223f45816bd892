import { AUTH_API, logIn, logInAt, toast } from '../support/app.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { bearer, followByApi, memberByApi } from '../social/members.ts';
import {
  DECLINED_CARD,
  GOOD_CARD,
  SUBSCRIPTION_API,
  payWithCard,
  planCard,
  subscribeByApi,
  subscriptionsOf,
} from './billing-support.ts';

test('a visitor picks Basic, signs in, pays in the sandbox and the basic limits apply at once', async ({ page, request }) => {
  // Seven accounts, a checkout and four accessibility checks: 84–100 s on the two shared cores of a full run.
  test.setTimeout(150_000);
  const [buyer, ...people] = await Promise.all([
    memberByApi(request, 'Bea Buyer'),
    ...Array.from({ length: 6 }, (_, i) => memberByApi(request, `Pat Person ${i + 1}`)),
  ]);
  for (const person of people.slice(0, 5)) await followByApi(request, buyer, person);
  const sixth = await request.post(`${AUTH_API}/follow/${people[5]!.id}`, { headers: bearer(buyer) });
  expect(sixth.status()).toBe(403);

  // Four skeleton cards while the plans load.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${SUBSCRIPTION_API}/plans`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
  // The page arrives as HTML with the skeletons in it; what is checked is the app's own state, once it has taken over.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByTestId('plan-card-skeleton')).toHaveCount(4);
  release();
  await expect(planCard(page, 'basic')).toBeVisible();
  await expect(page.getByTestId('plan-card-skeleton')).toHaveCount(0);

  // 6 Monthly is on by default; Monthly shows the full price.
  await expect(page.getByRole('button', { name: '6 Monthly' })).toHaveAttribute('aria-pressed', 'true');
  await expect(planCard(page, 'basic')).toContainText('$7/month$10Save 30%Billed $42 every 6 months');
  await expect(planCard(page, 'pro')).toContainText('Most popular');
  await expect(page.getByRole('button', { name: 'Try it Free' })).toHaveCount(4);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Monthly', exact: true }).click();
  await expect(planCard(page, 'pro')).toContainText('$18/monthBilled $18 every month');
  await page.getByRole('button', { name: 'Compare social features' }).click();
  const compare = page.getByRole('dialog', { name: 'Social features by plan' });
  await expect(compare.getByRole('table')).toBeVisible();
  await compare.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: '6 Monthly' }).click();

  // A visitor signs in first and comes back to the checkout of the plan they chose.
  await planCard(page, 'basic').getByRole('button', { name: 'Try it Free' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('You have to login first')).toBeVisible();
  await logIn(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/payment\?session=cs_sb_/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('Parley Basic')).toBeVisible();
  await expect(page.getByText('Free for 7 days, then $42 every 6 months')).toBeVisible();
  await expectAccessible(page);

  await payWithCard(page, GOOD_CARD, buyer.fullName, /^Start free trial$/);
  await expect(page).toHaveURL('/checkout/success?plan=basic');
  const welcome = page.getByRole('dialog', { name: 'Welcome to Basic!' });
  await expect(welcome).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page);
  await welcome.getByRole('button', { name: 'Start Exploring' }).click();
  await expect(page).toHaveURL('/events');

  // The 6th follow now works, through the same button people use.
  await page.goto(`/dashboard/community/${people[5]!.id}`);
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();

  await page.goto('/pricing');
  await expect(planCard(page, 'basic').getByRole('button', { name: 'Subscribed' })).toBeDisabled();
});

test('a declined card shows the bank’s answer and changes nothing', async ({ page, request }) => {
  const member = await memberByApi(request, 'Dee Declined');
  await logInAt(page, member.email, member.password);
  await page.goto('/pricing');
  await planCard(page, 'pro').getByRole('button', { name: 'Try it Free' }).click();
  await expect(page).toHaveURL(/\/payment\?session=/);
  await payWithCard(page, DECLINED_CARD, member.fullName, /^Start free trial$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined. Please try another card.' })).toBeVisible();
  await expect(page).toHaveURL(/\/payment\?session=/);

  // Without a full name the form stops before asking the bank.
  await page.getByRole('textbox', { name: 'Full name on card' }).fill('');
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();

  expect(await subscriptionsOf(request, member)).toEqual([]);
  const me = await request.get(`${AUTH_API}/me`, { headers: bearer(member) });
  expect(((await me.json()) as { plan: string }).plan).toBe('free');
  await page.goto('/pricing');
  await expect(planCard(page, 'free').getByRole('button', { name: 'Subscribed' })).toBeVisible();
  await expect(planCard(page, 'pro').getByRole('button', { name: 'Try it Free' })).toBeEnabled();
});

test('cancel at period end in the billing portal shows "N days left"; resume renews', async ({ page, request }) => {
  const member = await memberByApi(request, 'Cal Canceller');
  await subscribeByApi(request, member, 'basic');
  await logInAt(page, member.email, member.password);
  await page.goto('/profile/subscription');
  await expect(page.getByTestId('subscription-plan')).toHaveText('Basic');
  await expect(page.getByTestId('subscription-end')).toContainText('Free trial until');
  await page.getByRole('button', { name: 'Manage subscription' }).click();

  await expect(page).toHaveURL(/\/subscription\?session=bps_sb_/);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing portal' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Parley Basic' })).toContainText('Card ending in 4242');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(toast(page, 'Your subscription will end on')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume subscription' })).toBeVisible();
  await expect
    .poll(async () => (await subscriptionsOf(request, member))[0]?.cancel_at_period_end, { timeout: 15_000 })
    .toBe(true);

  await page.goto('/pricing');
  await expect(planCard(page, 'basic').getByRole('button', { name: /^\d+ days left$/ })).toBeVisible();
  await page.goto('/profile/subscription');
  await expect(page.getByTestId('subscription-days-left')).toHaveText(/^\d+ days left$/);
  await expect(page.getByTestId('subscription-end')).toContainText('Ends on');

  await page.getByRole('button', { name: 'Manage subscription' }).click();
  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(toast(page, 'Your subscription will renew on')).toBeVisible();
  await expect
    .poll(async () => (await subscriptionsOf(request, member))[0]?.cancel_at_period_end, { timeout: 15_000 })
    .toBe(false);
  await page.goto('/pricing');
  await expect(planCard(page, 'basic').getByRole('button', { name: 'Subscribed' })).toBeVisible();
});
