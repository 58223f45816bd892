import { queryOptions } from '@tanstack/react-query';
import { affiliatesApi, type CommissionStatus } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';
import { affiliateKeys } from './affiliates.ts';

/** Every commission record, newest first, optionally of one status (admins only). */
export const adminCommissionsQueryOptions = (status: CommissionStatus | null) =>
  queryOptions({
    queryKey: affiliateKeys.admin(status),
    queryFn: ({ signal }) =>
      call(affiliatesApi.adminCommissions, { signal, query: { limit: 100, offset: 0, ...(status ? { status } : {}) } }),
  });

/** Records a payout made outside Parley. */
export const markCommissionPaid = (commissionId: number) => call(affiliatesApi.markPaid, { params: { commissionId } });
