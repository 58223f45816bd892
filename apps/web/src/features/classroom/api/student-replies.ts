import { classroomApi } from '@parley/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { classroomKeys } from './keys.ts';

export const studentRepliesQueryOptions = (code: string, studentId: number) =>
  queryOptions({
    queryKey: classroomKeys.studentReplies(code, studentId),
    queryFn: ({ signal }) => call(classroomApi.studentReplies, { params: { code, studentId }, signal }),
    // A file reply's address is signed and expires (ADR 0080): a page looked at again asks for fresh ones.
    refetchOnWindowFocus: true,
  });
