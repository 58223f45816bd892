import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock/port.ts';
import type { SignatureCheck } from './port.ts';

const HOUR_SECONDS = 3600;

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
      // Rounded up to the hour: the answers of one hour carry one address, so a page that fetches its data again
      // neither reloads its audio nor fetches its transcript again.
      const expires = Math.ceil((nowSeconds() + expiresInSeconds) / HOUR_SECONDS) * HOUR_SECONDS;
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
