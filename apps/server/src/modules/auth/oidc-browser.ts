import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_PREFIX } from '@parley/contracts';
import { sha256 } from './secrets.ts';

/**
 * Ties a Google sign-in to the browser that started it (login CSRF, ADR 0077): starting sets a short-lived cookie
 * holding a hash of the flow's state, and finishing refuses a state whose hash this browser does not hold. Someone
 * who sends a victim's browser their own code and state cannot set the cookie for us.
 */
const COOKIE = 'parley_oidc';

function cookie(value: string, maxAgeSeconds: number, secure: boolean) {
  return `${COOKIE}=${value}; Max-Age=${maxAgeSeconds}; Path=${AUTH_PREFIX}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function bindToBrowser(reply: FastifyReply, state: string, ttlSeconds: number, secure: boolean) {
  reply.header('set-cookie', cookie(sha256(state), ttlSeconds, secure));
}

/** The flow ends either way: the cookie is dropped with the answer. */
export function unbindBrowser(reply: FastifyReply, secure: boolean) {
  reply.header('set-cookie', cookie('', 0, secure));
}

/** The state's hash this browser holds, or null. */
export function browserBinding(request: FastifyRequest): string | null {
  const header = request.headers.cookie ?? '';
  const match = new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]*)`).exec(header);
  return match?.[1] || null;
}

export function startedHere(binding: string | null, state: string): boolean {
  if (!binding) return false;
  const [held, expected] = [Buffer.from(binding), Buffer.from(sha256(state))];
  return held.length === expected.length && timingSafeEqual(held, expected);
}
