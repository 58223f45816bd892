import { CAMPAIGN_TEXTS as T, type Campaign, type CampaignBody } from '@parley/contracts';
import { badRequest, conflict } from '../../errors.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db } from '../../platform/db/port.ts';
import type { CodeVerdict, RegistrationCodeOwner, RegistrationCodes } from '../../plugins/registration-codes.ts';
import type { DomainEvents } from '../../shared/domain-events.ts';
import { isUniqueViolation } from '../../shared/unique-violation.ts';
import { assertAdmin, recordAdminAction } from '../admin/public.ts';
import * as store from './campaigns.store.ts';

export interface CampaignsDeps {
  db: Db;
  clock: Clock;
  registrationCodes: RegistrationCodes;
  log: { warn(obj: object, msg: string): void };
}

interface Admin {
  user: { id: number };
  roles: readonly string[];
}

const present = (c: store.CampaignRow, signups: number): Campaign => ({
  id: c.id,
  name: c.name,
  code: c.code,
  expires_at: c.expiresAt?.toISOString() ?? null,
  max_signups: c.maxSignups,
  signups,
  created_at: c.createdAt.toISOString(),
});

export async function list(deps: CampaignsDeps, caller: Admin): Promise<Campaign[]> {
  assertAdmin(caller.roles);
  return (await store.listWithCounts(deps.db)).map((r) => present(r.campaign, r.signups));
}

/** A campaign's code may not shadow an organisation's, another campaign's or an ambassador's (ADR 0075). */
export async function create(deps: CampaignsDeps, caller: Admin, body: CampaignBody): Promise<Campaign> {
  assertAdmin(caller.roles);
  const now = deps.clock.now();
  const expiresAt = body.expires_at === undefined ? null : new Date(body.expires_at);
  if (expiresAt && expiresAt <= now) throw badRequest('VALIDATION_ERROR', T.expiryPast, 'expires_at');
  if (await deps.registrationCodes.taken(deps.db, body.code, now)) throw conflict(T.codeTaken);
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await store.insertCampaign(tx, {
        name: body.name,
        code: body.code,
        expiresAt,
        maxSignups: body.max_signups ?? null,
        createdBy: caller.user.id,
        createdAt: now,
      });
      const after = { name: row.name, code: row.code, expires_at: body.expires_at ?? null, max_signups: row.maxSignups };
      await recordAdminAction(tx, {
        adminId: caller.user.id,
        action: 'campaign.create',
        targetType: 'campaign',
        targetId: row.id,
        before: null,
        after,
      });
      return present(row, 0);
    });
  } catch (err) {
    // Two admins making one code at once: the unique index keeps the first.
    if (isUniqueViolation(err)) throw conflict(T.codeTaken);
    throw err;
  }
}

function verdict(c: store.CampaignRow, signups: number, now: Date): CodeVerdict {
  if (c.expiresAt && c.expiresAt <= now) return { accepted: false, refusal: T.expired };
  if (c.maxSignups !== null && signups >= c.maxSignups) return { accepted: false, refusal: T.full };
  return { accepted: true };
}

/** Sign-up's registration codes: a campaign's is welcome until it expires or has its maximum of sign-ups. */
export const campaignCodes: RegistrationCodeOwner = {
  kind: 'campaign',
  async check(db, code, now) {
    const c = await store.byCode(db, code);
    return c ? verdict(c, await store.signupCount(db, c.id), now) : undefined;
  },
};

/**
 * Records a new account in the campaign whose code it gave (checked at sign-up). The row is locked, so two sign-ups
 * for the last place take it one after the other; the later one stays outside, and its account stands.
 */
export async function accountCreated(deps: CampaignsDeps, event: DomainEvents['account.created']) {
  if (event.registrationKind !== 'campaign' || !event.registrationCode) return;
  const code = event.registrationCode;
  await deps.db.transaction(async (tx) => {
    const found = await store.byCode(tx, code);
    const c = found && (await store.lockCampaign(tx, found.id));
    if (!c) return;
    const now = deps.clock.now();
    if (!verdict(c, await store.signupCount(tx, c.id), now)?.accepted) {
      deps.log.warn({ userId: event.userId, campaign: c.id }, 'campaign code: filled or expired meanwhile');
      return;
    }
    await store.insertSignup(tx, event.userId, c.id, now);
  });
}
