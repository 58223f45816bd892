import type { EmailPreferences } from '../onboarding/onboarding.schemas.ts';

/**
 * Notifications (issue 21 §4, ADR 0063): what Parley tells a member in the app and, if their email preferences allow,
 * by mail. The spec names "notification endpoints in the same style"; the calls are ours.
 */
export const NOTIFICATION_PREFIX = '/api/v1/sdk/notification';

export const NOTIFICATION_KINDS = [
  'event_reminder',
  'event_changed',
  'event_cancelled',
  'new_follower',
  'feedback_ready',
  'teacher_feedback',
  'task_reply',
  'lesson_booked',
  'lesson_cancelled',
  'lesson_moved',
  'referral_credited',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The email preference that lets each kind be mailed; every kind is shown in the app whatever it says. A kind no
 * preference fits (null) is shown in the app only: a referral's credit (ADR 0074) is not news the spec's mail
 * categories offer.
 */
export const NOTIFICATION_PREFERENCE: Record<NotificationKind, keyof EmailPreferences | null> = {
  event_reminder: 'event_reminders',
  event_changed: 'event_changes',
  event_cancelled: 'event_changes',
  new_follower: 'new_followers',
  feedback_ready: 'feedback_ready',
  teacher_feedback: 'feedback_ready',
  task_reply: 'task_replies',
  lesson_booked: 'lesson_bookings',
  lesson_cancelled: 'lesson_bookings',
  lesson_moved: 'lesson_bookings',
  referral_credited: null,
};

/** A reminder mail goes this long before an event starts (browser reminders, spec §6, come at 5 minutes and at start). */
export const EVENT_REMINDER_LEAD_MS = 60 * 60 * 1000;

/** Notifications older than this are deleted; the list is a recent history, not an archive. */
export const NOTIFICATION_KEEP_DAYS = 90;

export const NOTIFICATION_TEXTS = {
  notFound: 'This notification does not exist',
  badUnsubscribeLink: 'This unsubscribe link is not valid',
} as const;
