import { classroomApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const deleteFolder = (code: string, folderId: number) => call(classroomApi.deleteFolder, { params: { code, folderId } });
