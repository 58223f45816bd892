import { ROUTES, type User } from '@parley/contracts';

/** Guests have no email to verify; they may use the app until they keep their account. */
export const needsVerification = (user: User): boolean => !user.is_verified && !user.is_guest;

/**
 * Where a signed-in user may not stay on a public-only page (login, register, …): verified users go
 * back where they came from or to the events, unverified ones to /verify. Guests stay, to log in or sign up.
 */
export function publicOnlyTarget(user: User | null, from: string | undefined): string | null {
  if (!user || user.is_guest) return null;
  if (needsVerification(user)) return ROUTES.verify;
  return from ?? ROUTES.events;
}

/** Where a user goes once their email is verified. */
export function verifiedTarget(user: User, from: string | undefined): string {
  if (user.is_company) return ROUTES.companyStart;
  if (user.status === 'TEACHER') return ROUTES.teacherLanding;
  return from ?? ROUTES.events;
}
