import { classroomApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const unjoinClassroom = (code: string) => call(classroomApi.unjoin, { params: { code } });
