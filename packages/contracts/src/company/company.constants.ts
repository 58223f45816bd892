/**
 * Company accounts on the Team plan (issue 22 §1; spec platform §1 "company", §2 /company/start and /company/account;
 * ADR 0072): an organisation buys seats, its members hold them and are on the Team plan while they do.
 */
export const COMPANY_PREFIX = '/api/v1/sdk/company';
export const COMPANY_NAME_MAX = 80;
export const COMPANY_SEATS_MIN = 1;
export const COMPANY_SEATS_MAX = 500;
/** Addresses one invitation request may carry. */
export const COMPANY_INVITES_PER_REQUEST = 20;
export const COMPANY_INVITES_PER_DAY = 200;
/** Join codes: unambiguous letters and digits, long enough not to be walked. */
export const COMPANY_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const COMPANY_CODE_LENGTH = 8;
export const COMPANY_ROLES = ['admin', 'member'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
/** What a Team checkout's subscription carries, so its events reach the company module (ADR 0072). */
export const COMPANY_SUBSCRIPTION_KIND = 'company';

export const COMPANY_TEXTS = {
  notFound: 'You do not belong to an organisation',
  adminsOnly: "Only the organisation's administrators can do this",
  guestsCannot: 'Guests cannot join an organisation. Please sign up first.',
  alreadyMember: 'You already belong to an organisation',
  nameRequired: 'Please give the organisation a name',
  nameTooLong: `A name can have at most ${COMPANY_NAME_MAX} characters`,
  billingEmailInvalid: 'Please enter a valid billing email address',
  logoInvalid: 'The logo must be an image uploaded to Parley',
  codeUnknown: 'No organisation has this code',
  invitationUnknown: 'This invitation does not exist or was already used',
  invitationOtherAddress: 'This invitation was sent to another email address. Sign in with that address to accept it.',
  noFreeSeat: 'All seats of this organisation are taken. Ask its administrator to add seats.',
  tooManyEmails: `Invite at most ${COMPANY_INVITES_PER_REQUEST} addresses at a time`,
  emailsRequired: 'Enter at least one email address',
  tooManyInvites: 'You have sent many invitations today. Please try again tomorrow.',
  invitedAlreadyMember: 'is already a member',
  memberNotFound: 'This person is not a member of your organisation',
  lastAdmin: 'An organisation needs at least one administrator: make someone else an administrator first',
  seatsTooFew: 'Seats cannot be fewer than the members who hold them',
  seatsRange: `Choose between ${COMPANY_SEATS_MIN} and ${COMPANY_SEATS_MAX} seats`,
  alreadySubscribed: 'This organisation already has a Team subscription: change its seats instead',
  notSubscribed: 'This organisation has no Team subscription yet',
  noBilling: 'This organisation has not paid for anything yet',
} as const;
