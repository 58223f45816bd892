import type { APIRequestContext, Page } from '@playwright/test';
import { COMPANY_API, okJson, paidOrganisationByApi } from '../company/company-support.ts';
import { speakingChromium, timerSeconds } from '../recordings/recordings.ts';
import { bearer, memberByApi, type Member } from '../social/members.ts';
import { expect, test } from '../support/fixtures.ts';
import { learnerOn, sessionsByApi } from './interview.ts';

test.use({ launchOptions: speakingChromium() });

const question = (page: Page) => page.getByTestId('question-text');
const current = (page: Page) => page.getByRole('list', { name: /^Question \d of 6$/ });

/** The examiner read the question aloud: its audio element played (it may have ended already). */
async function expectSpoken(page: Page) {
  const played = () =>
    page.getByTestId('examiner-audio').evaluate((el) => {
      // Described here, as the e2e project compiles without the DOM types.
      const audio = el as unknown as { currentTime: number; ended: boolean };
      return audio.currentTime > 0 || audio.ended;
    });
  await expect.poll(played, { timeout: 15_000 }).toBe(true);
}

async function openWorkshop(page: Page, workshop: string) {
  await page.goto(`/workshop/${workshop}`);
  await page.getByRole('button', { name: 'Turn on microphone' }).click({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Start Now' })).toBeEnabled({ timeout: 15_000 });
}

/** "Next question" once the current one is on screen; answers the next question's text. */
async function next(page: Page, step: number) {
  await page.getByRole('button', { name: 'Next question' }).click();
  await expect(current(page)).toHaveAccessibleName(`Question ${step + 1} of 6`);
  await expect(
    page.getByRole('button', { name: 'Next question' }).or(page.getByRole('button', { name: 'Submit' })),
  ).toBeEnabled();
  return question(page).innerText();
}

async function submitAndOpenFeedback(page: Page) {
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your recording is being processed…' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'See my feedback' }).click();
  await expect(page).toHaveURL(/\/dashboard\/feedback\/\d+$/);
  return page.getByRole('region', { name: 'Practice report' });
}

test('a Pro learner runs a whole IELTS session: spoken questions, a follow-up at step 4, pause, submit, band ranges', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const learner = await learnerOn(page, request, 'Ian Ielts', 'pro');
  await openWorkshop(page, 'ielts');
  await expect(page.getByRole('slider', { name: 'Question style' })).toHaveValue('0.5');
  await page.getByRole('button', { name: 'Start Now' }).click();

  await expect(question(page)).toBeVisible({ timeout: 15_000 });
  await expect(current(page)).toHaveAccessibleName('Question 1 of 6');
  await expect(page.getByRole('listitem').filter({ hasText: 'Question 1, current' })).toHaveAttribute('aria-current', 'step');
  await expectSpoken(page);
  const asked = [await question(page).innerText()];
  for (let step = 1; step <= 5; step += 1) {
    await page.waitForTimeout(1500);
    asked.push(await next(page, step));
    await expectSpoken(page);
    if (step === 2) {
      // Pause and resume toggle the recording: the timer holds while paused.
      await page.getByRole('button', { name: 'Pause' }).click();
      await expect(page.getByTestId('session-status')).toHaveText('Paused');
      const pausedAt = await timerSeconds(page);
      await page.waitForTimeout(1200);
      expect(await timerSeconds(page)).toBe(pausedAt);
      await page.getByRole('button', { name: 'Resume' }).click();
      await expect(page.getByTestId('session-status')).toHaveText('Recording');
    }
    if (step === 3) await expect(page.getByTestId('question-follow-up')).toBeVisible();
  }
  expect(new Set(asked).size).toBe(6);

  const [session] = await sessionsByApi(request, learner);
  expect(session!.counter).toBe(5);
  expect(session!.questions[3]!.source).toBe('follow_up');

  const report = await submitAndOpenFeedback(page);
  await expect(report).toBeVisible({ timeout: 15_000 });
  const bands = report.getByRole('table', { name: 'Estimated IELTS bands' });
  await expect(bands).toBeVisible({ timeout: 100_000 });
  await expect(bands.getByTestId('band-range')).toHaveCount(4);
  for (const cell of await bands.getByTestId('band-range').all()) await expect(cell).toHaveText(/^\d(\.5)?(–\d(\.5)?)?$/);
  await expect(report.getByText('It is not an official IELTS score.', { exact: false })).toBeVisible();
});

/** A Team member whose organisation's administrator wrote a Technical-end Capability question of their own (ADR 0073). */
async function teamMember(request: APIRequestContext, member: Member) {
  const admin = bearer(await memberByApi(request, 'Ada Admin'));
  const code = await paidOrganisationByApi(request, admin);
  const question = { workshop: 'job-interview', type: 'Capability', question: TEAM_QUESTION, difficulty: 0 };
  await okJson(request.post(`${COMPANY_API}/questions`, { headers: admin, data: question }), 201);
  await okJson(request.post(`${COMPANY_API}/join/${code}`, { headers: bearer(member) }));
}
const TEAM_QUESTION = 'Walk us through how you would migrate our billing reports to the new ledger.';

test("a team member's job interview with the slider at Technical asks their organisation's question first, then Capability ones, and submits to the per-answer report", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const learner = await learnerOn(page, request, 'Jo Jobs', (member) => teamMember(request, member));
  await openWorkshop(page, 'job-interview');
  const slider = page.getByRole('slider', { name: 'Question style' });
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(slider).toHaveValue('0');
  await expect(slider).toHaveAttribute('aria-valuetext', '0 of 1, between Technical and Motivational');
  await page.getByRole('button', { name: 'Start Now' }).click();

  await expect(page.getByTestId('question-kind')).toHaveText('Capability', { timeout: 15_000 });
  await expect(question(page)).toHaveText(TEAM_QUESTION);
  await expectSpoken(page);
  for (let step = 1; step <= 5; step += 1) {
    await page.waitForTimeout(700);
    await next(page, step);
    if (step < 3) await expect(page.getByTestId('question-kind')).toHaveText('Capability');
  }
  const [session] = await sessionsByApi(request, learner);
  expect(session!.questions.slice(0, 3).map((q) => q.kind)).toEqual(['Capability', 'Capability', 'Capability']);
  expect(session!.questions[0]!.text).toBe(TEAM_QUESTION);

  const report = await submitAndOpenFeedback(page);
  await expect(report).toBeVisible({ timeout: 15_000 });
  // Once the recording is processed: each of the six answers measured, with the STAR parts heard or not.
  const answers = report.getByTestId('answer-report');
  await expect(answers).toHaveCount(6, { timeout: 100_000 });
  await expect(answers.first()).toContainText(session!.questions[0]!.text);
  await expect(answers.first()).toContainText(/\d+ words in \d+ s/);
  await expect(answers.first().getByRole('list').getByRole('listitem')).toHaveCount(4);
});
