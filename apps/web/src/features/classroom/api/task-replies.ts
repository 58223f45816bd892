import { classroomApi } from '@parley/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { classroomKeys } from './keys.ts';

/** The teacher: every reply to the task; a student: their own. */
export const taskRepliesQueryOptions = (code: string, taskId: number) =>
  queryOptions({
    queryKey: classroomKeys.taskReplies(code, taskId),
    queryFn: ({ signal }) => call(classroomApi.taskReplies, { params: { code, taskId }, signal }),
    // A file reply's address is signed and expires (ADR 0080): a page looked at again asks for fresh ones.
    refetchOnWindowFocus: true,
  });
