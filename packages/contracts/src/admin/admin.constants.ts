/**
 * The admin console (issue 22 §3, ADR 0070): users, teacher approval, the reports queue, events, a payments overview
 * and the audit log, for members holding the `admin` role. Paths and texts are ours; the spec names none.
 */
export const ADMIN_PREFIX = '/api/v1/sdk/admin';

/** The role that opens the console. */
export const ADMIN_ROLE_NAME = 'admin';

export const REPORT_STATUSES = ['open', 'dismissed', 'warned', 'banned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const ADMIN_QUERY_MAX = 100;
export const ADMIN_NOTE_MAX = 1000;
/** How many payment events the overview lists. */
export const ADMIN_PAYMENT_EVENTS = 20;

/** What the audit log calls each action (stored in admin_audit_log.action). */
export const ADMIN_ACTIONS = [
  'user.disable',
  'user.enable',
  'user.role_grant',
  'user.role_revoke',
  'teacher.approve',
  'teacher.decline',
  'report.dismiss',
  'report.warn',
  'report.ban',
  'event.cancel',
] as const;
export type AdminActionName = (typeof ADMIN_ACTIONS)[number];

/** Sentences the server answers and the console shows. */
export const ADMIN_TEXTS = {
  adminsOnly: 'Only an administrator can do this.',
  userNotFound: 'This user does not exist',
  roleNotFound: 'This role does not exist',
  reportNotFound: 'This report does not exist',
  eventNotFound: 'This event does not exist',
  ownAdminRole: 'You cannot remove your own admin role',
  disableSelf: 'You cannot disable your own account',
  alreadyDisabled: 'This account is already disabled',
  notDisabled: 'This account is not disabled',
  notCandidate: 'This member is not waiting for teacher approval',
  reportClosed: 'This report has already been handled',
  eventOver: 'This event is over or already cancelled',
  noteTooLong: `A note can have at most ${ADMIN_NOTE_MAX} characters`,
  queryTooLong: `A search can have at most ${ADMIN_QUERY_MAX} characters`,
} as const;
