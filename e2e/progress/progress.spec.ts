import { CLASSROOM_API } from '../classroom/classroom.ts';
import { accessTokenByApi, logIn, logInAt, logOut, verifiedUserByApi } from '../support/app.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

// The page with data (a recording's fluency, grammar and pronunciation) is checked after the vocabulary journey's
// recording (e2e/vocabulary), which already waits for a feedback job: this spec needs no speech.
test('a learner opens their progress before recording; their teacher picks them among their students', async ({
  page,
  request,
}) => {
  const teacher = await verifiedUserByApi(request, { status: 'TEACHER', full_name: 'Tina Teacher' });
  const student = await verifiedUserByApi(request, { full_name: 'Sam Student' });
  const created = await request.post(CLASSROOM_API, {
    headers: { authorization: `Bearer ${await accessTokenByApi(request, teacher)}` },
    data: { name: 'Evening B1' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { code } = (await created.json()) as { code: string };
  const joined = await request.post(`${CLASSROOM_API}/join`, {
    headers: { authorization: `Bearer ${await accessTokenByApi(request, student)}` },
    data: { code },
  });
  expect(joined.status(), await joined.text()).toBe(200);

  await logInAt(page, student.email, student.password);
  await page.getByRole('link', { name: 'Your progress' }).click();
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Your progress' })).toBeVisible();
  const totals = page.getByRole('region', { name: 'In all' });
  await expect(totals.getByText('Recordings', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').getByText('No recordings yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Record yourself' })).toBeVisible();
  // The weeks' chart is drawn even when empty; its numbers are there for readers as a table.
  const weeks = page.getByRole('figure', { name: 'The last 12 weeks' });
  await expect(weeks).toBeVisible();
  await weeks.getByText('Show the numbers').click();
  await expect(weeks.getByRole('table', { name: 'The last 12 weeks' }).getByRole('row')).toHaveCount(13);
  await expectAccessible(page);

  // Logging in again returns to the page left: the teacher's own progress, with the choice of student.
  await logOut(page);
  await logIn(page, teacher.email, teacher.password);
  await expect(page).toHaveURL('/home');
  await page.getByRole('combobox', { name: 'Whose progress' }).click();
  await page.getByRole('option', { name: 'Sam Student' }).click();
  await expect(page).toHaveURL(/\/home\?student=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: "Sam Student's progress" })).toBeVisible();
  await expect(page.getByRole('status').getByText('No recordings yet')).toBeVisible();
  // Only a learner's own page offers to record.
  await expect(page.getByRole('link', { name: 'Record yourself' })).toHaveCount(0);
  await expectAccessible(page);
});
