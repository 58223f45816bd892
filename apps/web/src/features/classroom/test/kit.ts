import { classroomApi, fillPath, type ClassroomDetail, type ClassroomTask } from '@parley/contracts';
import { afterEach, beforeEach, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { clearSession, forgetEndReason, setSession } from '../../../lib/session/session.ts';
import { makeSession } from '../../../test/fixtures.ts';

export const CODE = 'ABC234';
const at = (path: string) => fillPath(path, { code: CODE });
export const GET_CLASSROOM = `GET ${at(classroomApi.get.path)}`;
export const GET_TASKS = `GET ${at(classroomApi.tasks.path)}`;
export const GET_STUDENTS = `GET ${at(classroomApi.students.path)}`;
export const ORDER_TASKS = `PUT ${at(classroomApi.orderTasks.path)}`;
export const CREATE_FOLDER = `POST ${at(classroomApi.createFolder.path)}`;
export const JOIN = `POST ${classroomApi.join.path}`;

const teacher = { id: 2, username: 'tom', display_name: 'Tom Teacher', image: null };

export function makeClassroom(overrides: Partial<ClassroomDetail> = {}): ClassroomDetail {
  return {
    id: 1,
    code: CODE,
    name: 'Evening group',
    teacher,
    max_subscribers: null,
    student_count: 0,
    task_count: 3,
    role: 'teacher',
    created_at: '2026-01-01T00:00:00.000Z',
    folders: [],
    ...overrides,
  };
}

export function makeTask(id: number, overrides: Partial<ClassroomTask> = {}): ClassroomTask {
  return {
    id,
    kind: 'custom',
    folder_id: null,
    color: '#FFF9C4',
    questions: [{ text: `Question ${id}`, rich_text: `<p>Question ${id}</p>` }],
    video_link: null,
    external_link: null,
    product_question_id: null,
    event: null,
    order: id,
    reply_count: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** An empty cache before each test, signed in as the classroom's teacher or as a student. */
export function classroomTestSetup(status: 'TEACHER' | 'STUDENT') {
  beforeEach(() => {
    clearSession('logout');
    forgetEndReason();
    queryClient.clear();
    setSession(makeSession(status === 'TEACHER' ? { id: 2, status } : { id: 5, status }));
  });
  afterEach(() => vi.unstubAllGlobals());
}
