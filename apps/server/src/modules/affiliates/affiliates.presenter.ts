import type { AdminCommission, Commission, CommissionStatus } from '@parley/contracts';
import type { AdminCommissionRow } from './affiliates-admin.store.ts';
import type { AffiliateCommissionRow } from './affiliates.store.ts';

/** Paid once an admin says so; until then pending through the refund window, approved after it. */
export const statusOf = (row: AffiliateCommissionRow, now: Date): CommissionStatus =>
  row.paidAt ? 'paid' : row.approvedAt <= now ? 'approved' : 'pending';

export const presentCommission = (row: AffiliateCommissionRow, now: Date): Commission => ({
  id: row.id,
  kind: row.kind,
  member_number: row.memberNumber,
  amount: row.amountCents,
  currency: row.currency,
  base_amount: row.baseCents,
  status: statusOf(row, now),
  occurred_at: row.occurredAt.toISOString(),
  approved_at: row.approvedAt.toISOString(),
  paid_at: row.paidAt?.toISOString() ?? null,
});

export const presentAdminCommission = (row: AdminCommissionRow, now: Date): AdminCommission => ({
  ...presentCommission(row.record, now),
  affiliate: {
    id: row.record.affiliateId,
    username: row.username,
    display_name: row.displayName,
    full_name: row.fullName,
  },
  member_id: row.record.memberId,
  paid_by: row.record.paidBy,
});
