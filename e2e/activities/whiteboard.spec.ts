import { TEACHER } from '../support/app.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_MEDIA_ARGS } from '../support/chromium.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkPagesAfter, enterLiveRoom, learnerByApi, liveEventByApi, type Participant } from '../live/live-room.ts';
import { boardInk as ink } from '../support/board-ink.ts';

test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS] } });
test.describe.configure({ timeout: 180_000 });
test.afterEach(async ({ request: _request }, testInfo) => checkPagesAfter(testInfo));

const board = (who: Participant) => who.page.getByRole('region', { name: 'Shared whiteboard' });

/** Picks a tool by its shortcut and drags a shape across the board. */
async function drawShape(who: Participant, tool: 'r' | 'o', at: { x: number; y: number }) {
  const canvas = who.page.locator('canvas.excalidraw__canvas.interactive');
  const box = (await canvas.boundingBox())!;
  await canvas.click({ position: { x: 5, y: 5 } });
  await who.page.keyboard.press(tool);
  await who.page.mouse.move(box.x + at.x, box.y + at.y);
  await who.page.mouse.down();
  await who.page.mouse.move(box.x + at.x + 60, box.y + at.y + 40, { steps: 8 });
  await who.page.mouse.move(box.x + at.x + 120, box.y + at.y + 80, { steps: 8 });
  await who.page.mouse.up();
}

test('the host opens a whiteboard: a learner watches it drawn, draws once allowed, finds it again after a reload, the host saves it as a picture and the learner keeps a copy', async ({
  browser,
  request,
}) => {
  const { shortId } = await liveEventByApi(request);
  const learner = await learnerByApi(request, 'Wendy Whiteboard');
  const host = await enterLiveRoom(browser, request, TEACHER, shortId);
  const student = await enterLiveRoom(browser, request, learner, shortId);

  await host.page.getByRole('button', { name: 'Activity' }).click();
  await host.page.getByRole('menuitem', { name: 'Whiteboard', exact: true }).first().click();
  for (const who of [host, student])
    await expect(who.page.locator('canvas.excalidraw__canvas.static')).toBeVisible({ timeout: 30_000 });
  await expect(board(student).getByText('You are watching. Ask the host to let you draw.')).toBeVisible();
  await expect(board(host).getByText('You can draw on the board.')).toBeVisible();

  const blank = await ink(student.page);
  await drawShape(host, 'r', { x: 360, y: 200 });
  await expect.poll(() => ink(student.page), { timeout: 15_000 }).toBeGreaterThan(blank);
  const afterHost = await ink(student.page);

  await board(host).getByRole('button', { name: 'Who draws' }).click();
  await host.page.getByRole('menuitemcheckbox', { name: student.name }).click();
  await host.page.keyboard.press('Escape');
  await expect(board(student).getByText('You can draw on the board.')).toBeVisible();
  const hostBefore = await ink(host.page);
  await drawShape(student, 'o', { x: 560, y: 260 });
  await expect.poll(() => ink(host.page), { timeout: 15_000 }).toBeGreaterThan(hostBefore);

  // A reload is a late join: the board comes back with both shapes.
  await student.page.reload();
  await expect(student.page.locator('canvas.excalidraw__canvas.static')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => ink(student.page), { timeout: 15_000 }).toBeGreaterThan(afterHost);

  const download = host.page.waitForEvent('download');
  await board(host).getByRole('button', { name: 'Save as PNG' }).click();
  expect((await download).suggestedFilename()).toBe('parley-whiteboard.png');

  // The learner keeps a copy among their own live boards (ADR 0065).
  await board(student).getByRole('button', { name: 'Save to my boards' }).click();
  await expect(student.page.getByRole('alert').filter({ hasText: 'Saved to your live boards as' })).toBeVisible();
});
