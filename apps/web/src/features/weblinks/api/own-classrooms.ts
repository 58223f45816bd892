import { classroomApi } from '@parley/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { weblinkKeys } from './keys.ts';

/** A teacher's own classrooms, which a link may be shared with (ADR 0065); asked only for teachers. */
export const useOwnClassrooms = (teacher: boolean) =>
  useQuery({
    queryKey: weblinkKeys.classrooms(),
    queryFn: async () => (await call(classroomApi.list)).filter((c) => c.role === 'teacher'),
    enabled: teacher,
  });
