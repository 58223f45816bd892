import { randomBytes } from 'node:crypto';
import { INVITE_PARAM, type ReferralLink } from '@parley/contracts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db } from '../../platform/db/port.ts';
import type { DomainEvents } from '../../shared/domain-events.ts';
import * as store from './referrals.store.ts';

export interface ReferralsDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
}

/** 48 random bits as 8 URL-safe characters: not guessable, short enough to read out. */
const newCode = () => randomBytes(6).toString('base64url');

export async function mine(deps: ReferralsDeps, userId: number): Promise<ReferralLink> {
  let code = await store.codeOf(deps.db, userId);
  if (!code) {
    await store.insertCode(deps.db, userId, newCode());
    code = (await store.codeOf(deps.db, userId))!;
  }
  const { signedUp, confirmed } = await store.countsOf(deps.db, userId);
  const link = new URL('/register', deps.publicUrl);
  link.searchParams.set(INVITE_PARAM, code);
  return { code, link: link.toString(), signed_up: signedUp, confirmed };
}

/** A new account that came by a member's link is theirs; an unknown code, or one's own, records nothing. */
export async function accountCreated(deps: ReferralsDeps, { userId, inviteCode }: DomainEvents['account.created']) {
  if (!inviteCode) return;
  const inviter = await store.inviterOf(deps.db, inviteCode);
  if (inviter !== undefined && inviter !== userId) await store.insertReferral(deps.db, userId, inviter, deps.clock.now());
}

export const accountVerified = (deps: ReferralsDeps, { userId }: DomainEvents['account.verified']) =>
  store.markVerified(deps.db, userId, deps.clock.now());
