/**
 * "Invite your friends" (spec platform §2 profile sub-page invite-your-friends; issue 21 §4): a personal link that
 * records who invited whom; what an invitation earns comes with the growth issue (ADR 0069).
 */
export const REFERRALS_PREFIX = '/api/v1/sdk/referrals';
/** The query parameter of the sign-up page that carries an invitation code. */
export const INVITE_PARAM = 'invite';
export const INVITE_CODE_MAX = 32;
