import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { TEACHER } from '../support/app.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_MEDIA_ARGS } from '../support/chromium.ts';
import { docsScreenshot } from '../support/docs-screenshot.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { checkPagesAfter, enterLiveRoom, learnerByApi, liveEventByApi, type Participant } from '../live/live-room.ts';

test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS] } });
// Three fake-media browsers (one of them started again to speak), a spoken word and two axe checks.
test.describe.configure({ timeout: 420_000 });
test.afterEach(async ({ request: _request }, testInfo) => checkPagesAfter(testInfo));

/** The game's dictionary, the most common words first: the words a player would think of. */
const DICTIONARY = (
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../apps/server/src/modules/activities/wordbomb/dictionary.json'), 'utf8'),
  ) as { words: string[] }
).words;

const game = (who: Participant) => who.page.getByRole('region', { name: 'Word game' });
const status = (who: Participant) => game(who).getByRole('status').first();
/** The letters on the bomb, as the page shows them. */
const promptOf = async (who: Participant) =>
  (await game(who)
    .locator('p')
    .filter({ hasText: /^Letters to use:/ })
    .textContent())!
    .replace('Letters to use:', '')
    .trim()
    .toLowerCase();

/** Whose page says it is their turn, once one does. */
async function holder(players: Participant[]): Promise<Participant> {
  await expect(status(players[0]!)).toHaveText(/^(Your turn!|.+ has the bomb)/);
  for (const who of players) if ((await status(who).textContent())!.startsWith('Your turn!')) return who;
  throw new Error('nobody holds the bomb');
}

/** flite saying the word between pauses, for a microphone that says it over and over. */
function wordFile(word: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'parley-wordbomb-'));
  execFileSync('flite', ['-voice', 'slt', '-t', `${word}.`, '-o', path.join(dir, 'said.wav')]);
  const file = path.join(dir, 'word.wav');
  execFileSync('ffmpeg', ['-loglevel', 'error', '-i', path.join(dir, 'said.wav'), '-af', 'adelay=1500,apad=pad_dur=2', file]);
  return file;
}

test(
  'the host starts the word game: the bomb goes round on typed and spoken words, a wrong word is seen by all, explosions cost lives, and the last player standing wins',
  { tag: '@docs' },
  async ({ browser, request }) => {
    const { shortId } = await liveEventByApi(request);
    const host = await enterLiveRoom(browser, request, TEACHER, shortId);
    const typist = await enterLiveRoom(browser, request, await learnerByApi(request, 'Tina Typist'), shortId);
    const speakerAccount = await learnerByApi(request, 'Sam Speaker');
    let speaker = await enterLiveRoom(browser, request, speakerAccount, shortId);
    const players = () => [host, typist, speaker];
    const used = new Set<string>();
    /** A common word holding the letters that the game has not had. */
    const wordFor = (letters: string) => DICTIONARY.find((word) => word.includes(letters) && !used.has(word))!;

    await host.page.getByRole('button', { name: 'Activity' }).click();
    await host.page.getByRole('menu').getByRole('menuitem', { name: 'Word game', exact: true }).first().click();
    for (const who of players()) await expect(status(who)).toHaveText(/^(Your turn!|.+ has the bomb)/, { timeout: 20_000 });
    await expectAccessible(typist.page);

    // The first holder types a word without the letters: it stays with them, and the others see what was tried.
    let first = await holder(players());
    const letters = await promptOf(first);
    const without = DICTIONARY.find((word) => word.length > 3 && !word.includes(letters))!;
    const word = game(first).getByRole('textbox', { name: 'Your word' });
    await word.fill(without);
    await word.press('Enter');
    await expect(game(first).getByText(`“${without}” does not contain “${letters.toUpperCase()}”`)).toBeVisible();
    const watcher = players().find((who) => who !== first)!;
    await expect(game(watcher).getByText(new RegExp(`tried “${without}”: the letters are not in it`))).toBeVisible();
    await docsScreenshot(game(first), 'word-game-turn.png');

    // The bomb goes round on typed words until the speaker holds it.
    while (first !== speaker) {
      const right = wordFor(await promptOf(first));
      used.add(right);
      await game(first).getByRole('textbox', { name: 'Your word' }).fill(right);
      await game(first).getByRole('button', { name: 'Send' }).click();
      await expect(
        game(host)
          .getByRole('region', { name: 'Words so far' })
          .getByText(new RegExp(`^${right} ·`)),
      ).toBeVisible();
      first = await holder(players());
    }

    // The speaker's browser starts again with a microphone saying a word that holds the letters; they still hold the bomb.
    const spokenLetters = await promptOf(speaker);
    const candidates = DICTIONARY.filter((w) => w.includes(spokenLetters) && !used.has(w)).slice(0, 30);
    const spoken = [...candidates].sort((a, b) => b.length - a.length)[0]!;
    await speaker.page.context().close();
    const speaking = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS, `--use-file-for-fake-audio-capture=${wordFile(spoken)}`],
    });
    try {
      speaker = await enterLiveRoom(speaking, request, speakerAccount, shortId);
      await expect(status(speaker)).toHaveText(`Your turn! Say a word with “${spokenLetters.toUpperCase()}”`, {
        timeout: 20_000,
      });
      const say = game(speaker).getByRole('button', { name: 'Say it' });
      // The form's answer; once the word passes the bomb the form goes, and the last status is the game's.
      const answer = game(speaker).getByRole('status').last();
      // Pressed while the word is half said, the clip holds half a word: a person says it again, and so does the test.
      for (let attempt = 0; attempt < 5; attempt++) {
        await say.click();
        await expect(answer).not.toHaveText(/^(Listening|Checking)/, { timeout: 20_000 });
        if (!(await status(speaker).textContent())!.startsWith('Your turn!')) break;
      }
      await expect(status(speaker)).toHaveText(/has the bomb/);
      await expect(
        game(host)
          .getByRole('region', { name: 'Words so far' })
          .getByText(new RegExp(`· ${speaker.name} \\(said\\)$`)),
      ).toBeVisible();

      // From now on the host answers and the learners give up: each explosion costs a life, with a card of useful words.
      for (;;) {
        const now = await holder(players());
        const before = await status(host).textContent();
        if (now === host) {
          const right = wordFor(await promptOf(host));
          used.add(right);
          await game(host).getByRole('textbox', { name: 'Your word' }).fill(right);
          await game(host).getByRole('button', { name: 'Send' }).click();
        } else {
          await game(now)
            .getByRole('button', { name: /^Give up/ })
            .click();
          await expect(game(host).getByText(`The bomb exploded on ${now.name}`).last()).toBeVisible();
          await expect(
            game(host)
              .getByRole('heading', { name: /^Words with “/ })
              .last(),
          ).toBeVisible();
        }
        await expect(status(host)).not.toHaveText(before!);
        if ((await status(host).textContent())!.endsWith('wins!')) break;
      }
      for (const who of players()) {
        await expect(status(who)).toHaveText(`${host.name}${who === host ? ' (you)' : ''} wins!`);
        await expect(game(who).getByRole('heading', { name: 'Results' })).toBeVisible();
      }
      await expect(game(typist).getByRole('region', { name: 'Results' }).getByRole('listitem').first()).toContainText(host.name);
      await expectAccessible(speaker.page);
      await expect(game(typist).getByRole('button', { name: 'Play again' })).toBeVisible();
      await docsScreenshot(game(typist), 'word-game-results.png');
    } finally {
      await speaking.close();
    }
  },
);
