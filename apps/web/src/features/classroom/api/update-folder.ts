import { classroomApi, type FolderBody } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const updateFolder = (code: string, folderId: number, body: FolderBody) =>
  call(classroomApi.updateFolder, { params: { code, folderId }, body });
