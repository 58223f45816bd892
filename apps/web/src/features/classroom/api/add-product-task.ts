import { classroomApi, type TaskProduct } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const addProductTask = (code: string, product: TaskProduct, taskId: string, folderId: number | null) =>
  call(classroomApi.addProductTask, { params: { code, product }, body: { task_id: taskId, folder_id: folderId } });
