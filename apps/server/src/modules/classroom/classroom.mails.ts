import type { MailMessage } from '../../platform/mail/port.ts';
import { plainMail } from '../../shared/mail-layout.ts';

/** The invitation a teacher sends: the link opens the classroom, where one click joins it. */
export function inviteMail(
  to: string,
  teacherName: string,
  classroom: { name: string; code: string },
  publicUrl: string,
): MailMessage {
  return plainMail(to, `${teacherName} invited you to the classroom "${classroom.name}"`, 'You are invited to a classroom', [
    'Hi,',
    `${teacherName} invited you to their classroom "${classroom.name}" on Parley, where they share speaking tasks and read your replies.`,
    `Open ${publicUrl}/classroom/${classroom.code} and choose "Join this classroom". New to Parley? Sign up as a learner with this email first; the code is ${classroom.code}.`,
  ]);
}
