import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_DEVICE_ARGS } from '../support/chromium.ts';
import { expect, test } from '../support/fixtures.ts';
import { learnerOn, sessionsByApi } from './interview.ts';

/**
 * One answer and then a pause, for Chromium to loop as its microphone: about 4 s of flite speaking, then 5 s of
 * silence, longer than any level's patience (3 s at level 1), so every loop is an answer that ends.
 */
function answerThenSilence(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'parley-hands-free-'));
  const speech = path.join(dir, 'speech.wav');
  const file = path.join(dir, 'answer.wav');
  execFileSync('flite', ['-t', 'In my last job I planned the work of a small team, and we finished on time.', '-o', speech]);
  execFileSync('ffmpeg', ['-loglevel', 'error', '-i', speech, '-af', 'apad=pad_dur=5', '-c:a', 'pcm_s16le', file]);
  return file;
}

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...FAKE_DEVICE_ARGS, `--use-file-for-fake-audio-capture=${answerThenSilence()}`],
  },
});

const current = (page: Page) => page.getByRole('list', { name: /^Question \d of 6$/ });

test('hands-free: the examiner asks the next question when the learner has finished, without Next question', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const learner = await learnerOn(page, request, 'Hana Handsfree', 'pro');
  await page.goto('/workshop/job-interview');
  await page.getByRole('button', { name: 'Turn on microphone' }).click({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Start Now' })).toBeEnabled({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Start Now' }).click();
  await expect(current(page)).toHaveAccessibleName('Question 1 of 6', { timeout: 15_000 });

  const handsFree = page.getByRole('switch', { name: 'Hands-free' });
  await expect(handsFree).not.toBeChecked();
  await handsFree.check();
  const status = page.getByTestId('hands-free-status');
  await expect(status).toHaveText(/^(Listening…|You are speaking)$/, { timeout: 15_000 });

  // No click from here: each loop of the microphone's file is an answer, and its silence ends it.
  await expect(current(page)).toHaveAccessibleName('Question 2 of 6', { timeout: 25_000 });
  await expect(current(page)).toHaveAccessibleName('Question 3 of 6', { timeout: 30_000 });
  const [session] = await sessionsByApi(request, learner);
  expect(session!.counter).toBeGreaterThanOrEqual(2);
  // Each question asked later in the recording than the one before: the answers between them were heard.
  const asked = session!.questions.map((q) => q.at_seconds);
  expect(asked[1]).toBeGreaterThan(asked[0]!);
  expect(asked[2]).toBeGreaterThan(asked[1]!);
});
