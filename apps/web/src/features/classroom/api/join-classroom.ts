import { classroomApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const joinClassroom = (code: string) => call(classroomApi.join, { body: { code } });
