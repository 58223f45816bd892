import { classroomApi, type TaskProduct } from '@parley/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { classroomKeys } from './keys.ts';

/** The IELTS or TOEFL questions a teacher may add; a fixed bank, so asked once per visit. */
export const productTasksQueryOptions = (product: TaskProduct) =>
  queryOptions({
    queryKey: classroomKeys.productTasks(product),
    queryFn: ({ signal }) => call(classroomApi.productTasks, { params: { product }, signal }),
    staleTime: Infinity,
  });

export const useProductTasks = (product: TaskProduct) => useQuery(productTasksQueryOptions(product));
