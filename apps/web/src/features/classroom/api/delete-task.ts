import { classroomApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const deleteTask = (code: string, taskId: number) => call(classroomApi.deleteTask, { params: { code, taskId } });
