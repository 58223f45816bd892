import { classroomApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const createClassroom = (name: string) => call(classroomApi.create, { body: { name } });
