import { randomUUID } from 'node:crypto';
import { AUTH_TEXTS, REFRESH_TOKEN_TTL_SECONDS, SESSION_MAX_AGE_SECONDS, type TokenPair } from '@parley/contracts';
import { AppError, unauthorized } from '../../errors.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { AccessTokens } from '../../plugins/auth.ts';
import type { DomainEventBus } from '../../shared/domain-events.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db } from '../../platform/db/port.ts';
import { randomToken, sha256 } from './secrets.ts';
import * as store from './sessions.store.ts';

export interface SessionDeps {
  db: Db;
  clock: Clock;
  tokens: AccessTokens;
  domain: DomainEventBus;
}

/** A pair for the session that began at `signedInAt`: neither token lives past the session's 90 days. */
async function issuePair(deps: SessionDeps, userId: number, sessionId: string, signedInAt: Date): Promise<TokenPair> {
  const now = deps.clock.now();
  const refresh = randomToken();
  const sessionEnd = signedInAt.getTime() + SESSION_MAX_AGE_SECONDS * 1000;
  const expiresAt = new Date(Math.min(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000, sessionEnd));
  await store.insertRefreshToken(deps.db, { tokenHash: sha256(refresh), sessionId, expiresAt, createdAt: now });
  return {
    access_token: await deps.tokens.sign({ userId, sessionId }, new Date(sessionEnd)),
    refresh_token: { token: refresh, expiration_time: expiresAt.toISOString() },
  };
}

/** A new login: a new token family; never for an account an admin disabled (ADR 0070). */
export async function startSession(deps: SessionDeps, user: Pick<UserRow, 'id' | 'disabledAt'>): Promise<TokenPair> {
  if (user.disabledAt) throw new AppError('ACCOUNT_DISABLED', AUTH_TEXTS.accountDisabled);
  const sessionId = randomUUID();
  const now = deps.clock.now();
  await store.insertSession(deps.db, sessionId, user.id, now);
  return issuePair(deps, user.id, sessionId, now);
}

/** A fresh pair in the same family, for a caller already signed in: the session keeps its sign-in time. */
export async function reissue(deps: SessionDeps, userId: number, sessionId: string): Promise<TokenPair> {
  const signedInAt = await store.sessionStart(deps.db, sessionId);
  if (!signedInAt) throw unauthorized(AUTH_TEXTS.sessionExpired, 'TOKEN_REVOKED');
  return issuePair(deps, userId, sessionId, signedInAt);
}

/**
 * Rotates a refresh token. A token presented twice means it leaked (or was replayed), so the whole
 * family is revoked: the thief and the owner both have to log in again.
 */
export async function rotate(deps: SessionDeps, refreshToken: string): Promise<TokenPair> {
  const now = deps.clock.now();
  const hash = sha256(refreshToken);
  const found = await store.findRefreshToken(deps.db, hash);
  if (!found) throw unauthorized(AUTH_TEXTS.sessionExpired, 'TOKEN_REVOKED');
  if (found.session.revokedAt) throw unauthorized(AUTH_TEXTS.sessionExpired, 'TOKEN_REVOKED');
  if (found.token.expiresAt <= now) throw unauthorized(AUTH_TEXTS.sessionExpired, 'TOKEN_EXPIRED');
  const spent = await store.spendRefreshToken(deps.db, hash, now);
  if (!spent) {
    await store.revokeSession(deps.db, found.session.id, now, 'refresh token reuse');
    await deps.domain.publish('auth.changed', { sessionId: found.session.id });
    throw unauthorized(AUTH_TEXTS.sessionExpired, 'TOKEN_REVOKED');
  }
  return issuePair(deps, found.session.userId, found.session.id, found.session.createdAt);
}

export async function endSessionByRefresh(deps: SessionDeps, refreshToken: string): Promise<void> {
  const found = await store.findRefreshToken(deps.db, sha256(refreshToken));
  if (!found) return;
  await store.revokeSession(deps.db, found.session.id, deps.clock.now(), 'logout');
  await deps.domain.publish('auth.changed', { sessionId: found.session.id });
}

/** Ends every session of the user but `keep`; their cached callers go on every instance. */
export async function endOtherSessions(deps: SessionDeps, userId: number, keep: string, reason: string) {
  await store.revokeUserSessions(deps.db, userId, deps.clock.now(), reason, keep);
  await deps.domain.publish('auth.changed', { userId });
}

export async function endAllSessions(deps: SessionDeps, userId: number, reason: string) {
  await store.revokeUserSessions(deps.db, userId, deps.clock.now(), reason);
  await deps.domain.publish('auth.changed', { userId });
}
