import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../support/fixtures.ts';
import { bearer, type Member } from '../social/members.ts';

export const SUBSCRIPTION_API = '/api/v1/sdk/subscription';
export const SANDBOX_API = '/api/v1/sandbox/payments';
export const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
export const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };

export const planCard = (page: Page, plan: string) => page.getByTestId(`plan-card-${plan}`);

/** Fills the sandbox checkout's card form and pays. */
export async function payWithCard(page: Page, card: typeof GOOD_CARD, name: string, payLabel: RegExp) {
  await page.getByRole('textbox', { name: 'Card number' }).fill(card.number);
  await page.getByRole('textbox', { name: 'Expiry date (MM / YY)' }).fill(card.expiry);
  await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill(card.cvc);
  await page.getByRole('textbox', { name: 'Full name on card' }).fill(name);
  await page.getByRole('button', { name: payLabel }).click();
}

export async function subscriptionsOf(request: APIRequestContext, member: Member) {
  const res = await request.get(SUBSCRIPTION_API, { headers: bearer(member) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { plan: string; cancel_at_period_end: boolean }[];
}

/** Buys a plan through the API and the sandbox's card call, the steps a test is not about; waits for the webhook. */
export async function subscribeByApi(request: APIRequestContext, member: Member, plan: string, period = '6_month') {
  const res = await request.post(`${SUBSCRIPTION_API}/checkout`, { headers: bearer(member), data: { plan, period } });
  expect(res.status(), await res.text()).toBe(200);
  const session = new URL(((await res.json()) as { checkout_url: string }).checkout_url).searchParams.get('session');
  const paid = await request.post(`${SANDBOX_API}/checkout/${session}/pay`, { data: { ...GOOD_CARD, name: member.fullName } });
  expect(paid.status(), await paid.text()).toBe(200);
  await expect.poll(async () => (await subscriptionsOf(request, member)).length, { timeout: 15_000 }).toBe(1);
}
