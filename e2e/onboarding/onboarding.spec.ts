import type { APIRequestContext, Page } from '@playwright/test';
import { accessTokenByApi, AUTH_API, logInAt, MODULES_API, verifiedUserByApi } from '../support/app.ts';
import { expect, expectAccessible, test, type TestUser } from '../support/fixtures.ts';

const ENGLISH_FLUENT = [{ code: 'en', proficiency: 4 }];

/** An account that answered the required modal by API but has not seen the tour. */
async function afterRequiredModal(request: APIRequestContext, status: 'STUDENT' | 'TEACHER' = 'STUDENT') {
  const user = await verifiedUserByApi(request, { status, onboarded: false });
  const token = await accessTokenByApi(request, user);
  const headers = { authorization: `Bearer ${token}` };
  for (const moduleResult of [
    { id: 'TeacherStudentQuestionnaire', data: { status } },
    { id: 'LanguageQuestionnaire', data: { speaking: ENGLISH_FLUENT, learning: ENGLISH_FLUENT } },
  ]) {
    expect((await request.post(`${MODULES_API}/submit`, { headers, data: { moduleResult } })).status()).toBe(201);
  }
  return { user, headers };
}

async function results(request: APIRequestContext, headers: Record<string, string>, moduleId: string) {
  const res = await request.get(`${MODULES_API}/${moduleId}/results`, { headers });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: { data: unknown }[] }).items.map((item) => item.data);
}

const tourCard = (page: Page) => page.getByRole('dialog', { name: /./ }).filter({ hasText: 'Product tour' });

async function me(request: APIRequestContext, headers: Record<string, string>) {
  return (await (await request.get(`${AUTH_API}/me`, { headers })).json()) as {
    id: number;
    status: string;
    speaking: unknown;
    learning: unknown;
    completed_onboarding: boolean;
  };
}

test('a new student answers the required modal: Learn is pre-selected, English at level 4 both ways, and stays on the events', async ({
  page,
  request,
}) => {
  test.slow();
  const user = await verifiedUserByApi(request, { onboarded: false });
  await logInAt(page, user.email, user.password);

  const modal = page.getByRole('dialog', { name: 'Welcome to Parley' });
  await expect(modal).toBeVisible();
  await expectAccessible(page);
  // Required: Escape does not close it.
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('radio', { name: 'Learn' })).toBeChecked();
  await expect(modal.getByText('Step 1 of 2')).toBeVisible();
  await modal.getByRole('button', { name: 'Next' }).click();

  const speaking = modal.getByRole('group', { name: 'Languages I speak' });
  const learning = modal.getByRole('group', { name: 'Languages I am learning' });
  for (const group of [speaking, learning]) {
    await expect(group.getByRole('combobox', { name: 'Language' })).toHaveText('English');
    await expect(group.getByRole('combobox', { name: 'Level' })).toHaveText('Native or fluent');
  }
  // Learning a second language, at a beginner's level.
  await learning.getByRole('button', { name: 'Add a language' }).click();
  await learning.getByRole('combobox', { name: 'Language' }).nth(1).click();
  await page.getByRole('option', { name: 'Spanish' }).click();
  await expect(learning.getByRole('combobox', { name: 'Level' }).nth(1)).toHaveText('Beginner');
  await expectAccessible(page);

  await modal.getByRole('button', { name: 'Start using Parley' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL('/events');

  const headers = { authorization: `Bearer ${await accessTokenByApi(request, user)}` };
  expect(await me(request, headers)).toMatchObject({
    status: 'STUDENT',
    speaking: [{ code: 'en', proficiency: 4 }],
    learning: [
      { code: 'en', proficiency: 4 },
      { code: 'es', proficiency: 1 },
    ],
  });
  // The modal does not come back.
  await page.reload();
  await expect(tourCard(page)).toBeVisible();
  await expect(modal).toBeHidden();
});

test('a new teacher keeps Teach, is sent to the teacher landing and gets the 5-step tour', async ({ page, request }) => {
  const user = await verifiedUserByApi(request, { status: 'TEACHER', onboarded: false });
  await logInAt(page, user.email, user.password);
  // The landing forwards at once, so the visit is seen where the app pushes it onto the history.
  await page.evaluate(() => {
    const visits: string[] = [];
    const scope = globalThis as unknown as {
      visits: string[];
      history: { pushState: (data: unknown, unused: string, url?: string | URL | null) => void };
    };
    scope.visits = visits;
    const push = scope.history.pushState.bind(scope.history);
    scope.history.pushState = (data, unused, url) => {
      visits.push(String(url));
      push(data, unused, url);
    };
  });
  const visited = () => page.evaluate(() => (globalThis as { visits?: string[] }).visits ?? []);

  const modal = page.getByRole('dialog', { name: 'Welcome to Parley' });
  await expect(modal.getByRole('radio', { name: 'Teach' })).toBeChecked();
  await modal.getByRole('button', { name: 'Next' }).click();
  await modal.getByRole('button', { name: 'Start using Parley' }).click();
  await expect(modal).toBeHidden();
  await expect.poll(visited).toContain('/teacher');

  // The teacher landing sits in the dashboard frame, where the teacher's tour has five steps.
  await expect(page).toHaveURL('/teacher');
  await expect(tourCard(page)).toContainText('Step 1 of 5');
});

test('a student who picks Teach in the modal becomes a teacher', async ({ page, request }) => {
  const user = await verifiedUserByApi(request, { onboarded: false });
  await logInAt(page, user.email, user.password);
  const modal = page.getByRole('dialog', { name: 'Welcome to Parley' });
  await modal.getByRole('radio', { name: 'Teach' }).check();
  await modal.getByRole('button', { name: 'Next' }).click();
  await modal.getByRole('button', { name: 'Start using Parley' }).click();
  await expect(modal).toBeHidden();
  const headers = { authorization: `Bearer ${await accessTokenByApi(request, user)}` };
  expect((await me(request, headers)).status).toBe('TEACHER');
  await expect(tourCard(page)).toContainText('Step 1 of 5');
});

test("the student's tour: 6 steps with Back and Next, finishing records it, it does not come back; then the gift", async ({
  page,
  request,
}) => {
  test.slow();
  const { user, headers } = await afterRequiredModal(request);
  await logInAt(page, user.email, user.password);

  const tour = tourCard(page);
  await expect(tour).toContainText('Step 1 of 6');
  await expect(tour.getByRole('heading', { name: 'Home' })).toBeVisible();
  // No other dialog while the tour runs.
  await expect(page.getByRole('dialog', { name: "You've received a gift!" })).toBeHidden();
  await expectAccessible(page);

  const titles = ['Your dashboard', 'Your next session', 'Events', 'Your goals', 'Your account'];
  for (const [i, title] of titles.entries()) {
    await tour.getByRole('button', { name: 'Next' }).click();
    await expect(tour).toContainText(`Step ${i + 2} of 6`);
    await expect(tour.getByRole('heading', { name: title })).toBeVisible();
  }
  await tour.getByRole('button', { name: 'Back' }).click();
  await expect(tour).toContainText('Step 5 of 6');
  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour.getByRole('button', { name: 'Next' })).toBeHidden();
  await tour.getByRole('button', { name: 'Finish' }).click();
  await expect(tour).toBeHidden();

  await expect
    .poll(() => results(request, headers, 'OnboardingTourModule'))
    .toEqual([{ completed_all_steps: true, steps_seen: 6 }]);
  expect((await me(request, headers)).completed_onboarding).toBe(true);

  // After the tour comes the gift.
  const gift = page.getByRole('dialog', { name: "You've received a gift!" });
  await expect(gift).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(gift).toBeVisible();
  await expect(tour).toBeHidden();

  await gift.getByRole('button', { name: 'Open my feedback' }).click();
  await expect(page).toHaveURL('/dashboard/feedback');
  await expect(gift).toBeHidden();
  expect(await results(request, headers, 'GiftRecordingFeedbackModule')).toEqual([{ accepted: true }]);
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'English Events' })).toBeVisible();
  await expect(gift).toBeHidden();
  await expect(tour).toBeHidden();
});

test('skipping the tour records how many steps were seen', async ({ page, request }) => {
  const { user, headers } = await afterRequiredModal(request);
  await logInAt(page, user.email, user.password);
  const tour = tourCard(page);
  await tour.getByRole('button', { name: 'Next' }).click();
  await tour.getByRole('button', { name: 'Next' }).click();
  await tour.getByRole('button', { name: 'Skip tour' }).click();
  await expect(tour).toBeHidden();
  await expect
    .poll(() => results(request, headers, 'OnboardingTourModule'))
    .toEqual([{ completed_all_steps: false, steps_seen: 3 }]);
  // Later is for this visit only: the gift comes back after a reload.
  const gift = page.getByRole('dialog', { name: "You've received a gift!" });
  await gift.getByRole('button', { name: 'Later' }).click();
  await expect(gift).toBeHidden();
  await page.reload();
  await expect(gift).toBeVisible();
});

async function goalsCard(page: Page, user: TestUser) {
  await logInAt(page, user.email, user.password);
  const card = page.getByRole('region', { name: 'Your goals' });
  await expect(card).toBeVisible();
  return card;
}

test('the goals questionnaire end to end: five steps, occupation and interest rules, a failure keeps the answers', async ({
  page,
  request,
}) => {
  test.slow();
  const user = await verifiedUserByApi(request);
  const card = await goalsCard(page, user);
  await card.getByRole('button', { name: 'Tell us about your goals' }).click();

  const dialog = page.getByRole('dialog', { name: 'About your goals' });
  const progress = dialog.getByRole('progressbar', { name: 'Questionnaire progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect(progress).toHaveAttribute('aria-valuemax', '4');
  await expect(dialog.getByRole('heading', { name: "Let's get to know you" })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(progress).toHaveAttribute('aria-valuenow', '1');
  await dialog.getByRole('checkbox', { name: 'Travel' }).check();
  await dialog.getByRole('checkbox', { name: 'Pass an exam' }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(progress).toHaveAttribute('aria-valuenow', '2');
  const option = (name: string) => dialog.getByRole('button', { name, exact: true });
  const description = dialog.getByRole('textbox', { name: 'Tell us a bit more (optional)' });
  await option('Employee').click();
  await expect(option('Employee')).toHaveAttribute('aria-pressed', 'true');
  await description.fill('Nurse');
  // Another status clears the description…
  await option('Looking for work').click();
  await expect(option('Employee')).toHaveAttribute('aria-pressed', 'false');
  await expect(description).toHaveValue('');
  // …and the selected one, picked again, clears the status.
  await option('Looking for work').click();
  await expect(option('Looking for work')).toHaveAttribute('aria-pressed', 'false');
  await expect(description).toBeHidden();
  await option('Student').click();
  await description.fill('Medicine');
  await page.mouse.move(0, 0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(progress).toHaveAttribute('aria-valuenow', '3');
  const interest = dialog.getByRole('textbox', { name: 'Your interests' });
  for (const tag of ['music', 'Music', 'chess']) {
    await interest.fill(tag);
    await interest.press('Enter');
  }
  for (const tag of ['films', 'art', 'cooking']) {
    await interest.fill(tag);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  }
  const tags = dialog.getByRole('listitem');
  await expect(tags).toHaveText(['music', 'chess', 'films', 'art', '+1 more']);
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(progress).toHaveAttribute('aria-valuenow', '4');
  await dialog.getByRole('textbox', { name: 'Anything else about you?' }).fill('I want to study abroad.');

  // The first try fails: an error alert, and every answer is still there.
  await page.route(`**${MODULES_API}/submit`, (route) => route.fulfill({ status: 503, body: '' }), { times: 1 });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Your answers could not be saved. Please try again.');
  await expect(dialog.getByRole('textbox', { name: 'Anything else about you?' })).toHaveValue('I want to study abroad.');
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(tags).toHaveText(['music', 'chess', 'films', 'art', '+1 more']);
  await dialog.getByRole('button', { name: 'Next' }).click();

  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Thanks! Your goals are saved.' })).toBeVisible();
  await expect(card).toContainText('Thanks! Your goals help us suggest partners and events for you.');

  const headers = { authorization: `Bearer ${await accessTokenByApi(request, user)}` };
  const answered = {
    goal: ['travel', 'exam'],
    occupation: { status: 'student', description: 'Medicine' },
    interests: ['music', 'chess', 'films', 'art', 'cooking'],
    about_me: 'I want to study abroad.',
  };
  expect(await results(request, headers, 'GoalsQuestionnaireModule')).toEqual([answered]);
  const { id } = await me(request, headers);
  const goals = await request.get(`${AUTH_API}/user/${id}/goals`, { headers });
  expect(goals.status()).toBe(200);
  expect(await goals.json()).toMatchObject({ user_id: id, goals: answered });
});

test('a teacher has no goals card', async ({ page, request }) => {
  const user = await verifiedUserByApi(request, { status: 'TEACHER' });
  await logInAt(page, user.email, user.password);
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your goals' })).toBeHidden();
});
