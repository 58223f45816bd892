import { AUTH_TEXTS, EMAIL_CODE_MAX_ATTEMPTS, EMAIL_CODE_TTL_SECONDS } from '@parley/contracts';
import { badRequest, tooManyRequests } from '../../errors.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db } from '../../platform/db/port.ts';
import * as store from './auth.store.ts';
import { randomCode, sha256 } from './secrets.ts';

export type CodePurpose = 'verify' | 'reset';

interface Deps {
  db: Db;
  clock: Clock;
  /** EMAIL_CODE_RESEND_INTERVAL_SECONDS of the config. */
  resendIntervalSeconds: number;
}

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

/** Checks and consumes a code: wrong codes count, and the fifth wrong one kills it. */
export async function consume(deps: Deps, userId: number, purpose: CodePurpose, code: string): Promise<void> {
  const now = deps.clock.now();
  const current = await store.latestCode(deps.db, userId, purpose);
  if (!current || current.consumedAt) throw badRequest('CODE_INVALID', AUTH_TEXTS.codeInvalid, 'code');
  if (current.attempts >= EMAIL_CODE_MAX_ATTEMPTS) throw badRequest('CODE_EXHAUSTED', AUTH_TEXTS.codeExhausted, 'code');
  if (current.expiresAt <= now) throw badRequest('CODE_EXPIRED', AUTH_TEXTS.codeExpired, 'code');
  if (current.codeHash !== digest(userId, purpose, code)) {
    const attempts = await store.countWrongTry(deps.db, current.id);
    if (attempts >= EMAIL_CODE_MAX_ATTEMPTS) throw badRequest('CODE_EXHAUSTED', AUTH_TEXTS.codeExhausted, 'code');
    throw badRequest('CODE_INVALID', AUTH_TEXTS.codeInvalid, 'code');
  }
  if (!(await store.consumeCode(deps.db, current.id, now))) throw badRequest('CODE_INVALID', AUTH_TEXTS.codeInvalid, 'code');
}
