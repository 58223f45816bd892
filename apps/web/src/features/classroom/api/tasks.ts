import { classroomApi } from '@parley/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { classroomKeys } from './keys.ts';

/** The tasks the caller may see, in the classroom's order (the server decides which). */
export const tasksQueryOptions = (code: string) =>
  queryOptions({
    queryKey: classroomKeys.tasks(code),
    queryFn: ({ signal }) => call(classroomApi.tasks, { params: { code }, signal }),
  });

export const useTasks = (code: string, enabled = true) => useQuery({ ...tasksQueryOptions(code), enabled });
