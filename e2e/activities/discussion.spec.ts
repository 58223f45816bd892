import { TEACHER, verifiedUserByApi } from '../support/app.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_MEDIA_ARGS } from '../support/chromium.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { checkPagesAfter, enterLiveRoom, liveEventByApi, type Participant } from '../live/live-room.ts';

test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS] } });
test.describe.configure({ timeout: 180_000 });
test.afterEach(async ({ request: _request }, testInfo) => checkPagesAfter(testInfo));

const topicCard = (who: Participant) => who.page.getByRole('region', { name: 'Discussion topic' });

async function chooseActivity(host: Participant, where: 'In this room' | 'In every room', activity: 'Chat' | 'Discussion') {
  await host.page.getByRole('button', { name: 'Activity' }).click();
  const menu = host.page.getByRole('menu');
  // The two groups list the same names; the group's heading comes before its items.
  const items = menu.getByRole('menuitem', { name: activity, exact: true });
  await items.nth(where === 'In this room' ? 0 : 1).click();
}

test('the host switches the room to a discussion and back; a topic drawn by a learner reaches everyone, and a learner who reloads lands in it', async ({
  browser,
  request,
}) => {
  const { shortId } = await liveEventByApi(request);
  // New, as a person who registers and follows a link to a live event: onboarding waits until they leave the room.
  const learner = await verifiedUserByApi(request, { full_name: 'Dana Discussion', onboarded: false });
  const host = await enterLiveRoom(browser, request, TEACHER, shortId);
  const student = await enterLiveRoom(browser, request, learner, shortId);
  // Only a host switches activities.
  await expect(student.page.getByRole('button', { name: 'Activity' })).toHaveCount(0);

  await chooseActivity(host, 'In this room', 'Discussion');
  for (const who of [host, student]) {
    await expect(topicCard(who)).toBeVisible();
    await expect(topicCard(who).getByText('No topic yet. Get one to start talking.')).toBeVisible();
  }

  await topicCard(student).getByRole('button', { name: 'Get a topic' }).click();
  const question = topicCard(student).getByRole('paragraph').first();
  await expect(question).toHaveText(/\?$/);
  const asked = await question.textContent();
  await expect(topicCard(host).getByText(asked!, { exact: true })).toBeVisible();
  await expect(topicCard(host).getByRole('list', { name: 'Useful phrases' }).getByRole('listitem').first()).toBeVisible();
  await expect(topicCard(host).getByText('1 topic in this room')).toBeVisible();
  await expectAccessible(host.page);

  // The host draws the next one: never the same topic twice in an event.
  await topicCard(host).getByRole('button', { name: 'Next topic' }).click();
  await expect(topicCard(student).getByText('2 topics in this room')).toBeVisible();
  await expect(topicCard(student).getByText(asked!, { exact: true })).toHaveCount(0);
  const second = await topicCard(host).getByRole('paragraph').first().textContent();

  // A reload is a late join: the snapshot brings the running discussion and its topic.
  await student.page.reload();
  await expect(topicCard(student).getByText(second!, { exact: true })).toBeVisible({ timeout: 20_000 });

  await chooseActivity(host, 'In every room', 'Chat');
  for (const who of [host, student]) await expect(topicCard(who)).toHaveCount(0);

  // Named the native speaker, the learner co-hosts: the activity switch is theirs too, until the host ends it.
  await host.page.getByRole('button', { name: `Options for ${student.name}` }).click();
  await host.page.getByRole('menuitem', { name: 'Make native speaker (co-host)' }).click();
  await expect(student.page.getByRole('button', { name: 'Activity' })).toBeVisible();
  await host.page.getByRole('button', { name: `Options for ${student.name}` }).click();
  await host.page.getByRole('menuitem', { name: 'Stop co-hosting' }).click();
  await expect(student.page.getByRole('button', { name: 'Activity' })).toHaveCount(0);

  // The host turns the room's chat off: the learner's composer says so.
  await host.page.getByRole('button', { name: 'Turn the chat off' }).click();
  await student.page.getByRole('button', { name: 'Chat', exact: true }).click();
  await expect(student.page.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  await host.page.getByRole('button', { name: 'Turn the chat on' }).click();
  await expect(student.page.getByRole('textbox', { name: 'Message' })).toBeEnabled();

  // The host moves the learner into a new room for a whiteboard: the learner's room changes view, the host's loses them.
  await host.page.getByRole('button', { name: `Options for ${student.name}` }).click();
  await host.page.getByRole('menuitem', { name: 'Move to another room' }).click();
  const move = host.page.getByRole('dialog', { name: `Move ${student.name} to…` });
  await expect(move.getByRole('radio', { name: 'A new room' })).toBeChecked();
  await move.getByRole('combobox', { name: 'Activity in the new room' }).click();
  await host.page.getByRole('option', { name: 'Whiteboard' }).click();
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(student.page.getByRole('region', { name: 'Shared whiteboard' })).toBeVisible();
  await expect(host.page.getByTestId(`tile-${student.id}`)).toHaveCount(0);

  await expect(student.page.getByRole('dialog')).toHaveCount(0);
  await student.page.getByRole('button', { name: 'Leave' }).click();
  await expect(student.page.getByRole('dialog', { name: 'Welcome to Parley' })).toBeVisible({ timeout: 20_000 });
});
