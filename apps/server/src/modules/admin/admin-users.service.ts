import { ADMIN_ROLE_NAME, ADMIN_TEXTS as T, type AdminActionName } from '@parley/contracts';
import type { UserRow } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors.ts';
import type { Tx } from '../../platform/db/port.ts';
import { liveSubscriptionsOf } from '../billing/public.ts';
import { presentAdminUser, presentUserDetail } from './admin.presenter.ts';
import type { Acting, AdminDeps, Page } from './admin.deps.ts';
import { reportsAgainst } from './admin-reports.store.ts';
import * as store from './admin-users.store.ts';
import { recordAdminAction } from './public.ts';

export async function search(deps: AdminDeps, q: { q: string } & Page) {
  const { items, total } = await store.searchUsers(deps.db, q.q, q);
  return { items: items.map(presentAdminUser), total };
}

export async function detail(deps: AdminDeps, userId: number) {
  const row = await store.findUser(deps.db, userId);
  if (!row) throw notFound(T.userNotFound);
  const [homepageUrl, reports, subscriptions] = await Promise.all([
    store.homepageOf(deps.db, userId),
    reportsAgainst(deps.db, userId),
    liveSubscriptionsOf(deps.db, userId),
  ]);
  return presentUserDetail(row, { homepageUrl, reports, subscriptions });
}

type Change = (tx: Tx, row: store.UserWithRoles, now: Date) => Promise<{ before: unknown; after: unknown } | undefined>;

/**
 * One change to a member, as every admin change to a member goes: the row locked, the change and its audit row in one
 * transaction, then `auth.changed` so every instance drops the cached caller, then the member's new state.
 */
export async function changeUser(deps: AdminDeps, admin: Acting, userId: number, action: AdminActionName, change: Change) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await store.findUser(tx, userId, true);
    if (!row) throw notFound(T.userNotFound);
    const audit = await change(tx, row, now);
    if (audit) await recordAdminAction(tx, { adminId: admin.id, action, targetType: 'user', targetId: userId, ...audit });
  });
  await deps.domain.publish('auth.changed', { userId });
  return detail(deps, userId);
}

/** Disables the account in the caller's transaction: no sign-in, every session ended (ADR 0070). */
export async function disableIn(tx: Tx, admin: Acting, user: UserRow, now: Date, reason: string) {
  await store.updateUser(tx, user.id, { disabledAt: now }, now);
  await store.endSessions(tx, user.id, now, reason);
  await recordAdminAction(tx, {
    adminId: admin.id,
    action: 'user.disable',
    targetType: 'user',
    targetId: user.id,
    before: { disabled_at: null },
    after: { disabled_at: now.toISOString(), reason },
  });
}

export async function disable(deps: AdminDeps, admin: Acting, userId: number, note: string) {
  if (userId === admin.id) throw conflict(T.disableSelf);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await store.findUser(tx, userId, true);
    if (!row) throw notFound(T.userNotFound);
    if (row.user.disabledAt) throw conflict(T.alreadyDisabled);
    await disableIn(tx, admin, row.user, now, note || 'disabled by an admin');
  });
  await deps.domain.publish('auth.changed', { userId });
  return detail(deps, userId);
}

export const enable = (deps: AdminDeps, admin: Acting, userId: number, note: string) =>
  changeUser(deps, admin, userId, 'user.enable', async (tx, { user }, now) => {
    if (!user.disabledAt) throw conflict(T.notDisabled);
    await store.updateUser(tx, userId, { disabledAt: null }, now);
    return { before: { disabled_at: user.disabledAt.toISOString() }, after: { disabled_at: null, note } };
  });

async function mustRole(tx: Tx, name: string) {
  const id = await store.roleId(tx, name);
  if (id === undefined) throw notFound(T.roleNotFound);
  return id;
}

export const grantRole = (deps: AdminDeps, admin: Acting, userId: number, role: string) =>
  changeUser(deps, admin, userId, 'user.role_grant', async (tx, { roles }) => {
    const id = await mustRole(tx, role);
    if (roles.includes(role)) return undefined;
    await store.grantRole(tx, userId, id);
    return { before: { roles }, after: { roles: [...roles, role].sort() } };
  });

export function revokeRole(deps: AdminDeps, admin: Acting, userId: number, role: string) {
  if (userId === admin.id && role === ADMIN_ROLE_NAME) throw conflict(T.ownAdminRole);
  return changeUser(deps, admin, userId, 'user.role_revoke', async (tx, { roles }) => {
    const id = await mustRole(tx, role);
    if (!roles.includes(role)) return undefined;
    await store.revokeRole(tx, userId, id);
    return { before: { roles }, after: { roles: roles.filter((r) => r !== role) } };
  });
}
