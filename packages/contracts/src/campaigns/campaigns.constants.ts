/**
 * Campaign registration codes (issue 22 §2, ADR 0075): an admin makes a code a learner types at sign-up (or follows in
 * a link), and the sign-up is recorded in that campaign. Paths and texts are ours; the spec names the field only.
 */
export const CAMPAIGNS_PREFIX = '/api/v1/sdk/admin/campaigns';

/** Letters and digits, typed at sign-up where the field is upper-cased, so stored upper-case. */
export const CAMPAIGN_CODE_PATTERN = /^[A-Za-z0-9]{4,32}$/;
export const CAMPAIGN_NAME_MAX = 100;

export const CAMPAIGN_TEXTS = {
  nameRequired: `A campaign has a name of 1 to ${CAMPAIGN_NAME_MAX} characters`,
  codeInvalid: 'A code is 4 to 32 letters and digits',
  maxSignups: 'Maximum sign-ups is a whole number, at least 1',
  expiryPast: 'The expiry must be in the future',
  codeTaken: 'This code is taken by an organisation, a campaign or an ambassador',
  // Under sign-up's registration code field:
  expired: 'This campaign code has expired',
  full: 'This campaign has as many sign-ups as it may have',
} as const;

/** Who can own a sign-up's registration code, in the order a code is looked up (ADR 0075). */
export const REGISTRATION_CODE_KINDS = ['organisation', 'campaign', 'ambassador'] as const;
export type RegistrationCodeKind = (typeof REGISTRATION_CODE_KINDS)[number];

/** Under sign-up's registration code field when no organisation, campaign or ambassador has the code. */
export const REGISTRATION_CODE_UNKNOWN = 'No organisation, campaign or ambassador has this code';
