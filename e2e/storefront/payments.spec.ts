import { accessTokenByApi, logIn, logInAt, verifiedUserByApi } from '../support/app.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { openSection, settingsMenu } from '../settings/settings-page.ts';
import {
  buyByApi,
  connectByApi,
  openHomepage,
  PAYOUT_DETAILS,
  payOnSandboxPage,
  planCard,
  saveByApi,
  teacherWithHomepageByApi,
} from './storefront.ts';

// Teachers connect a payment account in the sandbox; students buy their plans; the two refusals lead to the waitlist.

test('a teacher connects a payment account through the sandbox onboarding', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { teacher } = await teacherWithHomepageByApi(request);
  await logInAt(page, teacher.email, teacher.password);
  await openSection(page, 'teacher-prices', 'Prices');
  await expect(page.getByText('Students cannot buy your plans until you connect a payment account.')).toBeVisible();
  await settingsMenu(page).getByRole('link', { name: 'Teacher Connect' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Teacher Connect' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No payment account yet' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Connect payment account' }).click();
  await expect(page).toHaveURL(/\/payment\/connect\?link=/);
  const onboardingUrl = page.url();
  const form = page.getByRole('form', { name: 'Payout details' });
  await expect(form.getByRole('button', { name: 'Finish onboarding' })).toBeEnabled();
  await expectAccessible(page);
  // Nothing filled in: the three errors, and the account stays unable to take charges.
  await form.getByRole('button', { name: 'Finish onboarding' }).click();
  await expect(form.getByText('Full name is required')).toBeVisible();
  await expect(form.getByText('Address is required')).toBeVisible();
  await expect(form.getByText('Phone number is required')).toBeVisible();
  await form.getByLabel('Phone number').fill('12-34');
  await form.getByRole('button', { name: 'Finish onboarding' }).click();
  await expect(form.getByText('Enter a valid phone number, for example +44 20 7946 0958')).toBeVisible();
  await expect(page).toHaveURL(/\/payment\/connect\?link=/);
  await page.reload();
  await expect(page.getByText('Charges are enabled on this account.')).toHaveCount(0);

  await form.getByLabel('Full name').fill(PAYOUT_DETAILS.fullName);
  await form.getByLabel('Address').fill(PAYOUT_DETAILS.address);
  await form.getByLabel('Phone number').fill(PAYOUT_DETAILS.phone_number);
  await form.getByRole('button', { name: 'Finish onboarding' }).click();
  await expect(page).toHaveURL(/\/profile\/teacher-connect\?connected=1$/);
  await expect(page.getByRole('heading', { name: 'You can take payments' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Connect payment account' })).toHaveCount(0);
  await openSection(page, 'teacher-prices', 'Prices');
  await expect(page.getByText('Students cannot buy your plans until you connect a payment account.')).toHaveCount(0);

  // Back on the provider's page, the details given are there to correct.
  await page.goto(onboardingUrl);
  await expect(page.getByText('Charges are enabled on this account.')).toBeVisible();
  await expect(form.getByLabel('Full name')).toHaveValue(PAYOUT_DETAILS.fullName);
  await expect(form.getByLabel('Phone number')).toHaveValue(PAYOUT_DETAILS.phone_number);
});

test('a student buys Premium with the 7-day trial and is welcomed once the plan is live', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token, url } = await teacherWithHomepageByApi(request);
  await connectByApi(request, token);
  const pupil = await verifiedUserByApi(request, { full_name: 'Sam Student' });
  await page.goto(`/${url}`);
  await planCard(page, 'Premium').getByRole('button', { name: 'Try it Free' }).click();
  await logIn(page, pupil.email, pupil.password);
  await expect(page).toHaveURL(`/${url}#pricing`);

  await planCard(page, 'Premium').getByRole('button', { name: 'Try it Free' }).click();
  const dialog = page.getByRole('dialog', { name: 'Premium with Tina Teacher' });
  await expect(dialog.getByRole('checkbox', { name: 'Start with a 7-day free trial' })).toBeChecked();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page).toHaveURL(/\/payment\?session=/);
  await expect(page.getByRole('heading', { name: 'Premium with Tina Teacher' })).toBeVisible();
  await expect(page.getByText('Free for 7 days, then $48 every month')).toBeVisible();
  await payOnSandboxPage(page, 'Sam Student', 'Start free trial');
  await expect(page).toHaveURL(new RegExp(`/${url}\\?welcome=premium$`));
  const welcome = page.getByRole('dialog', { name: 'Welcome to Premium!' });
  await expect(welcome).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  await welcome.getByRole('button', { name: 'Start Exploring' }).click();
  await expect(page).toHaveURL('/dashboard/feedback');

  await page.goto(`/${url}`);
  await expect(planCard(page, 'Basic').getByText('You have the Premium plan with this teacher.')).toBeVisible();

  // A teacher's plan is all this student has: the subscription settings show it and the billing portal cancels it.
  await page.goto('/profile/subscription');
  await expect(page.getByTestId('teacher-plan')).toContainText('Premium with Tina Teacher');
  await page.getByRole('button', { name: 'Manage subscription' }).click();
  await expect(page).toHaveURL(/\/subscription\?session=bps_sb_/);
  const plan = page.getByRole('article', { name: 'Premium with Tina Teacher' });
  await plan.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(plan.getByRole('button', { name: 'Resume subscription' })).toBeVisible();
  await expect(async () => {
    await page.goto('/profile/subscription');
    await expect(page.getByTestId('teacher-plan')).toContainText('Ends on', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
});

test('a teacher who has not connected payments: the student is offered the waitlist', async ({ page, request }) => {
  const { url } = await teacherWithHomepageByApi(request);
  const pupil = await verifiedUserByApi(request);
  await logInAt(page, pupil.email, pupil.password);
  await openHomepage(page, url, 'Speak English with Tina');
  await planCard(page, 'Basic').getByRole('button', { name: 'Try it Free' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Not taking new students right now' });
  await expect(dialog).toContainText('Tina Teacher is editing this page or is not accepting new students at the moment.');
  await expectAccessible(page);
  await dialog.getByRole('link', { name: 'Join the waitlist' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('form', { name: 'Join the waitlist' }).getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByText('You are on the waitlist. We told the teacher.').first()).toBeVisible();
});

test('a teacher whose places are all taken is SOLD OUT!', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { id, token, url } = await teacherWithHomepageByApi(request);
  await saveByApi(request, token, 'services', { accepting_students: true, max_subscribers: 1, focus: [] });
  await connectByApi(request, token);
  const first = await verifiedUserByApi(request);
  await buyByApi(request, await accessTokenByApi(request, first), `tp_${id}_basic`);

  const second = await verifiedUserByApi(request);
  await logInAt(page, second.email, second.password);
  await openHomepage(page, url, 'Speak English with Tina');
  await planCard(page, 'Premium').getByRole('button', { name: 'Try it Free' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'SOLD OUT!' });
  await expect(dialog).toContainText('All places with Tina Teacher are taken.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
