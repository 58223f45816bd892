import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { AUTH_TEXTS } from '@parley/contracts';
import { roles, sessions, userRoles, users, type UserRow } from '../db/schema/index.ts';
import { unauthorized } from '../errors.ts';
import type { Db } from '../platform/db/port.ts';
import type { DomainEventBus, DomainEvents } from '../shared/domain-events.ts';
import { bearerToken, type AccessTokens } from './auth.ts';

export interface Caller {
  user: UserRow;
  roles: string[];
  sessionId: string;
}

type AuthChange = DomainEvents['auth.changed'];

/**
 * How long a resolved caller is reused without asking the database. Changes are announced on the
 * bus and evict at once; the time-out only bounds a change that was never announced.
 */
export const CALLER_TTL_MS = 10_000;

async function loadCaller(db: Db, userId: number, sessionId: string): Promise<Caller | undefined> {
  const [row] = await db
    .select({
      user: users,
      roles: sql<
        string[]
      >`coalesce((select array_agg(${roles.name} order by ${roles.name}) from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId} where ${userRoles.userId} = ${users.id}), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .limit(1);
  return row && { user: row.user, roles: row.roles, sessionId };
}

/** Resolves the caller of a request: the user and roles, provided the token is valid and its session still open. */
export async function createAuthenticator({ db, tokens, domain }: { db: Db; tokens: AccessTokens; domain: DomainEventBus }) {
  const sessionsByUser = new Map<number, Set<string>>();
  const callers = new LRUCache<string, Caller>({
    max: 20_000,
    ttl: CALLER_TTL_MS,
    dispose: (caller, sessionId) => {
      const known = sessionsByUser.get(caller.user.id);
      known?.delete(sessionId);
      if (known?.size === 0) sessionsByUser.delete(caller.user.id);
    },
  });

  // Bumped by every change: a caller loaded while one came in may predate it, so it is answered but not kept.
  let changes = 0;
  const forget = (change: AuthChange) => {
    changes++;
    const ids = 'sessionId' in change ? [change.sessionId] : [...(sessionsByUser.get(change.userId) ?? [])];
    for (const id of ids) callers.delete(id);
  };
  const unsubscribe = await domain.subscribe('auth.changed', forget);

  /** Resolves a token that came another way than the Authorization header (the live socket's query string). */
  async function authenticateToken(token: string | null | undefined): Promise<Caller> {
    if (!token) throw unauthorized(AUTH_TEXTS.loginRequired);
    const claims = await tokens.verify(token);
    const cached = callers.get(claims.sessionId);
    if (cached && cached.user.id === claims.userId) return cached;
    const changesBefore = changes;
    const caller = await loadCaller(db, claims.userId, claims.sessionId);
    if (!caller) throw unauthorized(AUTH_TEXTS.sessionExpired, 'TOKEN_REVOKED');
    if (changes !== changesBefore) return caller;
    callers.set(claims.sessionId, caller);
    const known = sessionsByUser.get(claims.userId) ?? new Set();
    sessionsByUser.set(claims.userId, known.add(claims.sessionId));
    return caller;
  }

  return {
    authenticate: (request: FastifyRequest): Promise<Caller> => authenticateToken(bearerToken(request)),
    authenticateToken,
    close: unsubscribe,
  };
}
export type Authenticator = Awaited<ReturnType<typeof createAuthenticator>>;
