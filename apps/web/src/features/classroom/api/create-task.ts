import { classroomApi, type TaskBody } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const createTask = (code: string, body: TaskBody) => call(classroomApi.createTask, { params: { code }, body });
