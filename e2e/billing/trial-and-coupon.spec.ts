import { ADMIN, logIn, logInAt, logOut, toast } from '../support/app.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { memberByApi } from '../social/members.ts';
import { createPercentCoupon, uniqueCode } from '../coupons/coupons-support.ts';
import { GOOD_CARD, payWithCard, planCard } from './billing-support.ts';

test('a learner starts the 7-day trial with a card and cancels inside it: the sandbox took nothing', async ({
  page,
  request,
}) => {
  const member = await memberByApi(request, 'Tia Trial');
  await logInAt(page, member.email, member.password);
  await page.goto('/pricing');
  await planCard(page, 'basic').getByRole('button', { name: 'Try it Free' }).click();

  await expect(page).toHaveURL(/\/payment\?session=cs_sb_/);
  await expect(page.getByText('Free for 7 days, then $42 every 6 months')).toBeVisible();
  await payWithCard(page, GOOD_CARD, member.fullName, /^Start free trial$/);
  await expect(page.getByRole('dialog', { name: 'Welcome to Basic!' })).toBeVisible({ timeout: 15_000 });

  await page.goto('/profile/subscription');
  await expect(page.getByTestId('subscription-end')).toContainText('Free trial until');
  await page.getByRole('button', { name: 'Manage subscription' }).click();
  await expect(page).toHaveURL(/\/subscription\?session=bps_sb_/);
  const plan = page.getByRole('article', { name: 'Parley Basic' });
  await expect(plan.getByTestId('portal-period')).toContainText('Free trial until');
  await expect(plan.getByTestId('portal-no-charges')).toHaveText('No charges yet');
  await plan.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(toast(page, 'Your subscription will end on')).toBeVisible();
  await expect(plan.getByTestId('portal-period')).toContainText('Ends on');
  await expect(plan.getByTestId('portal-no-charges')).toHaveText('No charges yet');
  await expectAccessible(page);
});

test('an admin makes a 20% coupon; a learner types it at /pricing and the checkout takes 20% off', async ({ page, request }) => {
  const code = uniqueCode('SPRING');
  const member = await memberByApi(request, 'Cora Coupon');
  await logInAt(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/coupons');
  await expect(page.getByRole('heading', { level: 2, name: 'Coupons', exact: true })).toBeVisible();
  const row = await createPercentCoupon(page, code, 20, 'Every payment');
  await expect(row).toContainText(`${code}20%Every payment0Never`);
  await expectAccessible(page);
  await logOut(page);

  // A visitor types the code, signs in on the way, and comes back to the checkout with it.
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Monthly', exact: true }).click();
  await page.getByRole('button', { name: 'Have a promotion code?' }).click();
  await page.getByRole('textbox', { name: 'Promotion code' }).fill(code.toLowerCase());
  await planCard(page, 'basic').getByRole('button', { name: 'Try it Free' }).click();
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/payment\?session=cs_sb_/);
  await expect(page.getByText('Free for 7 days, then $10 every month')).toBeVisible();
  await expect(page.getByTestId('checkout-discount')).toHaveText(`${code}: 20% off every payment`);
  await expect(page.getByTestId('checkout-first-payment')).toContainText(': $8');
  await expectAccessible(page);
});
