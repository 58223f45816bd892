import { TEACHER } from '../support/app.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_MEDIA_ARGS } from '../support/chromium.ts';
import { docsScreenshot } from '../support/docs-screenshot.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { checkPagesAfter, enterLiveRoom, learnerByApi, liveEventByApi, type Participant } from '../live/live-room.ts';

test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS] } });
// Three fake-media browsers and two axe checks: about 4 minutes on a slow two-core machine.
test.describe.configure({ timeout: 420_000 });
test.afterEach(async ({ request: _request }, testInfo) => checkPagesAfter(testInfo));

const game = (who: Participant) => who.page.getByRole('region', { name: /^Geography game/ });
const status = (who: Participant) => game(who).getByRole('status').first();

test(
  'the host starts the geography game: the host describes a city only they see, one learner clicks the map, another moves the pin by keyboard, and the results come after every round',
  { tag: '@docs' },
  async ({ browser, request }) => {
    const { shortId } = await liveEventByApi(request);
    const host = await enterLiveRoom(browser, request, TEACHER, shortId);
    const clicker = await enterLiveRoom(browser, request, await learnerByApi(request, 'Cleo Clicker'), shortId);
    const keys = await enterLiveRoom(browser, request, await learnerByApi(request, 'Kai Keys'), shortId);
    const everyone = [host, clicker, keys];

    await host.page.getByRole('button', { name: 'Activity' }).click();
    await host.page.getByRole('menu').getByRole('menuitem', { name: 'Geography game', exact: true }).first().click();

    // The host describes first: they alone see the city; the others are told to listen and place a pin.
    const card = game(host).getByRole('region', { name: 'Your city' });
    await expect(card).toBeVisible({ timeout: 20_000 });
    const city = (await card.locator('p').first().textContent())!;
    await expect(status(host)).toHaveText(`Describe ${city} without saying its name or its country`);
    await docsScreenshot(game(host), 'geography-describer.png');
    for (const learner of [clicker, keys]) {
      await expect(status(learner)).toHaveText(/is describing a city/);
      await expect(game(learner).getByText(city, { exact: true })).toHaveCount(0);
    }

    // One learner clicks the map; the other moves the pin with the arrow keys.
    const clickerMap = game(clicker).getByRole('application', { name: 'World map' });
    const box = (await clickerMap.boundingBox())!;
    await clicker.page.mouse.click(box.x + box.width * 0.52, box.y + box.height * 0.3);
    await expect(game(clicker).getByText(/^Your pin: \d+\.\d° [NS], \d+\.\d° [EW]$/)).toBeVisible();
    await game(clicker).getByRole('button', { name: 'Place my pin' }).click();
    await expect(status(clicker)).toHaveText('Your pin is in. Wait for the others');

    const keysMap = game(keys).getByRole('application', { name: 'World map' });
    await keysMap.focus();
    await keys.page.keyboard.press('Shift+ArrowUp');
    await keys.page.keyboard.press('ArrowRight');
    await expect(game(keys).getByText('Your pin: 30.0° N, 2.0° E')).toBeVisible();
    await docsScreenshot(game(keys), 'geography-guesser.png');
    await expectAccessible(keys.page);
    await game(keys).getByRole('button', { name: 'Place my pin' }).click();

    // Everyone has placed a pin: the round is over for all, with the city, the table and the useful words.
    await Promise.all(everyone.map((who) => expect(status(who)).toHaveText(new RegExp(`^It was ${city}, `))));
    const table = game(clicker).getByRole('region', { name: 'This round' }).getByRole('row');
    await expect(table).toHaveCount(3);
    await expect(table.filter({ hasText: keys.name })).toContainText(/km/);
    await expect(game(keys).getByRole('region', { name: 'Useful words' }).getByRole('listitem').first()).toContainText(city);
    await expectAccessible(clicker.page);
    await docsScreenshot(game(clicker), 'geography-round.png');

    // The host moves on: each learner describes once (the host ends their guessing), then the results.
    for (const describer of [clicker, keys]) {
      await game(host).getByRole('button', { name: 'Next round' }).click();
      await expect(game(describer).getByRole('region', { name: 'Your city' })).toBeVisible();
      await expect(game(host).getByRole('region', { name: 'Your city' })).toHaveCount(0);
      await game(host).getByRole('button', { name: 'End the guessing' }).click();
      await expect(game(host).getByText('Nobody placed a pin this round')).toBeVisible();
    }
    await game(host).getByRole('button', { name: 'Next round' }).click();
    for (const who of everyone) {
      await expect(status(who)).toHaveText(/wins!$/);
      await expect(game(who).getByRole('heading', { name: 'Results' })).toBeVisible();
    }
    await expect(game(keys).getByRole('button', { name: 'Play again' })).toBeVisible();

    await host.page.getByRole('button', { name: 'Activity' }).click();
    await host.page.getByRole('menu').getByRole('menuitem', { name: 'Chat', exact: true }).first().click();
    for (const who of everyone) await expect(game(who)).toHaveCount(0);
  },
);
