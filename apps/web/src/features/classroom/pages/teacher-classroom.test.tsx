import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, type Recorded } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  classroomTestSetup,
  CODE,
  CREATE_FOLDER,
  GET_CLASSROOM,
  GET_STUDENTS,
  GET_TASKS,
  makeClassroom,
  makeTask,
  ORDER_TASKS,
} from '../test/kit.ts';

classroomTestSetup('TEACHER');

const TASKS = [makeTask(11, { order: 0 }), makeTask(12, { order: 1 }), makeTask(13, { order: 2 })];

function openBoard(extra: Record<string, (request: Recorded) => Response> = {}) {
  const api = fakeApi({
    [GET_CLASSROOM]: () => json(200, makeClassroom()),
    [GET_TASKS]: () => json(200, TASKS),
    [GET_STUDENTS]: () => json(200, { students: [], invites: [], max_subscribers: null }),
    ...extra,
  });
  renderApp(`/classroom/${CODE}`);
  return api;
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const checked = () =>
  ['Only me', 'Subscribers via my homepage', 'Basic', 'Premium', '100 % AI', 'Students using my code'].filter(
    (name) => box(name).checked,
  );

beforeEach(() => {
  // jsdom lays nothing out; dnd-kit's keyboard moves a task to the card whose box lies in the arrow's direction, so
  // each card gets a box of its own in a row.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const card = this.closest('[data-sort-id]');
    const index = card ? [...document.querySelectorAll('[data-sort-id]')].indexOf(card) : 0;
    return DOMRect.fromRect({ x: index * 300, y: 0, width: 280, height: 200 });
  });
});

describe("the teacher's task screen", () => {
  it('creates a folder only with a name, and keeps its audience to the rules of spec §4', async () => {
    const api = openBoard({
      [CREATE_FOLDER]: (r) => json(201, { id: 7, task_count: 0, created_at: TASKS[0]!.created_at, ...(r.body as object) }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    expect(button('Create').disabled).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Folder name' }), '   ');
    expect(button('Create').disabled).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Folder name' }), 'Reading');
    expect(button('Create').disabled).toBe(false);

    expect(checked()).toEqual(['Only me']);
    await user.click(box('Students using my code'));
    expect(checked()).toEqual(['Students using my code']);
    await user.click(box('Only me'));
    expect(checked()).toEqual(['Only me']);
    await user.click(box('Subscribers via my homepage'));
    expect(checked()).toEqual(['Subscribers via my homepage', 'Basic', 'Premium', '100 % AI']);
    await user.click(box('Basic'));
    expect(checked()).toEqual(['Premium', '100 % AI']);

    await user.click(button('Create'));
    await waitFor(() => expect(api.to('POST', CREATE_FOLDER.slice(5))).toHaveLength(1));
    expect(api.to('POST', CREATE_FOLDER.slice(5))[0]?.body).toEqual({ name: '   Reading', visibility: [2, 4] });
  });

  it('saves a new task only once it says something', async () => {
    openBoard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    expect(within(dialog).getByRole('radio', { name: 'Light yellow' })).toHaveProperty('checked', true);
    expect(button('Save').disabled).toBe(true);
    const link = within(dialog).getByRole('textbox', { name: 'Link' });
    await user.type(link, 'example.com');
    expect(button('Save').disabled).toBe(false);
    await user.clear(link);
    expect(button('Save').disabled).toBe(true);
  });

  it('moves a task with the keyboard and saves the new order', async () => {
    const api = openBoard({ [ORDER_TASKS]: (r) => json(200, reordered(r)) });
    const user = userEvent.setup();
    const handle = await screen.findByRole('button', { name: 'Move task 1' });
    handle.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowRight]');
    await user.keyboard('[Space]');
    await waitFor(() => expect(api.to('PUT', ORDER_TASKS.slice(4))).toHaveLength(1));
    expect(api.to('PUT', ORDER_TASKS.slice(4))[0]?.body).toEqual({
      task_ordering: [
        { task_id: 12, order: 0 },
        { task_id: 11, order: 1 },
        { task_id: 13, order: 2 },
      ],
    });
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((a) => within(a).getByText(/^Question/).textContent)).toEqual([
        'Question 12',
        'Question 11',
        'Question 13',
      ]),
    );
  });

  it('shows the tab as a student sees it, one task at a time', async () => {
    openBoard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Student view' }));
    const carousel = screen.getByRole('region', { name: 'Tasks as a student sees them' });
    const slide = () => within(carousel).getByRole('group');
    expect(slide().getAttribute('aria-label')).toBe('1 of 3');
    expect(within(slide()).getByText('Question 11')).toBeTruthy();
    await user.click(within(carousel).getByRole('button', { name: 'Next task' }));
    expect(within(slide()).getByText('Question 12')).toBeTruthy();
    await user.keyboard('[ArrowRight]');
    expect(slide().getAttribute('aria-label')).toBe('3 of 3');
    await user.click(within(carousel).getByRole('button', { name: 'Next task' }));
    expect(within(slide()).getByText('Question 11')).toBeTruthy();
    await user.click(within(carousel).getByRole('button', { name: 'Previous task' }));
    expect(within(slide()).getByText('Question 13')).toBeTruthy();
  });
});

/** The server's answer to an order: the tasks sorted by what was sent. */
function reordered(request: Recorded) {
  const { task_ordering } = request.body as { task_ordering: { task_id: number; order: number }[] };
  return task_ordering.map(({ task_id, order }) => ({ ...TASKS.find((t) => t.id === task_id)!, order }));
}
