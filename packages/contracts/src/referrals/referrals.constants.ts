/**
 * "Invite your friends" (spec platform §2 profile sub-page invite-your-friends; issue 21 §4): a personal link that
 * records who invited whom (ADR 0069); a friend's first paid plan earns the inviter a month of Basic (ADR 0074).
 * Ambassadors (issue 22 §2, ADR 0075) have a registration code of their own, served under the same prefix.
 */
export const REFERRALS_PREFIX = '/api/v1/sdk/referrals';
/** The query parameter of the sign-up page that carries an invitation code. */
export const INVITE_PARAM = 'invite';
export const INVITE_CODE_MAX = 32;

/** What one credited friend is worth (ADR 0074): this many days of Basic, or one Basic month on the provider balance. */
export const REFERRAL_CREDIT_DAYS = 30;
export const REFERRAL_CREDIT_PLAN = 'basic';

/** The role whose holders get an ambassador code (ADR 0075); admins grant it in the console. */
export const AMBASSADOR_ROLE_NAME = 'ambassador';

export const REFERRALS_TEXTS = {
  ambassadorsOnly: 'Only ambassadors have an ambassador code',
} as const;
