import type { MailMessage } from '../../platform/mail/port.ts';
import { plainMail } from '../../shared/mail-layout.ts';

/** The link opens the invitation; signed out, it leads through sign-in or sign-up with this address. */
export const invitationMail = (to: string, inviter: string, company: string, link: string): MailMessage =>
  plainMail(to, `${inviter} invited you to ${company} on Parley`, `Join ${company} on Parley`, [
    'Hi,',
    `${inviter} invited you to practise English with ${company} on Parley. A seat on the Team plan is waiting for you: live speaking events, AI feedback on your recordings and your team's own practice questions.`,
    `Open ${link} to accept. New to Parley? Sign up with this email address (${to}) first.`,
  ]);
