import type { SignUpCodes } from '@parley/contracts';
import type { AuthDeps } from './auth.service.ts';

/**
 * The codes a sign-up brings, by email or with Google (ADRs 0069, 0075, 0076): the registration code is judged here,
 * before the account is made (a bad one refuses the sign-up under `registration_code`), and `announce` tells the
 * modules that credit an inviter or an affiliate and place the person in an organisation or campaign.
 */
export async function judgeSignUpCodes(deps: AuthDeps, codes: SignUpCodes) {
  const registrationCode = codes.registration_code || null;
  const registrationKind = registrationCode
    ? await deps.registrationCodes.assert(deps.db, registrationCode, deps.clock.now())
    : null;
  const announce = (userId: number) =>
    deps.domain.publish('account.created', {
      userId,
      inviteCode: codes.invite_code || null,
      registrationCode,
      registrationKind,
      affiliateCode: codes.affiliate_code || null,
    });
  return { registrationCode, announce };
}
