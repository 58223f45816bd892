import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { learnerOn } from './interview.ts';

test('a free learner opening a workshop sees which plans include it, and Compare plans leads to the pricing', async ({
  page,
  request,
}) => {
  await learnerOn(page, request, 'Fran Free');
  await page.goto('/workshop/ielts');
  const dialog = page.getByRole('dialog', { name: 'Interview practice is in Pro and Team' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('row')).toHaveText([
    /Plan/,
    /Free.*Not included/,
    /Basic.*Not included/,
    /Pro.*Included/,
    /Team.*Included/,
  ]);
  await expect(page.getByRole('button', { name: 'Start Now' })).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Compare plans' }).click();
  await expect(page).toHaveURL('/pricing');

  // From the practice page, Start opens the same plans instead of the workshop.
  await page.goto('/dashboard/interview-ai');
  await page.getByRole('button', { name: 'Start Job interview' }).click();
  await expect(page.getByRole('dialog', { name: 'Interview practice is in Pro and Team' })).toBeVisible();
  await expect(page).toHaveURL('/dashboard/interview-ai');
});

test('a workshop that does not exist is Page not found', async ({ page, request }) => {
  await learnerOn(page, request, 'Nat Nonsense');
  await page.goto('/workshop/nonsense');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible({ timeout: 15_000 });
});

test('a Pro learner finds Practice in the navigation: the two workshops and no sessions yet; axe', async ({ page, request }) => {
  await learnerOn(page, request, 'Pia Pro', 'pro');
  await page.goto('/events');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Practice' }).click();
  await expect(page).toHaveURL('/dashboard/interview-ai');
  await expect(page.getByRole('heading', { level: 1, name: 'Interview practice' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Job interview' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'IELTS speaking' })).toBeVisible();
  await expect(page.getByText('You have no practice sessions yet')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Start IELTS speaking' }).click();
  await expect(page).toHaveURL('/workshop/ielts');
  await expect(page.getByRole('button', { name: 'Start Now' })).toBeDisabled();
});
