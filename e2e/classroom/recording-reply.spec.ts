import { accessTokenByApi, logIn, logOut, toast, verifiedUserByApi } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';
import { signedInLearner, speakingChromium, timerSeconds } from '../recordings/recordings.ts';
import { CLASSROOM_API, dialog, taskByApi, taskCards } from './classroom.ts';

// A student answers a task by speaking; the teacher opens the reply's recording and its feedback. The sentence is the
// feedback spec's, which the job hears with confidence (ADR 0058).
test.use({ launchOptions: speakingChromium('My brother work at the market and he have a big family.') });
test.describe.configure({ timeout: 180_000 });

test('a student replies to a task with a recording; the teacher sees the reply and its feedback', async ({ page, request }) => {
  const teacher = await verifiedUserByApi(request, { status: 'TEACHER', full_name: 'Tina Teacher' });
  const teacherToken = await accessTokenByApi(request, teacher);
  const auth = { authorization: `Bearer ${teacherToken}` };
  const created = await request.post(CLASSROOM_API, { headers: auth, data: { name: 'Speaking club' } });
  const { code } = (await created.json()) as { code: string };
  await taskByApi(request, teacherToken, code, { questions: [{ rich_text: '<p>Tell me about your family.</p>' }] });

  const learner = await signedInLearner(page, request);
  const joined = await request.post(`${CLASSROOM_API}/join`, {
    headers: { authorization: `Bearer ${learner.token}` },
    data: { code },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  await page.goto(`/classroom/${code}`);
  await page.getByRole('button', { name: 'Reply with a recording' }).click();
  const recorder = dialog(page, 'Record your reply');
  await recorder.getByRole('button', { name: 'Turn on microphone' }).click();
  await expect(recorder.getByRole('button', { name: 'Record', exact: true })).toBeEnabled({ timeout: 15_000 });
  await recorder.getByRole('button', { name: 'Record', exact: true }).click();
  await expect.poll(() => timerSeconds(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(8);
  await recorder.getByRole('button', { name: 'Stop and send' }).click();
  await expect(toast(page, 'Reply sent')).toBeVisible({ timeout: 20_000 });

  // The teacher finds the reply under the task and opens the recording's feedback.
  await logOut(page);
  await logIn(page, teacher.email, teacher.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/classroom/${code}`);
  await taskCards(page).first().getByRole('button', { name: 'Replies (1)' }).click();
  await dialog(page, 'Replies to task 1')
    .getByRole('link', { name: /^Recording from .*: see the feedback$/ })
    .click();
  const transcript = page.getByRole('list', { name: 'Transcript' });
  await expect(transcript).toContainText(/family/i, { timeout: 90_000 });
  await expect(page.getByRole('list', { name: 'What to work on' })).toBeVisible();
});
