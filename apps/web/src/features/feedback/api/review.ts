import { queryOptions } from '@tanstack/react-query';
import { reviewApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export type ReviewSort = 'newest' | 'oldest';

export const reviewRequestsQueryOptions = (search: string, sort: ReviewSort) =>
  queryOptions({
    queryKey: ['review', 'requests', search, sort],
    queryFn: ({ signal }) => call(reviewApi.list, { query: { ...(search ? { search } : {}), sort }, signal }),
  });

export const markReviewed = (recordingId: number, reviewed: boolean) =>
  call(reviewApi.update, { params: { recordingId }, body: { reviewed } });

export const askTeacher = (recordingId: number, teacherId: number) =>
  call(reviewApi.request, { params: { recordingId }, body: { teacher_id: teacherId } });
