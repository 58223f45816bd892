import { lessonsApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const bookLesson = (teacherId: number, startsAt: string) =>
  call(lessonsApi.book, { body: { teacher_id: teacherId, starts_at: startsAt } });
