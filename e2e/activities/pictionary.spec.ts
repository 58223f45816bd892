import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { TEACHER } from '../support/app.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_MEDIA_ARGS } from '../support/chromium.ts';
import { docsScreenshot } from '../support/docs-screenshot.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { checkPagesAfter, enterLiveRoom, learnerByApi, liveEventByApi, type Participant } from '../live/live-room.ts';

test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS] } });
// Three fake-media browsers, a spoken guess and two axe checks: over 4 minutes on a slow two-core machine.
test.describe.configure({ timeout: 420_000 });
test.afterEach(async ({ request: _request }, testInfo) => checkPagesAfter(testInfo));

const game = (who: Participant) => who.page.getByRole('region', { name: /^Pictionary/ });
const status = (who: Participant) => game(who).getByRole('status').first();

/** Pixels of the game's canvas that are not white: the drawing as this page renders it. */
function ink(page: Page): Promise<number> {
  return page.evaluate(`(() => {
    const canvas = document.querySelector('section canvas[role="img"]');
    if (!canvas || !canvas.width) return -1;
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    let count = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] < 200 || data[i + 1] < 200 || data[i + 2] < 200) count++;
    return count;
  })()`);
}

/** The host switches their room to an activity. */
async function switchTo(host: Participant, activity: 'Chat' | 'Discussion' | 'Whiteboard' | 'Pictionary') {
  await host.page.getByRole('button', { name: 'Activity' }).click();
  await host.page.getByRole('menu').getByRole('menuitem', { name: activity, exact: true }).first().click();
}

/** The drawer drags a zigzag across the canvas. */
async function draw(who: Participant) {
  const canvas = game(who).getByRole('img', { name: /^Your drawing/ });
  const box = (await canvas.boundingBox())!;
  await who.page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
  await who.page.mouse.down();
  for (const [x, y] of [
    [0.4, 0.6],
    [0.6, 0.3],
    [0.8, 0.6],
  ] as const)
    await who.page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 10 });
  await who.page.mouse.up();
}

/** flite saying the word between pauses, for a microphone that says it over and over. */
function wordFile(word: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'parley-pictionary-'));
  execFileSync('flite', ['-voice', 'slt', '-t', `${word}.`, '-o', path.join(dir, 'said.wav')]);
  const file = path.join(dir, 'word.wav');
  execFileSync('ffmpeg', ['-loglevel', 'error', '-i', path.join(dir, 'said.wav'), '-af', 'adelay=1500,apad=pad_dur=2', file]);
  return file;
}

test(
  'the host takes the room through the activities to a game of Pictionary: the host draws a word they chose, a learner types a guess, a latecomer says it, and the results come after every turn',
  { tag: '@docs' },
  async ({ browser, request }) => {
    const { shortId } = await liveEventByApi(request);
    const host = await enterLiveRoom(browser, request, TEACHER, shortId);
    const typist = await enterLiveRoom(browser, request, await learnerByApi(request, 'Tina Typist'), shortId);

    // The host takes the room through every activity, and the learner's page follows each switch without a reload.
    const views = { Discussion: 'Discussion topic', Whiteboard: 'Shared whiteboard', Pictionary: /^Pictionary/ } as const;
    for (const activity of ['Discussion', 'Whiteboard', 'Pictionary'] as const) {
      await switchTo(host, activity);
      await expect(typist.page.getByRole('region', { name: views[activity] })).toBeVisible({ timeout: 20_000 });
    }
    await expect(status(typist)).toHaveText(/is choosing a word…$/);

    // The host chooses the longest of the words offered (long words are the ones heard best when said).
    const choices = game(host).getByRole('group', { name: 'Choose a word to draw' }).getByRole('button');
    await expect(choices).toHaveCount(3);
    const word = (await choices.allTextContents()).sort((a, b) => b.length - a.length)[0]!;
    await choices.filter({ hasText: new RegExp(`^${word}$`) }).click();
    await expect(status(host)).toHaveText(`Draw “${word}”`);
    await expect(
      game(typist).getByText(`${word[0]} ${'_ '.repeat(word.length - 1).trim()} · ${word.length} letters`, { exact: false }),
    ).toHaveCount(1);

    const blank = await ink(typist.page);
    await draw(host);
    await expect.poll(() => ink(typist.page), { timeout: 15_000 }).toBeGreaterThan(blank);
    const drawn = await ink(typist.page);

    // A wrong guess is the room's to see; the right one is the guesser's alone.
    const guess = game(typist).getByRole('textbox', { name: 'Your guess' });
    await guess.fill('teapot');
    await guess.press('Enter');
    await expect(game(typist).getByText('Not “teapot”. Keep guessing')).toBeVisible();
    await expect(game(host).getByRole('listitem').filter({ hasText: 'teapot' })).toBeVisible();
    await docsScreenshot(game(typist), 'pictionary-guesser.png');

    // A latecomer whose microphone says the word: the drawing so far is there, and they guess by speaking.
    const speaking = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS, `--use-file-for-fake-audio-capture=${wordFile(word)}`],
    });
    try {
      const speaker = await enterLiveRoom(speaking, request, await learnerByApi(request, 'Sam Speaker'), shortId);
      await expect(status(speaker)).toHaveText(/is drawing$/);
      await expect.poll(() => ink(speaker.page), { timeout: 15_000 }).toBeGreaterThanOrEqual(drawn);
      const say = game(speaker).getByRole('button', { name: 'Say it' });
      // The guess form's answer, and once the word is guessed (the form goes) the game's status.
      const answer = game(speaker).getByRole('status').last();
      // Pressed while the word is half said, the clip holds half a word: a person says it again, and so does the test.
      for (let attempt = 0; attempt < 5; attempt++) {
        await say.click();
        await expect(answer).toHaveText(/^(Not “|We didn't|You got it!)/, { timeout: 20_000 });
        if ((await answer.textContent())!.startsWith('You got it!')) break;
      }
      await expect(status(speaker)).toHaveText('You got it! Wait for the others');
      await expect(
        game(host).getByRole('region', { name: 'Scores' }).getByRole('listitem').filter({ hasText: speaker.name }),
      ).toContainText('Guessed it');
      await expectAccessible(speaker.page);

      await guess.fill(word.toUpperCase());
      await game(typist).getByRole('button', { name: 'Guess', exact: true }).click();
      // Everyone guessed: the round is over and the word is shown to all.
      for (const who of [host, typist, speaker]) await expect(status(who)).toHaveText(`The word was “${word}”`);

      // The host moves the game on through the others' turns (each chooses, or is skipped) to the results.
      for (let turn = 0; turn < 2; turn++) {
        await game(host).getByRole('button', { name: 'Next round' }).click();
        await expect(status(host)).toHaveText(/is choosing a word…$/);
        await game(host).getByRole('button', { name: 'Skip this turn' }).click();
        await expect(status(host)).toHaveText('The turn was skipped');
      }
      await game(host).getByRole('button', { name: 'Next round' }).click();
      for (const who of [host, typist, speaker]) {
        await expect(status(who)).toHaveText(/wins!$/);
        await expect(game(who).getByRole('heading', { name: 'Results' })).toBeVisible();
      }
      await expectAccessible(speaker.page);
      await expect(game(typist).getByRole('button', { name: 'Play again' })).toBeVisible();

      await switchTo(host, 'Chat');
      for (const who of [host, typist, speaker]) await expect(game(who)).toHaveCount(0);
    } finally {
      await speaking.close();
    }
  },
);
