import { classroomApi } from '@parley/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { classroomKeys } from './keys.ts';

export const classroomsQueryOptions = () =>
  queryOptions({ queryKey: classroomKeys.list(), queryFn: ({ signal }) => call(classroomApi.list, { signal }) });

export const useClassrooms = () => useQuery(classroomsQueryOptions());
