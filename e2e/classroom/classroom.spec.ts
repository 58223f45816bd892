import { logIn, logInAt, logOut, toast, verifiedUserByApi } from '../support/app.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { dialog, invitationLink, taskCards } from './classroom.ts';

// A teacher builds a classroom by hand; a student invited by mail joins with the code and sees only what their plan allows.

test('a teacher makes folders and tasks, orders them by dragging and by keyboard, and invites a student who replies', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const teacher = await verifiedUserByApi(request, { status: 'TEACHER', full_name: 'Tina Teacher' });
  const student = await verifiedUserByApi(request, { full_name: 'Sam Student' });
  await logInAt(page, teacher.email, teacher.password);
  await page.goto('/classroom');
  await expect(page.getByText('You have no classrooms yet')).toBeVisible();
  await page.getByRole('textbox', { name: 'Classroom name' }).fill('Evening B1');
  await page.getByRole('button', { name: 'Create classroom' }).click();
  await expect(toast(page, 'Classroom Evening B1 created')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Evening B1' })).toBeVisible();
  await expect(page.getByText('There are no tasks at the moment')).toBeVisible();
  await expectAccessible(page);

  // Two folders with different audiences: the class, and Basic subscribers.
  const newFolder = async (name: string, audience: string) => {
    await page.getByRole('button', { name: 'New folder' }).click();
    const folder = dialog(page, 'New folder');
    await expect(folder.getByRole('button', { name: 'Create' })).toBeDisabled();
    await folder.getByRole('textbox', { name: 'Folder name' }).fill(name);
    await folder.getByRole('checkbox', { name: audience }).check();
    await expect(folder.getByRole('checkbox', { name: 'Only me' })).not.toBeChecked();
    await folder.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page, `Folder ${name} created`)).toBeVisible();
  };
  await newFolder('Week 1', 'Students using my code');
  await newFolder('Basic plan', 'Basic');
  await expect(page.getByRole('tab', { name: 'Basic plan' })).toHaveAttribute('aria-selected', 'true');

  // Three tasks in Week 1: one in rich text with a video, two plain.
  await page.getByRole('tab', { name: 'Week 1' }).click();
  const addTask = async (text: string, extra?: (task: ReturnType<typeof dialog>) => Promise<void>) => {
    await page.getByRole('button', { name: 'New task' }).click();
    const task = dialog(page, 'New task');
    await expect(task.getByRole('button', { name: 'Save' })).toBeDisabled();
    const editor = task.getByRole('textbox', { name: 'Question 1' });
    await editor.click();
    await editor.pressSequentially(text);
    await extra?.(task);
    await task.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Task added')).toBeVisible();
  };
  await addTask('Describe your ', async (task) => {
    await task.getByRole('button', { name: 'Bold' }).click();
    await task.getByRole('textbox', { name: 'Question 1' }).pressSequentially('favourite place');
    await task.getByRole('textbox', { name: 'Video link' }).fill('https://youtu.be/dQw4w9WgXcQ');
  });
  await addTask('Talk about your weekend');
  await addTask('What did you learn this week?');
  await expect(taskCards(page)).toHaveCount(3);
  await expect(taskCards(page).first().locator('strong')).toHaveText('favourite place');
  await expect(
    taskCards(page)
      .first()
      .getByRole('button', { name: /^Play Video of task 1/ }),
  ).toBeVisible();
  await expectAccessible(page);

  // By keyboard: the third task moves to the front.
  const handle = (n: number) => page.getByRole('button', { name: `Move task ${n}` });
  await handle(3).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: /Picked up task 3|Task 3 is now in place 3/ })).toBeAttached();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  const saved = () => page.waitForResponse((res) => res.url().includes('/task_ordering') && res.ok());
  let save = saved();
  await page.keyboard.press('Space');
  await save;
  await expect(page.getByRole('status').filter({ hasText: 'Task 3 dropped in place 1 of 3.' })).toBeAttached();
  await expect(taskCards(page).first()).toContainText('What did you learn this week?');
  // By dragging: the (now) last task to the front.
  const from = await handle(3).boundingBox();
  const to = await handle(1).boundingBox();
  save = saved();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(from!.x - 10, from!.y + 5, { steps: 5 });
  await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2, { steps: 20 });
  await page.mouse.move(to!.x + to!.width / 2 - 2, to!.y + to!.height / 2, { steps: 2 });
  await page.mouse.up();
  await save;
  await expect(taskCards(page).first()).toContainText('Talk about your weekend');
  await page.reload();
  await page.getByRole('tab', { name: 'Week 1' }).click();
  await expect(taskCards(page).nth(0)).toContainText('Talk about your weekend');
  await expect(taskCards(page).nth(1)).toContainText('What did you learn this week?');
  await expect(taskCards(page).nth(2)).toContainText('favourite place');

  // The student view shows the tab as a carousel.
  await page.getByRole('switch', { name: 'Student view' }).check();
  await expect(page.getByText('1 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Next task' }).click();
  await expect(page.getByText('2 of 3')).toBeVisible();
  await page.getByRole('switch', { name: 'Student view' }).uncheck();

  // A Basic-only task the student must not see.
  await page.getByRole('tab', { name: 'Basic plan' }).click();
  await page.getByRole('button', { name: 'New task' }).click();
  await dialog(page, 'New task').getByRole('textbox', { name: 'Link', exact: true }).fill('example.com/for-basic');
  await dialog(page, 'New task').getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Task added')).toBeVisible();

  await page.getByRole('textbox', { name: 'Email' }).fill(student.email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, `Invitation sent to ${student.email}`)).toBeVisible();
  const link = await invitationLink(student.email);

  // The student follows the link, joins, sees the class's tasks only, and replies.
  await logOut(page);
  await logIn(page, student.email, student.password);
  await expect(page).not.toHaveURL(/\/login/);
  // The student types the code from the mail on the classroom page.
  await page.goto('/classroom');
  await page.getByRole('textbox', { name: 'Classroom code' }).fill(link.split('/').pop()!.toLowerCase());
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(toast(page, 'You joined Evening B1')).toBeVisible();
  await expect(page).toHaveURL(link);
  await expect(page.getByText('Talk about your weekend')).toBeVisible();
  await expect(page.getByText('favourite place')).toBeVisible();
  await expect(page.getByRole('link', { name: /for-basic/ })).toHaveCount(0);
  await expectAccessible(page);
  const reply = page.getByRole('textbox', { name: 'Your reply to Week 1, task 1' });
  await reply.fill('I walked by the river and met a friend.');
  await reply.locator('xpath=ancestor::form').getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, 'Reply sent')).toBeVisible();

  // The teacher reads it under the task and under the student.
  await logOut(page);
  await logIn(page, teacher.email, teacher.password);
  await expect(page).toHaveURL(link);
  await page.getByRole('tab', { name: 'Week 1' }).click();
  await taskCards(page).first().getByRole('button', { name: 'Replies (1)' }).click();
  await expect(dialog(page, 'Replies to task 1')).toContainText('I walked by the river and met a friend.');
  await dialog(page, 'Replies to task 1').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: `Replies of ${student.username} (1)` }).click();
  await expect(dialog(page, `Replies of ${student.username}`)).toContainText('I walked by the river and met a friend.');
});
