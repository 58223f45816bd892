import type { TeacherSubscription } from '@parley/contracts';
import { useQuery } from '@tanstack/react-query';
import { teacherSubscriptionsQueryOptions } from '../../../entities/billing/api/teacher-subscriptions.ts';

const POLL_MS = 2000;

/**
 * The student's live plans with teachers. With `until`, it asks again every two seconds until the list satisfies it:
 * a plan just bought starts only when the provider's event arrives.
 */
export const useMySubscriptions = (enabled: boolean, until?: (list: TeacherSubscription[]) => boolean) =>
  useQuery({
    ...teacherSubscriptionsQueryOptions,
    enabled,
    refetchInterval: (query) => (until && !until(query.state.data ?? []) ? POLL_MS : false),
  });
