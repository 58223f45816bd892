import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { toast } from '../support/app.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { processedRecordingByApi, recordingByApi, signedInLearner } from '../recordings/recordings.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_DEVICE_ARGS } from '../support/chromium.ts';

// The learner's recording says "very good" and "very tired", which the feedback answers with stronger words; the
// microphone says "journey", the word the learner adds from the dictionary and is asked to say in the quiz.
const SAID = 'the soup was very good and i was very tired after work. my brother have a big car.';

/**
 * flite's slt voice saying the word half a second in, then three seconds of quiet: the microphone opens for each answer
 * and the file plays from its start, so a clip of a few seconds holds the word once (kal, flite's default voice, is
 * heard less surely alone: shared/spoken-word.ts).
 */
function wordFile(word: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'parley-vocabulary-'));
  execFileSync('flite', ['-voice', 'slt', '-t', `${word}.`, '-o', path.join(dir, 'said.wav')]);
  const file = path.join(dir, 'word.wav');
  execFileSync('ffmpeg', ['-loglevel', 'error', '-i', path.join(dir, 'said.wav'), '-af', 'adelay=500,apad=pad_dur=3', file]);
  return file;
}
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...FAKE_DEVICE_ARGS, `--use-file-for-fake-audio-capture=${wordFile('journey')}`],
  },
});
test.describe.configure({ timeout: 150_000 });

const words = (page: Page) => page.getByRole('list', { name: 'Your words' });

test('a learner finds the words of their feedback, adds one from the dictionary and practises them, saying one aloud', async ({
  page,
  request,
}) => {
  const learner = await signedInLearner(page, request);
  await page.goto('/dashboard/vocabulary');
  await expect(page.getByRole('heading', { level: 1, name: 'Vocabulary' })).toBeVisible();
  await expect(page.getByText('No words yet')).toBeVisible();
  await expectAccessible(page);

  // The feedback's stronger words arrive with the sentence the learner said.
  const recordingId = await processedRecordingByApi(request, learner, SAID);
  await expect(async () => {
    await page.reload();
    await expect(words(page).getByRole('heading', { name: 'exhausted' })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  const exhausted = words(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'exhausted' }) });
  await expect(exhausted).toContainText('A stronger word');
  await expect(exhausted).toContainText(/You said: “.*very good and i was very tired/);
  await expect(exhausted.getByLabel('Level B1')).toBeVisible();
  await expectAccessible(page);

  // One is enough for today: deleted, after a question.
  await words(page).getByRole('button', { name: 'Delete “excellent”' }).click();
  await page.getByRole('dialog', { name: 'Delete this word?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Word deleted')).toBeVisible();
  await expect(words(page).getByRole('heading', { name: 'excellent' })).toBeHidden();

  // A word from the dictionary: its meanings to choose from, then added.
  await page.getByRole('button', { name: 'Add word' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add a word' });
  await add.getByRole('textbox', { name: 'Word' }).fill('journey');
  await add.getByRole('button', { name: 'Look up' }).click();
  const meanings = add.getByRole('radiogroup', { name: 'Choose a meaning' });
  await expect(meanings.getByRole('radio').first()).toBeChecked();
  await expect(add.getByRole('textbox', { name: 'Meaning' })).toHaveValue(/travel/);
  await expectAccessible(page);
  await add.getByRole('button', { name: 'Add to my words' }).click();
  await expect(toast(page, '“journey” was added to your words')).toBeVisible();
  await expect(words(page).getByRole('heading', { name: 'journey' })).toBeVisible();

  // The dashboard says what is due, and the command palette finds the words.
  await expect(page.getByRole('link', { name: 'Vocabulary quiz 2 due' })).toBeVisible();
  await page.getByRole('heading', { level: 1, name: 'Vocabulary' }).click();
  await page.keyboard.press('Control+k');
  await page.keyboard.type('exhaus');
  const palette = page.getByRole('dialog', { name: 'Search Parley' });
  await palette.getByRole('option', { name: /^exhausted/ }).click();
  await expect(page).toHaveURL('/dashboard/vocabulary?query=exhausted');
  await expect(page.getByText('1 word', { exact: true })).toBeVisible();

  // The quiz: the oldest word first, asked by its meaning; then "journey", said into the microphone.
  await page.getByRole('link', { name: 'Vocabulary quiz 2 due' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vocabulary quiz' })).toBeVisible();
  await expect(page.getByText('Question 1 of 2')).toBeVisible();
  const first = page.getByRole('region', { name: 'Which word has this meaning?' });
  await expect(first).toContainText('extremely tired');
  await first.getByRole('textbox', { name: 'Your answer' }).fill('exhausted');
  await first.getByRole('button', { name: 'Check' }).click();
  await expect(first.getByRole('status')).toContainText('Right!');
  await expectAccessible(page);
  await first.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Question 2 of 2')).toBeVisible();
  const second = page.getByRole('region', { name: 'Say the word' });
  await expect(second).toContainText('journey');
  await second.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(second.getByText('Recording… say the word, then stop.')).toBeVisible();
  await page.waitForTimeout(2500);
  await second.getByRole('button', { name: 'Stop and check' }).click();
  await expect(second.getByRole('status')).toContainText('Right! Well said!', { timeout: 30_000 });
  await expect(second).toContainText('We heard: “journey”');
  await expect(second).toContainText(/Pronunciation score: \d+ of 100/);
  await expectAccessible(page);
  await second.getByRole('button', { name: 'See results' }).click();

  await expect(page.getByRole('region', { name: 'Session complete' })).toContainText('You knew 2 of 2 words.');
  await expect(page.getByRole('link', { name: 'Vocabulary quiz', exact: true })).toBeVisible();
  await expectAccessible(page);

  // Their progress charts the recording: its words per minute, as its feedback measured them, among the figures.
  const { feedback } = await recordingByApi(request, learner, recordingId);
  await page.getByRole('link', { name: 'Your progress' }).click();
  const totals = page.getByRole('region', { name: 'In all' });
  await expect(totals.getByRole('definition').nth(2)).toHaveText('1');
  const fluency = page.getByRole('figure', { name: 'Fluency' });
  await fluency.getByText('Show the numbers').click();
  await expect(fluency.getByRole('table', { name: 'Fluency' }).getByRole('row').nth(1)).toContainText(
    String(feedback.fluency!.words_per_minute),
  );
  for (const chart of ['The last 12 weeks', 'Grammar', 'Pronunciation'])
    await expect(page.getByRole('figure', { name: chart })).toBeVisible();
  await expectAccessible(page);
});
