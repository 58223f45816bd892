import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a proxy adds for the caller it forwards: their presence means the caller is elsewhere. */
const FORWARDING = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * A caller on this machine (an operator, a local probe or scraper): the connection itself comes from loopback and
 * nothing says it was forwarded. The socket's address, not `request.ip`: behind a trusted proxy that is whatever the
 * forwarded header claims, and a proxy on this machine makes every caller from the internet a loopback connection,
 * which its forwarding header gives away.
 */
export function isLocalCaller(request: FastifyRequest): boolean {
  if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) return false;
  return FORWARDING.every((name) => request.headers[name] === undefined);
}
