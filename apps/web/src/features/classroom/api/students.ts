import { classroomApi } from '@parley/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { classroomKeys } from './keys.ts';

/** The students, the open invitations and the limit. */
export const studentsQueryOptions = (code: string) =>
  queryOptions({
    queryKey: classroomKeys.students(code),
    queryFn: ({ signal }) => call(classroomApi.students, { params: { code }, signal }),
  });

export const useStudents = (code: string) => useQuery(studentsQueryOptions(code));
