import { jwtVerify, SignJWT } from 'jose';
import { emailPreferencesSchema, type EmailPreferences } from '@parley/contracts';

/**
 * The token in a mail's unsubscribe link: signed with the server's secret, naming the member and one preference. It does
 * not expire, as a mail read months later must still stop the next one; turning a preference off twice changes nothing.
 */
const AUDIENCE = 'parley:unsubscribe';

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export function signUnsubscribe(secret: string, userId: number, preference: keyof EmailPreferences): Promise<string> {
  return new SignJWT({ pref: preference })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setAudience(AUDIENCE)
    .sign(keyOf(secret));
}

/** The member and preference a token names, or null for anything forged, altered or not ours. */
export async function readUnsubscribe(secret: string, token: string) {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { audience: AUDIENCE, algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    const preference = payload.pref;
    if (!Number.isInteger(userId) || typeof preference !== 'string' || !(preference in emailPreferencesSchema.shape)) return null;
    return { userId, preference: preference as keyof EmailPreferences };
  } catch {
    return null;
  }
}
