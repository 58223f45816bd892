import type { Page } from '@playwright/test';
import { memberByApi } from '../social/members.ts';
import { AUTH_API, logInAt, TEACHER, toast, verifiedUserByApi } from '../support/app.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

const AREAS = ['Events', 'My events', 'Practice', 'Feedback', 'Classroom', 'Community', 'Connections'];
/** On a phone the bar holds four areas and "More" opens the others (ADR 0040). */
const BAR_AREAS = AREAS.slice(0, 4);
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const area = (page: Page, name: string) => mainNav(page).getByRole('link', { name, exact: true });
const more = (page: Page) => mainNav(page).getByRole('button', { name: 'More' });

async function signedIn(page: Page, request: Parameters<typeof verifiedUserByApi>[0]) {
  const learner = await verifiedUserByApi(request);
  await logInAt(page, learner.email, learner.password);
}

test.describe('desktop, 1280 wide', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header leads between the areas, marks the current one and works from the keyboard; axe', async ({
    page,
    request,
  }) => {
    await signedIn(page, request);
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(mainNav(page).getByRole('link')).toHaveText(AREAS);
    await expect(area(page, 'Events')).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);

    await area(page, 'Feedback').click();
    await expect(page).toHaveURL('/dashboard/feedback');
    await expect(page.getByRole('heading', { level: 1, name: 'Speaking feedback' })).toBeVisible({ timeout: 15_000 });
    await expect(area(page, 'Feedback')).toHaveAttribute('aria-current', 'page');
    await expect(area(page, 'Events')).not.toHaveAttribute('aria-current');
    await expectAccessible(page);

    // From the logo, Tab walks the areas in order; Enter follows one.
    await page.getByRole('link', { name: 'Parley home' }).focus();
    for (const name of ['Events', 'My events']) {
      await page.keyboard.press('Tab');
      await expect(area(page, name)).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/dashboard/workshops');
    await expect(page.getByRole('heading', { level: 1, name: 'My events' })).toBeVisible();
    await expect(area(page, 'My events')).toHaveAttribute('aria-current', 'page');

    // The account things stay in the account menu.
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    for (const name of ['My Profile', 'Settings', 'Log out']) await expect(menu.getByRole('menuitem', { name })).toBeVisible();
    for (const name of ['Classroom', 'Community', 'Connections'])
      await expect(menu.getByRole('menuitem', { name })).toHaveCount(0);
  });
});

test('a teacher finds the recordings sent to them under "Reviews"', async ({ page }) => {
  await logInAt(page, TEACHER.email, TEACHER.password);
  await expect(mainNav(page).getByRole('link')).toHaveText([
    'Events',
    'My events',
    'Practice',
    'Reviews',
    'Classroom',
    'Community',
    'Connections',
  ]);
  await area(page, 'Reviews').click();
  await expect(page).toHaveURL('/dashboard/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Recordings to review' })).toBeVisible({ timeout: 15_000 });
  await expect(area(page, 'Reviews')).toHaveAttribute('aria-current', 'page');
});

test.describe('phone, 390 wide', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a bar at the bottom leads between the areas and marks the current one, above the footer; axe', async ({
    page,
    request,
  }) => {
    await signedIn(page, request);
    // One "Main" navigation: the bar, not the header.
    await expect(mainNav(page)).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('navigation')).toHaveCount(0);
    const bar = await mainNav(page).boundingBox();
    expect(bar!.y + bar!.height).toBeCloseTo(844, 0);
    await expect(mainNav(page).getByRole('link')).toHaveText(BAR_AREAS);
    await expect(area(page, 'Events')).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);

    await more(page).tap();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(AREAS.slice(4));
    await page.getByRole('menuitem', { name: 'Community' }).tap();
    await expect(page).toHaveURL('/dashboard/community');
    await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
    // The area inside "More" is the current one: "More" is marked in the bar, the area in its menu.
    await expect(more(page)).toHaveClass(/Mui-selected/);
    await more(page).tap();
    await expect(page.getByRole('menuitem', { name: 'Community' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);

    await area(page, 'Feedback').tap();
    await expect(page).toHaveURL('/dashboard/feedback');
    await expect(area(page, 'Feedback')).toHaveAttribute('aria-current', 'page');
    // The end of the page is not under the bar: the footer's links can be reached.
    await page.getByRole('link', { name: 'Terms of use' }).scrollIntoViewIfNeeded();
    await page.getByRole('link', { name: 'Terms of use' }).click({ trial: true });
  });

  test("a toast shows above the bar, not over it, and the profile's name titles the page", async ({ page, request }) => {
    const [viewer, target] = await Promise.all([memberByApi(request, 'Nora Nav'), memberByApi(request, 'Tess Toast')]);
    await logInAt(page, viewer.email, viewer.password);
    await page.goto(`/dashboard/community/${target.id}`);
    await expect(page).toHaveTitle('Tess Toast · Parley');
    await expect(more(page)).toHaveClass(/Mui-selected/);
    await page.route(`**${AUTH_API}/follow/${target.id}`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ detail: { error_message: 'The server had a problem', code: 'INTERNAL_ERROR' } }),
      }),
    );
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    const message = toast(page, 'The server had a problem');
    await expect(message).toBeVisible();
    // Measured once it has grown to its size.
    // (A string, as the e2e project compiles without the DOM types.)
    await message.evaluate('(el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished))');
    const shown = await message.boundingBox();
    const bar = await mainNav(page).boundingBox();
    expect(shown!.y + shown!.height).toBeLessThanOrEqual(bar!.y);
  });
});
