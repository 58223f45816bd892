import { classroomApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const addLivePracticeTask = (code: string, eventId: string, folderId: number | null) =>
  call(classroomApi.addLivePracticeTask, { params: { code }, body: { event_id: eventId, folder_id: folderId } });
