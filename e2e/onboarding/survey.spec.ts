import type { Locator, Page } from '@playwright/test';
import { accessTokenByApi, logInAt, MODULES_API, verifiedUserByApi } from '../support/app.ts';
import { CONSENT_KEY, expect, expectAccessible, test } from '../support/fixtures.ts';

async function openSurvey(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Give feedback' }).click();
  const survey = page.getByRole('dialog', { name: 'How are we doing?' });
  await expect(survey).toBeVisible();
  return survey;
}

/** MUI's rating keeps its radios visually hidden: a person clicks the star, which is the radio's label. */
async function rate(survey: Locator, stars: string) {
  await survey.locator('label').filter({ hasText: stars }).click();
  await expect(survey.getByRole('radio', { name: stars })).toBeChecked();
}

/** What the app pushed for analytics (apps/web/src/lib/analytics.ts), without the timestamps. */
const dataLayer = (page: Page) =>
  page.evaluate(() => {
    const queue = (globalThis as { dataLayer?: { event: string; properties: unknown }[] }).dataLayer ?? [];
    return queue.map(({ event, properties }) => ({ event, properties }));
  });

test('the exit survey: completed from the account menu, submitted, remembered and sent to analytics with consent', async ({
  page,
  request,
}) => {
  const user = await verifiedUserByApi(request);
  await logInAt(page, user.email, user.password);
  const survey = await openSurvey(page);
  await expectAccessible(page);

  await expect(survey.getByRole('button', { name: 'Send' })).toBeDisabled();
  await rate(survey, '4 Stars');
  await survey.getByRole('textbox', { name: 'What could we do better? (optional)' }).fill('More evening events');
  await survey.getByRole('button', { name: 'Send' }).click();
  await expect(survey).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Thanks for your feedback!' })).toBeVisible();

  expect(await dataLayer(page)).toEqual([{ event: 'exit_survey_completed', properties: { rating: 4, commented: true } }]);
  const headers = { authorization: `Bearer ${await accessTokenByApi(request, user)}` };
  const results = await (await request.get(`${MODULES_API}/SurveyDisplayModule/results`, { headers })).json();
  expect(results.items.map((item: { data: unknown }) => item.data)).toEqual([
    { outcome: 'completed', rating: 4, comment: 'More evening events' },
  ]);

  // Not offered again, after a reload either.
  await page.reload();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Give feedback' })).toBeHidden();
});

test.describe('without product-analytics consent', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript((key) => {
      // Also runs in documents without storage (about:blank).
      try {
        localStorage.setItem(
          key,
          JSON.stringify({
            productAnalytics: false,
            webAnalytics: true,
            chatSupport: true,
            decidedAt: '2025-01-01T00:00:00.000Z',
          }),
        );
      } catch {
        return;
      }
    }, CONSENT_KEY);
  });

  test('a completed survey is not sent to analytics', async ({ page, request }) => {
    const user = await verifiedUserByApi(request);
    await logInAt(page, user.email, user.password);
    const survey = await openSurvey(page);
    await rate(survey, '2 Stars');
    await survey.getByRole('button', { name: 'Send' }).click();
    await expect(survey).toBeHidden();
    expect(await dataLayer(page)).toEqual([]);
  });
});

test('"No thanks" dismisses the survey for good', async ({ page, request }) => {
  const user = await verifiedUserByApi(request);
  await logInAt(page, user.email, user.password);
  const survey = await openSurvey(page);
  await survey.getByRole('button', { name: 'No thanks' }).click();
  await expect(survey).toBeHidden();

  const headers = { authorization: `Bearer ${await accessTokenByApi(request, user)}` };
  const results = await (await request.get(`${MODULES_API}/SurveyDisplayModule/results`, { headers })).json();
  expect(results.items.map((item: { data: unknown }) => item.data)).toEqual([{ outcome: 'dismissed' }]);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Give feedback' })).toBeHidden();
});
