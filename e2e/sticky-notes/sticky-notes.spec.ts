import type { Page } from '@playwright/test';
import { accessTokenByApi, expectNotFound, logIn, logInAt, logOut, toast, verifiedUserByApi } from '../support/app.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

// A learner keeps sticky notes that save as they are typed and stay in the order they were dragged into; a teacher
// pins a note to their classroom, and a student of that classroom reads it.

const note = (page: Page, n: number) => page.getByRole('textbox', { name: `Sticky note ${n}`, exact: true });
const handle = (page: Page, n: number) => page.getByRole('button', { name: `Move note ${n}` });
const saved = (page: Page) => page.waitForResponse((res) => res.url().endsWith('/sticky_notes/order') && res.ok());

async function addNote(page: Page, n: number, text: string) {
  await page.getByRole('button', { name: 'Add a note' }).click();
  await expect(note(page, n)).toBeFocused();
  await page.keyboard.type(text);
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveCount(n);
}

test('a learner writes sticky notes and arranges them by keyboard and by dragging; the order stays after a reload', async ({
  page,
}) => {
  const learner = await verifiedUserByApi(page.request, { full_name: 'Stella Sticky' });
  await logInAt(page, learner.email, learner.password);
  await page.goto('/dashboard/sticky-notes');
  await expect(page.getByRole('heading', { level: 1, name: 'Sticky notes' })).toBeVisible();
  await expect(page.getByText('You have no sticky notes yet')).toBeVisible();
  await expectAccessible(page);

  await addNote(page, 1, 'apple');
  await addNote(page, 2, 'banana');
  await addNote(page, 3, 'cherry');
  await page.getByRole('combobox', { name: 'Colour of note 2' }).click();
  await page.getByRole('option', { name: 'Blue' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveCount(3);
  await expectAccessible(page);

  // By keyboard: cherry moves to the front.
  await handle(page, 3).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  let save = saved(page);
  await page.keyboard.press('Space');
  await save;
  await expect(page.getByRole('status').filter({ hasText: 'Note 3 dropped in place 1 of 3.' })).toBeAttached();
  await expect(note(page, 1)).toHaveValue('cherry');

  // By dragging: banana (now last) to the front.
  const from = (await handle(page, 3).boundingBox())!;
  const to = (await handle(page, 1).boundingBox())!;
  save = saved(page);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x - 10, from.y + 5, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.move(to.x + to.width / 2 - 2, to.y + to.height / 2, { steps: 2 });
  await page.mouse.up();
  await save;

  await page.reload();
  await expect(note(page, 1)).toHaveValue('banana');
  await expect(note(page, 2)).toHaveValue('cherry');
  await expect(note(page, 3)).toHaveValue('apple');
  await expect(page.getByRole('combobox', { name: 'Colour of note 1' })).toHaveText('Blue');

  await page.getByRole('button', { name: 'Delete note 2' }).click();
  await page.getByRole('dialog', { name: 'Delete this sticky note?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Sticky note deleted')).toBeVisible();
  await expect(note(page, 2)).toHaveValue('apple');
});

test("a teacher pins a note to their classroom, and the classroom's student reads it", async ({ page, request }) => {
  const teacher = await verifiedUserByApi(request, { status: 'TEACHER', full_name: 'Pia Pinner' });
  const student = await verifiedUserByApi(request, { full_name: 'Rex Reader' });
  const auth = async (who: { email: string; password: string }) => ({
    authorization: `Bearer ${await accessTokenByApi(request, who)}`,
  });
  const made = await request.post('/api/v1/sdk/classroom', { headers: await auth(teacher), data: { name: 'Morning A2' } });
  expect(made.status(), await made.text()).toBe(201);
  const { code } = (await made.json()) as { code: string };
  const joined = await request.post('/api/v1/sdk/classroom/join', { headers: await auth(student), data: { code } });
  expect(joined.status(), await joined.text()).toBe(200);

  await logInAt(page, teacher.email, teacher.password);
  await page.goto('/dashboard/sticky-notes');
  await page.getByRole('link', { name: 'Notes for your classrooms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Class sticky notes' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Classroom' })).toHaveText('Morning A2');
  await expect(page.getByText('This classroom has no sticky notes yet')).toBeVisible();
  await addNote(page, 1, 'Homework: page 12');
  await expectAccessible(page);

  await logOut(page);
  await logIn(page, student.email, student.password);
  // Back where the teacher was: the class page is for teachers only.
  await expect(page).toHaveURL('/dashboard/sticky-notes/teacher');
  await expectNotFound(page);
  await page.goto('/dashboard/sticky-notes');
  const pinned = page.getByRole('region', { name: 'Morning A2' });
  await expect(pinned.getByRole('heading', { name: /^Morning A2, by / })).toBeVisible();
  await expect(pinned.getByText('Homework: page 12')).toBeVisible();
  // Read-only for the student: nothing to type into or move.
  await expect(pinned.getByRole('textbox')).toHaveCount(0);
  await expect(pinned.getByRole('button')).toHaveCount(0);
  await expectAccessible(page);
});
