/**
 * Affiliates (spec platform §1 partner, affiliate; §2 profile sub-page affliation-offers; issue 22 §2; ADR 0076):
 * approved teachers and partners get a tracked link; sign-ups that came by it are theirs, and each paid invoice of such
 * a member's plan earns a commission record. Paths and texts are ours: the spec lists affiliate endpoints without fields.
 */
export const AFFILIATE_PREFIX = '/api/v1/sdk/affiliate';
export const ADMIN_AFFILIATES_PREFIX = '/api/v1/sdk/admin/affiliates';

/** The query parameter of a tracked link; it works on any page of the app. */
export const AFFILIATE_PARAM = 'aff';
export const AFFILIATE_CODE_MAX = 32;
/** How long a browser remembers the link it came by before signing up. */
export const AFFILIATE_WINDOW_DAYS = 30;

/** The role admins grant in the console to make a member a partner (the User's profile.is_partner). */
export const PARTNER_ROLE_NAME = 'partner';

/** What a commission is worth: this share of each paid amount, for this many months from the member's first payment. */
export const AFFILIATE_COMMISSION_PERCENT = 20;
export const AFFILIATE_COMMISSION_MONTHS = 12;
/** A record stays pending this long after the payment (the refund window), then is approved for payout. */
export const AFFILIATE_HOLD_DAYS = 30;

export const COMMISSION_STATUSES = ['pending', 'approved', 'paid'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];
/** A commission comes from a paid invoice; a reversal takes back its share of money refunded or credited. */
export const COMMISSION_KINDS = ['commission', 'reversal'] as const;
export type CommissionKind = (typeof COMMISSION_KINDS)[number];

export const AFFILIATES_TEXTS = {
  affiliatesOnly: 'Only approved teachers and partners are affiliates',
  commissionNotFound: 'This commission record does not exist',
  alreadyPaid: 'This commission record is marked paid already',
} as const;
