import { ROUTES } from '@parley/contracts';
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

/** Told to each student whose plan ended because their teacher's account was erased (ADR 0079). */
export function teacherLeftMail(
  to: string,
  studentName: string,
  teacherName: string,
  planName: string,
  publicUrl: string,
): MailMessage {
  return plainMail(to, `Your ${planName} plan with ${teacherName} has ended`, 'Your teacher has left Parley', [
    `Hi ${studentName},`,
    `${teacherName} has closed their Parley account, so your ${planName} plan with them ended today. You will not be charged for it again.`,
    `Your recordings, their feedback and any other plan stay as they are: see your plans on ${publicUrl}${ROUTES.profile}/subscription.`,
  ]);
}
