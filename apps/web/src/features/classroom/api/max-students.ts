import { classroomApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

/** Null: no limit. */
export const setMaxStudents = (code: string, max: number | null) =>
  call(classroomApi.maxSubscribers, { params: { code }, body: { max_subscribers: max } });
