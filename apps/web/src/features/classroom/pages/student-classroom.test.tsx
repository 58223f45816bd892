import { classroomApi, fillPath } from '@parley/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { classroomTestSetup, CODE, GET_CLASSROOM, GET_TASKS, JOIN, makeClassroom, makeTask } from '../test/kit.ts';

classroomTestSetup('STUDENT');

describe('a classroom seen by a student', () => {
  it('offers a visitor "Join this classroom", and shows the tasks once joined', async () => {
    let role: 'visitor' | 'student' = 'visitor';
    const api = fakeApi({
      [GET_CLASSROOM]: () => json(200, makeClassroom({ role })),
      [GET_TASKS]: () => json(200, [makeTask(1, { external_link: 'https://example.com/read' })]),
      [JOIN]: () => {
        role = 'student';
        return json(200, makeClassroom({ role }));
      },
    });
    renderApp(`/classroom/${CODE}`);
    const join = await screen.findByRole('button', { name: 'Join this classroom' });
    expect(screen.getByText('Teacher: Tom Teacher')).toBeTruthy();
    expect(api.to('GET', fillPath(classroomApi.tasks.path, { code: CODE }))).toHaveLength(0);

    await userEvent.setup().click(join);
    const task = await screen.findByRole('article', { name: 'Task 1' });
    expect(api.to('POST', classroomApi.join.path)[0]?.body).toEqual({ code: CODE });
    expect(within(task).getByText('Question 1')).toBeTruthy();
    expect(within(task).getByRole('link', { name: 'Open the link' }).getAttribute('href')).toBe('https://example.com/read');
    expect(within(task).getByRole('textbox', { name: 'Your reply to Tasks, task 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join this classroom' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave classroom' })).toBeTruthy();
  });

  it('says so when the teacher shared no tasks with the student', async () => {
    fakeApi({
      [GET_CLASSROOM]: () => json(200, makeClassroom({ role: 'subscriber' })),
      [GET_TASKS]: () => json(200, []),
    });
    renderApp(`/classroom/${CODE}`);
    expect(await screen.findByText('There are no tasks at the moment')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Leave classroom' })).toBeNull();
  });
});
