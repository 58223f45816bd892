import type { MailMessage } from '../../platform/mail/port.ts';
import { plainMail } from '../../shared/mail-layout.ts';

/** Told to the teacher when someone joins their waitlist (once per person). */
export function waitlistMail(
  to: string,
  teacherName: string,
  joiner: { name: string | null; email: string; message: string | null },
  publicUrl: string,
): MailMessage {
  const who = joiner.name ? `${joiner.name} (${joiner.email})` : joiner.email;
  return plainMail(to, `${joiner.name ?? joiner.email} joined your waitlist`, 'Someone is waiting for a place', [
    `Hi ${teacherName},`,
    `${who} joined the waitlist of your homepage.`,
    ...(joiner.message ? [`Their message: "${joiner.message}"`] : []),
    `See everyone on your waitlist on ${publicUrl}/profile/feedback-services. When you have room, raise your maximum number of students or write to them.`,
  ]);
}
