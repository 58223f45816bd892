import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock/port.ts';
import type { SignatureCheck } from './port.ts';

const HOUR_SECONDS = 3600;

/**
 * When an address signed now for at least `expiresInSeconds` expires, in unix seconds: rounded up to the hour, so the
 * answers of one hour carry one address and a page that fetches its data again neither reloads its audio nor fetches
 * its transcript again (ADR 0080). The S3 store's presigned addresses keep the same hours.
 */
export const hourlyExpiry = (nowSeconds: number, expiresInSeconds: number) =>
  Math.ceil((nowSeconds + expiresInSeconds) / HOUR_SECONDS) * HOUR_SECONDS;

/** The start of the hour: the S3 store signs as of then, so its addresses too stay the same for the hour. */
export const hourStart = (nowSeconds: number) => Math.floor(nowSeconds / HOUR_SECONDS) * HOUR_SECONDS;

/**
 * Signatures of the addresses the local store hands out: an HMAC of the key and its expiry, under a key derived from
 * the server's secret for this use only (so no other MAC made from that secret can pass for one).
 */
export function urlSignature(secret: string, clock: Clock) {
  const hmacKey = createHmac('sha256', secret).update('parley storage file urls').digest();
  const mac = (key: string, expires: number) => createHmac('sha256', hmacKey).update(`${key}\n${expires}`).digest('base64url');
  const nowSeconds = () => clock.now().getTime() / 1000;
  return {
    sign(key: string, expiresInSeconds: number) {
      const expires = hourlyExpiry(nowSeconds(), expiresInSeconds);
      return { expires: String(expires), token: mac(key, expires) };
    },
    check(key: string, query: { expires?: string | undefined; token?: string | undefined }): SignatureCheck {
      const { expires, token } = query;
      if (!expires || !token || !/^\d{1,12}$/.test(expires)) return 'invalid';
      const expected = Buffer.from(mac(key, Number(expires)));
      const given = Buffer.from(token);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return Number(expires) > nowSeconds() ? 'valid' : 'expired';
    },
  };
}
export type UrlSignature = ReturnType<typeof urlSignature>;
