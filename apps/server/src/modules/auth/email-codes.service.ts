import { AUTH_TEXTS, EMAIL_CODE_MAX_ATTEMPTS, EMAIL_CODE_MAX_WRONG_PER_DAY, EMAIL_CODE_TTL_SECONDS } from '@parley/contracts';
import { AppError, badRequest, tooManyRequests } from '../../errors.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db } from '../../platform/db/port.ts';
import type { MailPort } from '../../platform/mail/port.ts';
import { codesLockedMail } from './auth.mails.ts';
import * as store from './auth.store.ts';
import { randomCode, sha256 } from './secrets.ts';

export type CodePurpose = 'verify' | 'reset';

interface Deps {
  db: Db;
  clock: Clock;
  /** EMAIL_CODE_RESEND_INTERVAL_SECONDS of the config. */
  resendIntervalSeconds: number;
  mail: MailPort;
  publicUrl: string;
}

/** Whose code is tried: the lock's mail goes to them. */
export interface CodeOwner {
  id: number;
  email: string | null;
  name: string;
}

const DAY_MS = 24 * 3600 * 1000;

const digest = (userId: number, purpose: CodePurpose, code: string) => sha256(`${userId}:${purpose}:${code}`);

/** Seconds until another code may be sent, or 0. */
export async function resendWait(deps: Deps, userId: number, purpose: CodePurpose): Promise<number> {
  const last = await store.latestCode(deps.db, userId, purpose);
  if (!last) return 0;
  const elapsed = (deps.clock.now().getTime() - last.createdAt.getTime()) / 1000;
  return Math.max(0, deps.resendIntervalSeconds - elapsed);
}

/** Issues a fresh code (the previous one dies), refusing when the last one is younger than the resend interval. */
export async function issueCode(deps: Deps, userId: number, purpose: CodePurpose, opts: { throttle: boolean }): Promise<string> {
  if (opts.throttle) {
    const wait = await resendWait(deps, userId, purpose);
    if (wait > 0) throw tooManyRequests(AUTH_TEXTS.resendTooSoon, wait);
  }
  const now = deps.clock.now();
  const code = randomCode();
  await store.replaceCode(deps.db, {
    userId,
    purpose,
    codeHash: digest(userId, purpose, code),
    expiresAt: new Date(now.getTime() + EMAIL_CODE_TTL_SECONDS * 1000),
    createdAt: now,
  });
  return code;
}

type Verdict = 'ok' | 'invalid' | 'exhausted' | 'expired' | 'locked' | 'lockedNow';

const locked = (until: Date, now: Date) =>
  new AppError('CODE_LOCKED', AUTH_TEXTS.codesLocked, {
    issues: [{ loc: ['body', 'code'], msg: AUTH_TEXTS.codesLocked }],
    headers: { 'retry-after': String(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))) },
  });

/**
 * Checks and consumes a code. The account's row is locked first, so tries sent in parallel are judged one at a time,
 * each wrong one counted before the next is judged: five wrong kill a code, and ten on the account's codes within a
 * day lock them all until the first of those codes is a day old, with a mail to the owner (ADR 0077).
 */
export async function consume(deps: Deps, owner: CodeOwner, purpose: CodePurpose, code: string): Promise<void> {
  const now = deps.clock.now();
  const { verdict, firstAt } = await deps.db.transaction(async (tx) => {
    await store.lockAccount(tx, owner.id);
    const tries = await store.wrongTriesSince(tx, owner.id, new Date(now.getTime() - DAY_MS));
    const judged = (verdict: Verdict) => ({ verdict, firstAt: tries.firstAt ?? now });
    if (tries.wrong >= EMAIL_CODE_MAX_WRONG_PER_DAY) return judged('locked');
    const current = await store.latestCode(tx, owner.id, purpose);
    if (!current || current.consumedAt) return judged('invalid');
    if (current.attempts >= EMAIL_CODE_MAX_ATTEMPTS) return judged('exhausted');
    if (current.expiresAt <= now) return judged('expired');
    if (current.codeHash === digest(owner.id, purpose, code)) {
      await store.consumeCode(tx, current.id, now);
      return judged('ok');
    }
    await store.countWrongTry(tx, current.id);
    if (tries.wrong + 1 >= EMAIL_CODE_MAX_WRONG_PER_DAY) return judged('lockedNow');
    return judged(current.attempts + 1 >= EMAIL_CODE_MAX_ATTEMPTS ? 'exhausted' : 'invalid');
  });
  const until = new Date(firstAt.getTime() + DAY_MS);
  switch (verdict) {
    case 'ok':
      return;
    case 'invalid':
      throw badRequest('CODE_INVALID', AUTH_TEXTS.codeInvalid, 'code');
    case 'exhausted':
      throw badRequest('CODE_EXHAUSTED', AUTH_TEXTS.codeExhausted, 'code');
    case 'expired':
      throw badRequest('CODE_EXPIRED', AUTH_TEXTS.codeExpired, 'code');
    case 'lockedNow':
      if (owner.email) await deps.mail.send(codesLockedMail(owner.email, owner.name, until, deps.publicUrl));
      throw locked(until, now);
    case 'locked':
      throw locked(until, now);
  }
}
