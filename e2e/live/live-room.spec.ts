import { TEACHER } from '../support/app.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_MEDIA_ARGS } from '../support/chromium.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { checkPagesAfter, enterLiveRoom, expectVideoFrom, learnerByApi, liveEventByApi, tileOf } from './live-room.ts';

// Fake camera and microphone for this file only; other specs keep the plain browser.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS] } });
test.describe.configure({ timeout: 240_000 });

test.afterEach(({ request: _request }, testInfo) => checkPagesAfter(testInfo));

test('two people see each other, a mute shows on the other side, chat arrives and translates, and the room passes axe', async ({
  browser,
  request,
}) => {
  const { shortId } = await liveEventByApi(request);
  const learner = await learnerByApi(request, 'Lena Learner');
  const host = await enterLiveRoom(browser, request, TEACHER, shortId);
  // A Spanish-speaking browser: the chat offers translations into Spanish.
  const student = await enterLiveRoom(browser, request, learner, shortId, { locale: 'es-ES' });

  await expect(tileOf(host, student)).toBeVisible({ timeout: 20_000 });
  await expect(tileOf(student, host)).toBeVisible({ timeout: 20_000 });
  await expectVideoFrom(host, [student]);
  await expectVideoFrom(student, [host]);

  await student.page.getByRole('button', { name: 'Turn microphone off' }).click();
  await expect(tileOf(host, student).getByTestId('mic-off')).toBeVisible();
  await expect(tileOf(student, host).getByTestId('mic-off')).toHaveCount(0);

  await student.page.getByRole('button', { name: 'Chat', exact: true }).click();
  await student.page.getByRole('textbox', { name: 'Message' }).fill('Hello from Lena <b>not bold</b>');
  await student.page.getByRole('button', { name: 'Send message' }).click();
  await expect(student.page.getByRole('img', { name: 'Sent' })).toBeVisible();
  await expect(host.page.getByRole('button', { name: 'Chat, new messages' })).toBeVisible();
  await host.page.getByRole('button', { name: 'Chat, new messages' }).click();
  const received = host.page.getByRole('list', { name: 'Messages' }).getByText('Hello from Lena <b>not bold</b>');
  await expect(received).toBeVisible();
  await expect(host.page.locator('li[data-direction="RECEIVED"] b')).toHaveCount(0);

  await host.page.getByRole('textbox', { name: 'Message' }).fill('See you in the next round');
  await host.page.getByRole('button', { name: 'Send message' }).click();
  const messages = student.page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText('See you in the next round', { exact: true })).toBeVisible();
  await student.page.getByRole('button', { name: `Translate the message from ${host.name}` }).click();
  await expect(messages.getByText('[es] See you in the next round')).toBeVisible();
  await expect(messages.getByText('Translated from English')).toBeVisible();
  // Translated, the button gives way; Lena's own message has nothing to translate.
  await expect(student.page.getByRole('button', { name: /^Translate the message/ })).toHaveCount(0);

  await expectAccessible(host.page);
});

test('three people see each other; one reports another from the menu; the host removes one, who cannot come back', async ({
  browser,
  request,
}) => {
  const { eventId } = await liveEventByApi(request);
  const [first, second] = await Promise.all([learnerByApi(request, 'Ana Arrow'), learnerByApi(request, 'Ben Bolt')]);
  const host = await enterLiveRoom(browser, request, TEACHER, eventId);
  const ana = await enterLiveRoom(browser, request, first, eventId);
  const ben = await enterLiveRoom(browser, request, second, eventId);

  await expectVideoFrom(host, [ana, ben]);
  await expectVideoFrom(ana, [host, ben]);
  await expectVideoFrom(ben, [host, ana]);

  // Anyone reports from the participant menu straight into the report form, and can take it back there.
  await ana.page.getByRole('button', { name: `Options for ${ben.name}` }).click();
  await ana.page.getByRole('menuitem', { name: 'Report' }).click();
  const report = ana.page.getByRole('dialog', { name: `Report ${ben.name}` });
  await report.getByRole('combobox', { name: 'Reason' }).click();
  await ana.page.getByRole('option', { name: 'Harassment' }).click();
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(ana.page.getByText('Thank you. Your report was sent.')).toBeVisible();
  await ana.page.getByRole('button', { name: `Options for ${ben.name}` }).click();
  await ana.page.getByRole('menuitem', { name: 'Unreport' }).click();
  await expect(ana.page.getByText('Your report was withdrawn.')).toBeVisible();

  await host.page.getByRole('button', { name: `Options for ${ben.name}` }).click();
  await host.page.getByRole('menuitem', { name: 'Remove from event' }).click();
  const dialog = host.page.getByRole('dialog', { name: `Remove ${ben.name}?` });
  await expect(dialog.getByRole('slider')).toHaveValue('60');
  await dialog.getByRole('checkbox', { name: 'Remove for good' }).check();
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();

  await expect(ben.page.getByRole('heading', { name: 'You were removed from this event' })).toBeVisible();
  await expect(tileOf(host, ben)).toHaveCount(0);
  await expect(tileOf(ana, ben)).toHaveCount(0);

  await ben.page.reload();
  await expect(ben.page.getByRole('heading', { name: 'You cannot join this event' })).toBeVisible({ timeout: 20_000 });
  await expect(ben.page.getByText('You were removed from this event by its host')).toBeVisible();
});
