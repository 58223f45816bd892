import type { NotificationRow } from '../../db/schema/index.ts';
import type { MailMessage } from '../../platform/mail/port.ts';
import { plainMail } from '../../shared/mail-layout.ts';
import { NOTIFICATION_PREFIX } from '@parley/contracts';

const PREFERENCE_NAMES = {
  event_reminders: 'event reminders',
  event_changes: 'event changes and cancellations',
  new_followers: 'new followers',
  feedback_ready: 'feedback on your recordings',
  task_replies: 'replies to your classroom tasks',
  lesson_bookings: 'lesson bookings',
} as const;

/**
 * A notification as a mail: its words, a link into the app, and one-click unsubscribe (RFC 8058) from the kind of
 * mail it is: the header for mail clients, the page link for people.
 */
export function notificationMail(
  to: string,
  name: string,
  row: NotificationRow,
  unsubscribe: { token: string; preference: keyof typeof PREFERENCE_NAMES },
  publicUrl: string,
): MailMessage {
  const token = encodeURIComponent(unsubscribe.token);
  const paragraphs = [`Hi ${name},`, row.body];
  if (row.link) paragraphs.push(`Open it on Parley: ${publicUrl}${row.link}`);
  paragraphs.push(
    `You get this because mails about ${PREFERENCE_NAMES[unsubscribe.preference]} are on. Stop them: ${publicUrl}/unsubscribe?token=${token}`,
  );
  return {
    ...plainMail(to, row.title, row.title, paragraphs),
    headers: {
      'List-Unsubscribe': `<${publicUrl}${NOTIFICATION_PREFIX}/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
