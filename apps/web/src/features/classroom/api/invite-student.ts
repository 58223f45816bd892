import { classroomApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const inviteStudent = (code: string, email: string) => call(classroomApi.invite, { params: { code }, body: { email } });
