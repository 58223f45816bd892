import type { Browser } from '@playwright/test';
import { GOOD_CARD, payWithCard, planCard } from '../billing/billing-support.ts';
import { logInAt, toast, verifiedUserByApi } from '../support/app.ts';
import { expect, expectAccessible, mailsTo, test, type TestUser } from '../support/fixtures.ts';

/** A member's own browser, signed in. */
async function signedIn(browser: Browser, user: TestUser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInAt(page, user.email, user.password);
  return { context, page };
}

// The Team plan bought as an organisation (ADR 0072): from the pricing page's Team card to an organisation with three
// seats paid in the sandbox (its 7-day trial), two people invited by mail, one joining by the mailed link and one by the
// join link, each on the Team plan with a seat, and the administrator seeing every seat taken.
test('a buyer starts an organisation, buys three seats and the two people invited join', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const [buyer, ben, cleo] = await Promise.all([
    verifiedUserByApi(page.request, { full_name: 'Nora Buyer', onboarded: true }),
    verifiedUserByApi(page.request, { full_name: 'Ben Member', onboarded: true }),
    verifiedUserByApi(page.request, { full_name: 'Cleo Member', onboarded: true }),
  ]);
  await logInAt(page, buyer.email, buyer.password);
  await page.goto('/pricing');
  await planCard(page, 'team').getByRole('button', { name: 'Try it Free' }).click();
  await expect(page).toHaveURL('/company/start');
  await expect(page.getByRole('textbox', { name: 'Billing email' })).toHaveValue(buyer.email);
  await page.getByRole('button', { name: 'Create organisation' }).click();
  await expect(page.getByText('Please give the organisation a name')).toBeVisible();
  await page.getByRole('textbox', { name: 'Organisation name' }).fill('Northwind Recruiting');
  await page.getByRole('button', { name: 'Create organisation' }).click();
  await expect(toast(page, 'Your organisation is ready')).toBeVisible();
  await expect(page).toHaveURL('/company/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Recruiting' })).toBeVisible();

  // Three seats, monthly, with the Team trial: the sandbox takes the card and charges nothing yet.
  await page.getByRole('tab', { name: 'Seats and billing' }).click();
  await expect(page.getByText('No seats yet')).toBeVisible();
  await page.getByRole('button', { name: 'Monthly', exact: true }).click();
  await expect(page.getByText('$35 per seat a month · $105 every month')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Try it Free' }).click();
  await expect(page.getByText('Parley Team for Northwind Recruiting')).toBeVisible();
  await payWithCard(page, GOOD_CARD, 'Nora Buyer', /^Start free trial$/);
  await expect(page).toHaveURL('/company/account?checkout=success');
  await expect(page.getByText('1 of 3 seats taken')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Free trial until /)).toBeVisible();
  const joinLink = await page.getByRole('textbox', { name: 'Join link' }).inputValue();

  // Two invitations by mail; Ben accepts his from the mailed link, Cleo takes a seat by the join link.
  await page.getByRole('tab', { name: 'Members' }).click();
  await page.getByRole('textbox', { name: 'Email addresses' }).fill(`${ben.email}, ${cleo.email}`);
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(toast(page, 'Invitations sent')).toBeVisible();
  await expect(page.getByRole('button', { name: `Withdraw the invitation to ${ben.email}` })).toBeVisible();
  await expectAccessible(page);
  let invitation = '';
  const mailedLink = async () => /\/company\/invitation\/[\w-]+/.exec((await mailsTo(ben.email)).at(-1)?.text ?? '')?.[0] ?? '';
  await expect.poll(async () => (invitation = await mailedLink())).not.toBe('');

  const benPage = await signedIn(browser, ben);
  await benPage.page.goto(invitation);
  await expect(benPage.page.getByText(`This invitation is for ${ben.email}.`)).toBeVisible();
  await benPage.page.getByRole('button', { name: 'Join Northwind Recruiting' }).click();
  await expect(benPage.page).toHaveURL('/company/account');
  await expect(benPage.page.getByText('You practise with Northwind Recruiting on the Team plan.')).toBeVisible();
  await expectAccessible(benPage.page);

  const cleoPage = await signedIn(browser, cleo);
  await cleoPage.page.goto(new URL(joinLink).pathname);
  await cleoPage.page.getByRole('button', { name: 'Join Northwind Recruiting' }).click();
  await expect(cleoPage.page.getByText('You practise with Northwind Recruiting on the Team plan.')).toBeVisible();
  // A member has no administrator calls, and the account menu leads them to their organisation.
  await cleoPage.page.getByRole('button', { name: 'Account menu' }).click();
  await expect(cleoPage.page.getByRole('menuitem', { name: 'Organisation' })).toBeVisible();

  await page.goto('/company/account');
  await expect(page.getByRole('listitem').filter({ hasText: 'Ben Member' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Cleo Member' })).toBeVisible();
  await page.getByRole('tab', { name: 'Seats and billing' }).click();
  await expect(page.getByText('3 of 3 seats taken')).toBeVisible();
  await Promise.all([benPage.context.close(), cleoPage.context.close()]);
});
