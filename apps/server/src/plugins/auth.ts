import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, AUTH_TEXTS, type Token } from '@parley/contracts';
import { LRUCache } from 'lru-cache';
import { unauthorized } from '../errors.ts';
import type { Clock } from '../platform/clock/port.ts';

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

const ISSUER = 'parley';
const AUDIENCE = 'parley-api';

/** Signs and checks access tokens: short JWTs naming the user and the session they belong to. */
export function createAccessTokens(secret: string, clock: Clock) {
  const key = new TextEncoder().encode(secret);
  // A client presents one token many times in its 15 minutes: check its signature once, its expiry every time.
  const verified = new LRUCache<string, AccessClaims & { exp: number }>({ max: 20_000 });
  const expired = () => unauthorized(AUTH_TEXTS.sessionExpired, 'TOKEN_EXPIRED');
  return {
    /** `notAfter`: the token never outlives its session. */
    async sign(claims: AccessClaims, notAfter?: Date): Promise<Token> {
      const now = Math.floor(clock.now().getTime() / 1000);
      const exp = Math.min(now + ACCESS_TOKEN_TTL_SECONDS, notAfter ? Math.floor(notAfter.getTime() / 1000) : Infinity);
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
      const known = verified.get(token);
      if (known) {
        if (known.exp * 1000 <= clock.now().getTime()) throw expired();
        return { userId: known.userId, sessionId: known.sessionId };
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          currentDate: clock.now(),
        });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') {
          throw unauthorized(AUTH_TEXTS.loginRequired);
        }
        verified.set(token, { userId, sessionId: payload.sid, exp: payload.exp });
        return { userId, sessionId: payload.sid };
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) throw expired();
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
