import { progressApi } from '@parley/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';

export const progressKeys = {
  all: ['progress'] as const,
  of: (studentId: number | null) => ['progress', studentId ?? 'mine'] as const,
  students: () => ['progress', 'students'] as const,
  member: (userId: number) => ['progress', 'member', userId] as const,
};

/** The caller's progress, or (for a teacher) one student's. */
export const progressQueryOptions = (studentId: number | null) =>
  queryOptions({
    queryKey: progressKeys.of(studentId),
    queryFn: ({ signal }) =>
      studentId === null
        ? call(progressApi.mine, { signal })
        : call(progressApi.student, { params: { userId: studentId }, signal }),
  });

/** A teacher's students whose progress they may see. */
export const progressStudentsQueryOptions = () =>
  queryOptions({ queryKey: progressKeys.students(), queryFn: ({ signal }) => call(progressApi.students, { signal }) });

/** An organisation member's progress, for its administrators. */
export const memberProgressQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: progressKeys.member(userId),
    queryFn: ({ signal }) => call(progressApi.member, { params: { userId }, signal }),
  });
