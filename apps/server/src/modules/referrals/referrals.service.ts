import { INVITE_PARAM, type ReferralLink } from '@parley/contracts';
import type { Db } from '../../platform/db/port.ts';
import { grantOf } from '../../plugins/plan-grants.ts';
import { codeOnFirstAsk, newMemberCode } from '../../shared/code-on-first-ask.ts';
import type { DomainEvents } from '../../shared/domain-events.ts';
import { creditIfDue, type CreditDeps } from './referral-credits.ts';
import * as store from './referrals.store.ts';

export interface ReferralsDeps extends CreditDeps {
  db: Db;
  publicUrl: string;
}

export async function mine(deps: ReferralsDeps, userId: number): Promise<ReferralLink> {
  const code = await codeOnFirstAsk(
    () => store.codeOf(deps.db, userId),
    () => store.insertCode(deps.db, userId, newMemberCode()),
  );
  const [{ signedUp, confirmed }, credits, grant] = await Promise.all([
    store.countsOf(deps.db, userId),
    store.creditsOf(deps.db, userId),
    grantOf(deps.db, userId),
  ]);
  const link = new URL('/register', deps.publicUrl);
  link.searchParams.set(INVITE_PARAM, code);
  return {
    code,
    link: link.toString(),
    signed_up: signedUp,
    confirmed,
    credits: credits.map((c) => ({ kind: c.kind, credited_at: c.createdAt.toISOString() })),
    free_basic_until: grant?.plan === 'basic' ? grant.endsAt.toISOString() : null,
  };
}

/** A new account that came by a member's link is theirs; an unknown code, or one's own, records nothing. */
export async function accountCreated(deps: ReferralsDeps, { userId, inviteCode }: DomainEvents['account.created']) {
  if (!inviteCode) return;
  const inviter = await store.inviterOf(deps.db, inviteCode);
  if (inviter !== undefined && inviter !== userId) await store.insertReferral(deps.db, userId, inviter, deps.clock.now());
}

/** The invitation counts from here; an invitee who paid before confirming earns the inviter their month now. */
export async function accountVerified(deps: ReferralsDeps, { userId }: DomainEvents['account.verified']) {
  const after = await deps.db.transaction(async (tx) => {
    const referral = await store.markVerified(tx, userId, deps.clock.now());
    return referral ? creditIfDue(tx, deps, referral, deps.payments.driver) : undefined;
  });
  await after?.();
}
