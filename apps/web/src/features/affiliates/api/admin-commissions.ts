import { infiniteQueryOptions } from '@tanstack/react-query';
import { affiliatesApi, type CommissionStatus } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';
import { nextOffset } from '../../../lib/api/next-offset.ts';
import { affiliateKeys } from './affiliates.ts';

/** A page as long as the admin console's other lists. */
export const ADMIN_COMMISSIONS_PAGE = 20;

/** Every commission record, newest first, optionally of one status, a page at a time, with the totals (admins only). */
export const adminCommissionsQueryOptions = (status: CommissionStatus | null) =>
  infiniteQueryOptions({
    queryKey: affiliateKeys.admin(status),
    queryFn: ({ pageParam, signal }) =>
      call(affiliatesApi.adminCommissions, {
        signal,
        query: { limit: ADMIN_COMMISSIONS_PAGE, offset: pageParam, ...(status ? { status } : {}) },
      }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

/** Records a payout made outside Parley. */
export const markCommissionPaid = (commissionId: number) => call(affiliatesApi.markPaid, { params: { commissionId } });
