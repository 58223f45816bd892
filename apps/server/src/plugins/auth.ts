import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, AUTH_TEXTS, type Token } from '@parley/contracts';
import { sessions, users, type UserRow } from '../db/schema/index.ts';
import { unauthorized } from '../errors.ts';
import type { Clock } from '../platform/clock/port.ts';
import type { Db } from '../platform/db/port.ts';

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

const ISSUER = 'parley';
const AUDIENCE = 'parley-api';

/** Signs and checks access tokens: short JWTs naming the user and the session they belong to. */
export function createAccessTokens(secret: string, clock: Clock) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: AccessClaims): Promise<Token> {
      const now = Math.floor(clock.now().getTime() / 1000);
      const exp = now + ACCESS_TOKEN_TTL_SECONDS;
      const token = await new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .sign(key);
      return { token, expiration_time: new Date(exp * 1000).toISOString() };
    },
    async verify(token: string): Promise<AccessClaims> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          currentDate: clock.now(),
        });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.sid !== 'string') throw unauthorized(AUTH_TEXTS.loginRequired);
        return { userId, sessionId: payload.sid };
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) throw unauthorized(AUTH_TEXTS.sessionExpired, 'TOKEN_EXPIRED');
        throw unauthorized(AUTH_TEXTS.loginRequired);
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Resolves the caller from the access token in one query: the user, provided the session is still open. */
export async function authenticate(
  request: FastifyRequest,
  db: Db,
  tokens: AccessTokens,
): Promise<{ user: UserRow; sessionId: string }> {
  const token = bearerToken(request);
  if (!token) throw unauthorized(AUTH_TEXTS.loginRequired);
  const claims = await tokens.verify(token);
  const rows = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, claims.sessionId), eq(sessions.userId, claims.userId), isNull(sessions.revokedAt)))
    .limit(1);
  const row = rows[0];
  if (!row) throw unauthorized(AUTH_TEXTS.sessionExpired, 'TOKEN_REVOKED');
  return { user: row.user, sessionId: claims.sessionId };
}
