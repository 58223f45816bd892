import { expectNotFound, logIn, verifiedUserByApi } from '../support/app.ts';
import { expect, expectAccessible, mailsTo, test } from '../support/fixtures.ts';
import { FULL_HOMEPAGE, openHomepage, planCard, teacherWithHomepageByApi } from './storefront.ts';

// The public teacher homepage, as guests and students see it.

test('a guest sees the whole page; #pricing scrolls to the plans; axe on the page and its dialog', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { url } = await teacherWithHomepageByApi(request, FULL_HOMEPAGE);
  await page.goto(`/${url}#pricing`);
  await expect(page.getByRole('heading', { level: 2, name: 'Plans' })).toBeInViewport({ timeout: 20_000 });
  await expect(planCard(page, 'Lite/AI').getByTestId('price-ai')).toHaveText('$9');
  await expect(planCard(page, 'Basic').getByTestId('price-basic')).toHaveText('$20');
  await expect(planCard(page, 'Premium').getByTestId('price-premium')).toHaveText('$48');
  for (const name of ['How it works', 'Offers', 'Live sessions', 'Videos', 'FAQ', 'What students say', 'Join the waitlist']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByText('Tuesday', { exact: true })).toBeVisible();
  // The weekly time is also offered as lessons to book, in the visitor's zone.
  await expect(page.getByRole('region', { name: 'Book a lesson' }).getByRole('button', { name: 'Book' }).first()).toBeVisible();
  // Nothing is loaded from YouTube or Vimeo until a visitor plays a video.
  await expect(page.locator('iframe')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Play Intro video of Tina Teacher' }).click();
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]')).toHaveCount(1);

  await page.getByRole('link', { name: 'Parley home' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in to continue' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/${url}`));
});

test('a guest who leaves logs in from the dialog and goes on', async ({ page, request }) => {
  const { url } = await teacherWithHomepageByApi(request);
  const student = await verifiedUserByApi(request);
  await openHomepage(page, url, 'Speak English with Tina');
  await page.getByRole('link', { name: 'Parley home' }).click();
  await page.getByRole('dialog', { name: 'Log in to continue' }).getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/login');
  await logIn(page, student.email, student.password);
  await expect(page).toHaveURL('/events');
});

test('a guest who picks a plan logs in first and comes back to the plans', async ({ page, request }) => {
  const { url } = await teacherWithHomepageByApi(request);
  const student = await verifiedUserByApi(request);
  await openHomepage(page, url, 'Speak English with Tina');
  await planCard(page, 'Premium').getByRole('button', { name: 'Try it Free' }).click();
  await expect(page).toHaveURL('/login');
  await logIn(page, student.email, student.password);
  await expect(page).toHaveURL(`/${url}#pricing`);
  await expect(page.getByRole('heading', { level: 2, name: 'Plans' })).toBeInViewport();
});

test('a guest joins the waitlist with an email and the teacher is told', async ({ page, request }) => {
  const { teacher, url } = await teacherWithHomepageByApi(request, { offers: FULL_HOMEPAGE.offers });
  await openHomepage(page, url, 'Speak English with Tina');
  await page.getByRole('region', { name: 'Offers' }).getByRole('button', { name: 'Ask about this' }).click();
  const form = page.getByRole('form', { name: 'Join the waitlist' });
  await expect(form.getByRole('textbox', { name: 'Message (optional)' })).toHaveValue('I am interested in: Mock job interview');
  await form.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(form.getByText('Email is required')).toBeVisible();
  await form.getByRole('textbox', { name: 'Email' }).fill('guest.waiting@example.com');
  await form.getByRole('textbox', { name: 'Your name' }).fill('Gia');
  await form.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByText('You are on the waitlist. We told the teacher.').first()).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(teacher.email)).map((m) => m.subject), { timeout: 10_000 })
    .toContain('Gia joined your waitlist');
});

test('an unknown teacher url is "Page not found"', async ({ page }) => {
  await page.goto('/no-teacher-has-this-url');
  await expectNotFound(page);
});
