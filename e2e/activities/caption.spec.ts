import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { TEACHER } from '../support/app.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_MEDIA_ARGS } from '../support/chromium.ts';
import { docsScreenshot } from '../support/docs-screenshot.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { checkPagesAfter, enterLiveRoom, learnerByApi, liveEventByApi, type Participant } from '../live/live-room.ts';

test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS] } });
// Three fake-media browsers, one of them speaking its caption, and two axe checks.
test.describe.configure({ timeout: 420_000 });
test.afterEach(async ({ request: _request }, testInfo) => checkPagesAfter(testInfo));

const game = (who: Participant) => who.page.getByRole('region', { name: 'Caption this' });
const status = (who: Participant) => game(who).getByRole('status').first();

/** flite saying the caption between pauses, for a microphone that says it over and over. */
function sentenceFile(sentence: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'parley-caption-'));
  execFileSync('flite', ['-voice', 'slt', '-t', sentence, '-o', path.join(dir, 'said.wav')]);
  const file = path.join(dir, 'caption.wav');
  execFileSync('ffmpeg', ['-loglevel', 'error', '-i', path.join(dir, 'said.wav'), '-af', 'adelay=1500,apad=pad_dur=2', file]);
  return file;
}

async function send(who: Participant, caption: string) {
  await game(who).getByRole('textbox', { name: 'Your caption' }).fill(caption);
  await game(who).getByRole('button', { name: 'Send' }).click();
  await expect(status(who)).toHaveText(/^(Your caption is in|Vote for)/);
}

test(
  'the host starts Caption this: captions typed and said, votes for others, the round with its corrections, to the results',
  { tag: '@docs' },
  async ({ browser, request }) => {
    const { shortId } = await liveEventByApi(request);
    const host = await enterLiveRoom(browser, request, TEACHER, shortId);
    const typist = await enterLiveRoom(browser, request, await learnerByApi(request, 'Tina Typist'), shortId);
    const speaking = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        ...FAKE_MEDIA_ARGS,
        `--use-file-for-fake-audio-capture=${sentenceFile('The dog is driving the car.')}`,
      ],
    });
    try {
      const speaker = await enterLiveRoom(speaking, request, await learnerByApi(request, 'Sam Speaker'), shortId);
      const everyone = [host, typist, speaker];
      await host.page.getByRole('button', { name: 'Activity' }).click();
      await host.page.getByRole('menu').getByRole('menuitem', { name: 'Caption this', exact: true }).first().click();
      for (const who of everyone) {
        await expect(status(who)).toHaveText('Write or say a caption for the picture', { timeout: 20_000 });
        await expect(game(who).getByRole('img')).toHaveJSProperty('complete', true);
      }
      await expectAccessible(typist.page);
      await docsScreenshot(game(typist), 'caption-this-writing.png');

      await send(typist, 'He drive to the beach every day');
      await expect(game(host).getByRole('region', { name: 'Scores' })).toHaveCount(0);

      // The speaker says a caption: the words heard fill the field, to check and send.
      const field = game(speaker).getByRole('textbox', { name: 'Your caption' });
      // Pressed while the sentence is half said, the clip holds half of it: a person says it again, and so does the test.
      for (let attempt = 0; attempt < 5 && !/dog|driving/.test(await field.inputValue()); attempt++) {
        await game(speaker).getByRole('button', { name: 'Say it' }).click();
        // A whole sentence through the large-vocabulary decoder: 30 s was not enough on a slow machine (2026-11-29).
        await expect(game(speaker).getByRole('status').last()).toHaveText(/^(Check what we heard|We)/, { timeout: 90_000 });
      }
      await expect(field).toHaveValue(/dog|driving/);
      await game(speaker).getByRole('button', { name: 'Send' }).click();

      await send(host, 'Nobody told me it was a costume party');
      for (const who of everyone) await expect(status(who)).toHaveText('Vote for the caption you like best');

      // Everyone votes for a caption that is not theirs: the typist's wins.
      const voteFor = (who: Participant, caption: string) =>
        game(who)
          .getByRole('button', { name: `Vote: ${caption}` })
          .click();
      await expect(game(typist).getByRole('button', { name: 'Vote: He drive to the beach every day' })).toHaveCount(0);
      await voteFor(host, 'He drive to the beach every day');
      await voteFor(typist, 'Nobody told me it was a costume party');
      await voteFor(speaker, 'He drive to the beach every day');
      for (const who of everyone)
        await expect(status(who)).toHaveText(`Best caption: ${typist.name}${who === typist ? ' (you)' : ''}`);

      // The round's card: each caption with its author and votes, the correction, and words for the picture.
      const card = game(speaker).getByRole('region', { name: 'Round 1' });
      await expect(card.getByText(/^Better: “he drives to the beach every day”/)).toBeVisible();
      await expect(card.getByText(`${speaker.name} (you) · said · 0 votes`)).toBeVisible();
      await expect(game(speaker).getByRole('region', { name: 'Useful words' })).toBeVisible();
      await expectAccessible(speaker.page);
      await docsScreenshot(game(speaker), 'caption-this-round.png');

      // The host takes the game through its other rounds (nobody writes) to the results.
      for (let round = 2; round <= 3; round++) {
        await game(host).getByRole('button', { name: 'Next round' }).click();
        await expect(status(typist)).toHaveText('Write or say a caption for the picture');
        await game(host).getByRole('button', { name: 'Close the writing' }).click();
        await expect(game(typist).getByText('Nobody wrote a caption this round')).toBeVisible();
      }
      await game(host).getByRole('button', { name: 'Next round' }).click();
      for (const who of everyone) await expect(status(who)).toHaveText(/wins!$/);
      await expect(game(typist).getByRole('heading', { name: 'Results' })).toBeVisible();
      await expect(game(typist).getByRole('button', { name: 'Play again' })).toBeVisible();
    } finally {
      await speaking.close();
    }
  },
);
