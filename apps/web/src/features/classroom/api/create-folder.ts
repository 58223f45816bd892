import { classroomApi, type FolderBody } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const createFolder = (code: string, body: FolderBody) => call(classroomApi.createFolder, { params: { code }, body });
