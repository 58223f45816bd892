import { RECORD_API } from '../recordings/recordings.ts';
import { bearer, followByApi, memberByApi } from '../social/members.ts';
import { logInAt } from '../support/app.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

// No speech here: a recording only created (its feedback not ready) is enough for a row of the list; the figures of a
// processed one are the API's tests' (apps/server/src/modules/recordings/recordings.test.ts).
test('a learner finds their summaries and their bubble from the workspace column', async ({ page, request }) => {
  const learner = await memberByApi(request, 'Lena Learner');
  const friend = await memberByApi(request, 'Fred Friend');
  await followByApi(request, learner, friend);

  await logInAt(page, learner.email, learner.password);
  await page.getByRole('link', { name: 'Summaries' }).click();
  await expect(page).toHaveURL('/dashboard/summary');
  await expect(page.getByRole('heading', { level: 1, name: 'Your summaries' })).toBeVisible();
  await expect(page.getByRole('status').getByText('No summaries yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Record yourself' })).toBeVisible();
  await expectAccessible(page);

  const created = await request.post(`${RECORD_API}/create`, {
    headers: bearer(learner),
    data: { sample_rate: 48000, channels: 1, chunk_size: 5, sample_width: 2 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await page.reload();
  await expect(page.getByRole('status').getByText('1 recording')).toBeVisible();
  const row = page.getByRole('list', { name: 'Your recording summaries' }).getByRole('link');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Feedback not ready yet');
  await expect(row).toHaveAttribute('href', `/dashboard/summary/${id}`);

  await page.getByRole('link', { name: 'Your bubble' }).click();
  await expect(page).toHaveURL('/bubble');
  await expect(page.getByRole('heading', { level: 1, name: 'Your bubble' })).toBeVisible();
  await expect(page.getByText('You have not met anyone in a live session yet.')).toBeVisible();
  const following = page.getByRole('region', { name: 'People you follow' });
  await expect(following.getByRole('button', { name: /Fred Friend/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Suggested partners' })).toBeVisible();
  await expectAccessible(page);
});
