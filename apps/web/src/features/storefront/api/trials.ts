import { queryOptions, useQuery } from '@tanstack/react-query';
import { storefrontApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

/** The teachers whose 7-day trial the student has had (one per teacher, ADR 0071). */
export const teacherTrialsQueryOptions = queryOptions({
  queryKey: ['storefront', 'trials'],
  queryFn: ({ signal }) => call(storefrontApi.trials, { signal }),
});

/** Whether the signed-in student has had their trial with this teacher; false for anyone else. */
export function useTrialHad(student: boolean, teacherId: number): boolean {
  const trials = useQuery({ ...teacherTrialsQueryOptions, enabled: student });
  return trials.data?.teacher_ids.includes(teacherId) ?? false;
}
