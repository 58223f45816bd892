import { queryOptions } from '@tanstack/react-query';
import { billingApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

/** The plan cards; keyed by the viewer, whose own plan the server marks. */
export const plansQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: ['billing', 'plans', userId],
    queryFn: ({ signal }) => call(billingApi.plans, { signal }),
  });
