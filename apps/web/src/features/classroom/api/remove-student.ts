import { classroomApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const removeStudent = (code: string, studentId: number) =>
  call(classroomApi.removeStudent, { params: { code, studentId } });
