import { classroomApi, type TaskUpdate } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const updateTask = (code: string, taskId: number, body: TaskUpdate) =>
  call(classroomApi.updateTask, { params: { code, taskId }, body });
