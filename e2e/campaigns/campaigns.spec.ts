import { ADMIN, fillRegisterForm, logInAt } from '../support/app.ts';
import { expect, expectAccessible, test, uniqueUser } from '../support/fixtures.ts';
import { uniqueCode } from '../coupons/coupons-support.ts';

// Campaign registration codes (ADR 0075): made by an admin, taken at sign-up, counted.

test('an admin makes a campaign code and a learner signs up with it', async ({ page, browser }) => {
  const code = uniqueCode('FAIR');
  await logInAt(page, ADMIN.email, ADMIN.password);
  // Campaigns are the campaigns feature's page, in the console's frame: reached by its tab, and the tabs stay.
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Campaigns' }).click();
  await expect(page).toHaveURL('/admin/campaigns');
  await expect(page.getByRole('heading', { level: 2, name: 'Campaigns', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Campaigns' })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('form', { name: 'New campaign' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Spring fair');
  await form.getByRole('textbox', { name: 'Code' }).fill(code.toLowerCase());
  await form.getByRole('textbox', { name: 'Maximum sign-ups (optional)' }).fill('50');
  await form.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByText(`Campaign ${code} created`)).toBeVisible();
  await expect(page.getByTestId(`campaign-${code}`)).toContainText(`Spring fair${code}0 of 50`);
  await expectAccessible(page);

  // A learner, in a browser of their own: a code no one has is refused under the field; the campaign's is taken.
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  const cleo = uniqueUser('campaign');
  await learner.goto('/register');
  await fillRegisterForm(learner, { intent: 'Learn', ...cleo });
  const field = learner.getByRole('textbox', { name: 'Registration code (optional)' });
  await field.fill('NOSUCHCODE1');
  await learner.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(learner.getByText('No organisation, campaign or ambassador has this code')).toBeVisible();
  await field.fill(code.toLowerCase());
  await learner.getByRole('button', { name: 'Sign up', exact: true }).click();
  // Hashing the password is the slow part of a sign-up on a busy machine.
  await expect(learner).toHaveURL('/verify', { timeout: 30_000 });

  await learnerContext.close();

  // The admin sees the sign-up counted.
  await page.reload();
  await expect(page.getByTestId(`campaign-${code}`)).toContainText('1 of 50');
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page).toHaveURL('/admin/users');
});
