import {
  AFFILIATE_COMMISSION_MONTHS,
  AFFILIATE_COMMISSION_PERCENT,
  AFFILIATE_HOLD_DAYS,
  AFFILIATE_PARAM,
  AFFILIATES_TEXTS as T,
  PARTNER_ROLE_NAME,
  PLAN_CURRENCY,
  ROUTES,
  type AffiliateDashboard,
} from '@parley/contracts';
import type { UserRow } from '../../db/schema/index.ts';
import { forbidden } from '../../errors.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db } from '../../platform/db/port.ts';
import { codeOnFirstAsk, newMemberCode } from '../../shared/code-on-first-ask.ts';
import type { DomainEvents } from '../../shared/domain-events.ts';
import { presentCommission } from './affiliates.presenter.ts';
import * as store from './affiliates.store.ts';

export interface AffiliatesDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
}

interface Member {
  user: UserRow;
  roles: readonly string[];
}

/** An approved teacher, or a member an admin made a partner (ADR 0076); the same rule as store.isAffiliateNow. */
export const isAffiliate = ({ user, roles }: Member) =>
  (user.status === 'TEACHER' && user.teacherApprovedAt !== null) || roles.includes(PARTNER_ROLE_NAME);

function assertAffiliate(caller: Member) {
  if (!isAffiliate(caller)) throw forbidden(T.affiliatesOnly);
}

export async function dashboard(deps: AffiliatesDeps, caller: Member): Promise<AffiliateDashboard> {
  assertAffiliate(caller);
  const userId = caller.user.id;
  const row = await codeOnFirstAsk(
    () => store.codeOf(deps.db, userId),
    () => store.insertCode(deps.db, userId, newMemberCode()),
  );
  const link = new URL(ROUTES.register, deps.publicUrl);
  link.searchParams.set(AFFILIATE_PARAM, row.code);
  const counts = await store.countsOf(deps.db, userId);
  const totals = await store.totalsOf(deps.db, deps.clock.now(), userId);
  return {
    code: row.code,
    link: link.toString(),
    clicks: row.clicks,
    sign_ups: counts.signUps,
    paying_members: counts.paying,
    rate_percent: AFFILIATE_COMMISSION_PERCENT,
    months: AFFILIATE_COMMISSION_MONTHS,
    hold_days: AFFILIATE_HOLD_DAYS,
    totals: { ...totals, currency: PLAN_CURRENCY },
  };
}

export async function commissions(deps: AffiliatesDeps, caller: Member, page: { limit: number; offset: number }) {
  assertAffiliate(caller);
  const { items, total } = await store.commissionsOf(deps.db, caller.user.id, page);
  const now = deps.clock.now();
  return { items: items.map((row) => presentCommission(row, now)), total };
}

/**
 * A browser arrived by a tracked link (it asks once per window): valid when the code is a current affiliate's; a
 * click counts unless the signed-in caller is that affiliate.
 */
export async function visit(deps: AffiliatesDeps, code: string, callerId: number | null) {
  const owner = await store.ownerOf(deps.db, code);
  if (owner === undefined || !(await store.isAffiliateNow(deps.db, owner, PARTNER_ROLE_NAME))) return { valid: false };
  if (owner !== callerId) await store.countClick(deps.db, owner);
  return { valid: true };
}

/** A new account that came by an affiliate's link is theirs (one per account); an unknown or lapsed code records nothing. */
export async function accountCreated(deps: AffiliatesDeps, { userId, affiliateCode }: DomainEvents['account.created']) {
  if (!affiliateCode) return;
  const owner = await store.ownerOf(deps.db, affiliateCode);
  if (owner === undefined || owner === userId) return;
  if (!(await store.isAffiliateNow(deps.db, owner, PARTNER_ROLE_NAME))) return;
  await store.attribute(deps.db, userId, owner, deps.clock.now());
}
