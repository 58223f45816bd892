import { randomBytes } from 'node:crypto';

/**
 * A member's own code (an invitation, ambassador or affiliate code), made the first time they ask for it. `insert`
 * keeps the first code a member is given (on conflict do nothing), so two tabs asking at once both read back the one
 * that was kept.
 */
export async function codeOnFirstAsk<T>(read: () => Promise<T | undefined>, insert: () => Promise<unknown>): Promise<T> {
  const existing = await read();
  if (existing !== undefined) return existing;
  await insert();
  return (await read())!;
}

/** 48 random bits as 8 URL-safe characters: not guessable, short enough to read out. */
export const newMemberCode = () => randomBytes(6).toString('base64url');
