import type { UserRow } from '../../db/schema/index.ts';
import type { MailMessage } from '../../platform/mail/port.ts';
import { plainMail } from '../../shared/mail-layout.ts';

/** What a member is told of an admin's decision about them (ADR 0070). Account mails: no unsubscribe. */
const nameOf = (user: UserRow) => user.fullName || user.displayName || user.username;

function mail(user: UserRow, subject: string, paragraphs: string[]): MailMessage | null {
  return user.email ? plainMail(user.email, subject, subject, [`Hi ${nameOf(user)},`, ...paragraphs]) : null;
}

export const teacherApprovedMail = (user: UserRow, publicUrl: string) =>
  mail(user, 'Your teacher account is approved', [
    'Good news: your teacher account on Parley is approved.',
    `You can now host events and join as many sessions as you like. Start here: ${publicUrl}/events`,
  ]);

export const teacherDeclinedMail = (user: UserRow, note: string, publicUrl: string) =>
  mail(user, 'About your teacher account', [
    'Thank you for wanting to teach on Parley. We could not approve your teacher account this time.',
    ...(note ? [`Our note: ${note}`] : []),
    `Your account stays open as a learner account, with everything your plan gives: ${publicUrl}/events`,
  ]);

export const warningMail = (user: UserRow, note: string) =>
  mail(user, 'A warning about your behaviour on Parley', [
    'Another member reported you, and our team looked at the report. Please keep to our community rules: be kind, be respectful, and keep conversations safe for everyone.',
    ...(note ? [`Our note: ${note}`] : []),
    'If this happens again, we may disable your account.',
  ]);
