import type { APIRequestContext } from '@playwright/test';
import { GOOD_CARD, SANDBOX_API } from '../billing/billing-support.ts';
import { expect } from '../support/fixtures.ts';

export const COMPANY_API = '/api/v1/sdk/company';

/** Expects the answer's status and answers its body. */
export async function okJson<T>(res: Promise<Awaited<ReturnType<APIRequestContext['get']>>>, status = 200): Promise<T> {
  const answer = await res;
  expect(answer.status(), await answer.text()).toBe(status);
  return (await answer.json()) as T;
}

/**
 * An organisation with three seats paid in the sandbox, made through the API by its administrator (the start page and
 * the Team checkout have their own test): answers its join code.
 */
export async function paidOrganisationByApi(request: APIRequestContext, admin: Record<string, string>) {
  await okJson(
    request.post(COMPANY_API, { headers: admin, data: { name: 'Acme Talent', billing_email: 'billing@acme.test' } }),
    201,
  );
  const checkout = await okJson<{ checkout_url: string }>(
    request.post(`${COMPANY_API}/checkout`, { headers: admin, data: { seats: 3, period: '1_month' } }),
  );
  const session = new URL(checkout.checkout_url).searchParams.get('session');
  await okJson(request.post(`${SANDBOX_API}/checkout/${session}/pay`, { data: { ...GOOD_CARD, name: 'Ada Admin' } }));
  await expect
    .poll(async () => (await okJson<{ seats: number }>(request.get(COMPANY_API, { headers: admin }))).seats, { timeout: 15_000 })
    .toBe(3);
  return (await okJson<{ join_code: string }>(request.get(`${COMPANY_API}/dashboard`, { headers: admin }))).join_code;
}
