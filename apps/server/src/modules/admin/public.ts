import { ADMIN_ROLE_NAME, ADMIN_TEXTS } from '@parley/contracts';
import { adminAuditLog } from '../../db/schema/index.ts';
import { forbidden } from '../../errors.ts';
import type { Tx } from '../../platform/db/port.ts';

/** The role that opens the admin console; every admin call checks it on the server. */
export const ADMIN_ROLE = ADMIN_ROLE_NAME;

export const ADMIN_ONLY_TEXT = ADMIN_TEXTS.adminsOnly;

/** Refuses (403) unless the caller holds the admin role. */
export function assertAdmin(roles: readonly string[]): void {
  if (!roles.includes(ADMIN_ROLE)) throw forbidden(ADMIN_ONLY_TEXT);
}

export interface AdminAction {
  adminId: number;
  /** What was done, e.g. `user.disable`, `coupon.create`. */
  action: string;
  /** What it was done to, e.g. `user`, `report`, `event`, `coupon`. */
  targetType: string;
  targetId: string | number;
  before: unknown;
  after: unknown;
}

/** Writes one audit row; pass the transaction that made the change so both land or neither. */
export async function recordAdminAction(db: Tx, action: AdminAction): Promise<void> {
  await db.insert(adminAuditLog).values({
    adminId: action.adminId,
    action: action.action,
    targetType: action.targetType,
    targetId: String(action.targetId),
    before: action.before ?? null,
    after: action.after ?? null,
  });
}
