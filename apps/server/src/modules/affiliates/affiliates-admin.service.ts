import { AFFILIATES_TEXTS as T, PLAN_CURRENCY, type AdminCommissionQuery } from '@parley/contracts';
import { conflict, notFound } from '../../errors.ts';
import { assertAdmin, recordAdminAction } from '../admin/public.ts';
import * as admin from './affiliates-admin.store.ts';
import { presentAdminCommission } from './affiliates.presenter.ts';
import type { AffiliatesDeps } from './affiliates.service.ts';
import { totalsOf } from './affiliates.store.ts';

interface Admin {
  user: { id: number };
  roles: readonly string[];
}

export async function list(deps: AffiliatesDeps, caller: Admin, q: AdminCommissionQuery) {
  assertAdmin(caller.roles);
  const now = deps.clock.now();
  const { items, total } = await admin.listAll(deps.db, q, now);
  const totals = await totalsOf(deps.db, now);
  return { items: items.map((row) => presentAdminCommission(row, now)), total, totals: { ...totals, currency: PLAN_CURRENCY } };
}

/** The payout was made outside Parley (ADR 0076); the record says so, with its audit row, in one transaction. */
export async function markPaid(deps: AffiliatesDeps, caller: Admin, commissionId: number) {
  assertAdmin(caller.roles);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await admin.byId(tx, commissionId, true);
    if (!row) throw notFound(T.commissionNotFound);
    if (row.record.paidAt) throw conflict(T.alreadyPaid);
    const before = presentAdminCommission(row, now);
    await admin.markPaid(tx, commissionId, caller.user.id, now);
    const after = presentAdminCommission((await admin.byId(tx, commissionId))!, now);
    await recordAdminAction(tx, {
      adminId: caller.user.id,
      action: 'affiliate.commission_paid',
      targetType: 'affiliate_commission',
      targetId: commissionId,
      before,
      after,
    });
    return after;
  });
}
