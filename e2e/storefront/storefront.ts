import type { APIRequestContext, Page } from '@playwright/test';
import { accessTokenByApi, verifiedUserByApi } from '../support/app.ts';
import { expect, type TestUser } from '../support/fixtures.ts';

/** API shortcuts and page objects for teachers' homepages. */

export const TEACHER_API = '/api/v1/sdk/teacher';

let counter = 0;
export const freshUrl = (prefix = 'e2e-teacher') => `${prefix}-${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Saves one homepage settings page through the API as the holder of `token`. */
export async function saveByApi(request: APIRequestContext, token: string, page: string, data: object) {
  const res = await request.put(`${TEACHER_API}/homepage/${page}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(200);
}

/** A verified teacher with a claimed homepage url (and whatever else `pages` fills in). */
export async function teacherWithHomepageByApi(
  request: APIRequestContext,
  pages: Record<string, object> = {},
): Promise<{ teacher: TestUser; token: string; url: string; id: number }> {
  const teacher = await verifiedUserByApi(request, { status: 'TEACHER', full_name: 'Tina Teacher' });
  const token = await accessTokenByApi(request, teacher);
  const url = freshUrl();
  await saveByApi(request, token, 'banner', { url, name: 'Speak English with Tina' });
  for (const [name, data] of Object.entries(pages)) await saveByApi(request, token, name, data);
  const me = await request.get('/api/v1/sdk/auth/me', { headers: { authorization: `Bearer ${token}` } });
  return { teacher, token, url, id: ((await me.json()) as { id: number }).id };
}

/** Everything a homepage can show, for the accessibility check of a full page. */
export const FULL_HOMEPAGE = {
  customization: {
    color: '#7C3AED',
    faq_color: '#FDE68A',
    welcome_message: 'Hello! I help busy people speak English at work.',
    video_url: 'https://youtu.be/dQw4w9WgXcQ',
    features: [
      { title: 'Record a short talk', description: 'Two minutes about your day.', url: 'example.com/record' },
      { title: 'Read my notes', description: 'Every mistake with a better way to say it.' },
    ],
  },
  services: { accepting_students: true, max_subscribers: 20, focus: ['grammar', 'fluency'] },
  offers: { offers: [{ title: 'Mock job interview', description: 'Thirty minutes, with written notes.', price: 3500 }] },
  availability: { timezone: 'Europe/London', slots: [{ day: 'tue', start: '18:00', end: '19:00' }] },
  videos: { videos: [{ title: 'Small talk at work', url: 'https://vimeo.com/76979871' }] },
};

/** A plan card of the homepage by its name (Lite/AI, Basic, Premium). */
export const planCard = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Plans' }).getByRole('article', { name, exact: true });

export async function openHomepage(page: Page, url: string, title: string) {
  await page.goto(`/${url}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
}

export const SANDBOX_API = '/api/v1/sandbox/payments';
const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

/** Connects the teacher's payment account through the API and the sandbox's onboarding call. */
/** What a teacher enters on the sandbox's payout-details form. */
export const PAYOUT_DETAILS = {
  fullName: 'Tina Teacher',
  address: '1 Market Street, Springfield',
  phone_number: '+1 555 010 0199',
};

export async function connectByApi(request: APIRequestContext, token: string) {
  const res = await request.post(`${TEACHER_API}/payment_account/connect`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  const link = new URL(((await res.json()) as { url: string }).url).searchParams.get('link');
  const done = await request.post(`${SANDBOX_API}/onboarding/${link}/complete`, { data: PAYOUT_DETAILS });
  expect(done.status(), await done.text()).toBe(200);
}

/** Buys a teacher's plan through the API and the sandbox's card call; waits for the webhook to start it. */
export async function buyByApi(request: APIRequestContext, token: string, planId: string) {
  const headers = { authorization: `Bearer ${token}` };
  let checkoutUrl = '';
  // The teacher's account event comes in by webhook; checkouts open once it has.
  await expect
    .poll(
      async () => {
        const res = await request.post(`${TEACHER_API}/checkout`, {
          headers,
          data: { subscription_id: planId, cancel_url: '/' },
        });
        if (res.status() === 200) checkoutUrl = ((await res.json()) as { checkout_url: string }).checkout_url;
        return res.status();
      },
      { timeout: 15_000 },
    )
    .toBe(200);
  const session = new URL(checkoutUrl).searchParams.get('session');
  const paid = await request.post(`${SANDBOX_API}/checkout/${session}/pay`, { data: { ...GOOD_CARD, name: 'Sam Student' } });
  expect(paid.status(), await paid.text()).toBe(200);
  await expect
    .poll(async () => ((await (await request.get(`${TEACHER_API}/subscriptions`, { headers })).json()) as unknown[]).length, {
      timeout: 15_000,
    })
    .toBe(1);
}

/** Fills the sandbox checkout's card form and submits it. */
export async function payOnSandboxPage(page: Page, name: string, submit: string) {
  await page.getByRole('textbox', { name: 'Card number' }).fill(GOOD_CARD.number);
  await page.getByRole('textbox', { name: 'Expiry date (MM / YY)' }).fill(GOOD_CARD.expiry);
  await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill(GOOD_CARD.cvc);
  await page.getByRole('textbox', { name: 'Full name on card' }).fill(name);
  await page.getByRole('button', { name: submit, exact: true }).click();
}
