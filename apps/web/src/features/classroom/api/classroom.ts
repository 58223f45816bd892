import { classroomApi } from '@parley/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { classroomKeys } from './keys.ts';

/** A classroom with the folders the caller may see; an unknown code is an error, not worth asking again. */
export const classroomQueryOptions = (code: string) =>
  queryOptions({
    queryKey: classroomKeys.one(code),
    queryFn: ({ signal }) => call(classroomApi.get, { params: { code }, signal }),
    retry: false,
  });

export const useClassroom = (code: string) => useQuery(classroomQueryOptions(code));
