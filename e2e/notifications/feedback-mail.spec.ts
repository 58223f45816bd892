import { accessTokenByApi, toast, verifiedUserByApi } from '../support/app.ts';
import { expect, mailsTo, test } from '../support/fixtures.ts';
import { processedRecordingByApi } from '../recordings/recordings.ts';
import { logInToSection } from '../settings/settings-page.ts';

test.describe.configure({ timeout: 150_000 });

const FEEDBACK_READY = 'Your feedback is ready';
const feedbackMails = async (to: string) => (await mailsTo(to)).filter((m) => m.subject.includes(FEEDBACK_READY));

test('the "my feedback is ready" mail follows the setting: none while it is off, one once it is on again', async ({
  page,
  request,
}) => {
  const user = await verifiedUserByApi(request);
  const learner = { token: await accessTokenByApi(request, user) };
  const setting = () => page.getByRole('switch', { name: 'My feedback is ready' });
  const save = async () => {
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Your settings are saved')).toBeVisible();
  };

  await logInToSection(page, user, 'notification', 'Notifications');
  await expect(setting()).toBeChecked();
  await setting().uncheck();
  await save();
  await processedRecordingByApi(request, learner, 'I go to the market yesterday.');

  await setting().check();
  await save();
  await processedRecordingByApi(request, learner, 'She have a cold.');
  // Exactly one: the second recording's. A first mail arriving late would make two.
  await expect.poll(async () => (await feedbackMails(user.email)).length, { timeout: 30_000 }).toBe(1);
  await page.waitForTimeout(2000);
  expect(await feedbackMails(user.email)).toHaveLength(1);
});
