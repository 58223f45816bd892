import { ACCOUNT_DELETION_GRACE_DAYS, EMAIL_CODE_MAX_WRONG_PER_DAY, EMAIL_CODE_TTL_SECONDS } from '@parley/contracts';
import type { MailMessage } from '../../platform/mail/port.ts';
import { escapeHtml as escape } from '../../shared/escape-html.ts';

const minutes = EMAIL_CODE_TTL_SECONDS / 60;

function layout(title: string, paragraphs: string[], code?: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escape(p)}</p>`).join('');
  const codeBlock = code
    ? `<p style="font-size:32px;letter-spacing:8px;font-weight:700;color:#0F766E;margin:24px 0">${escape(code)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:Inter,Arial,sans-serif;color:#0f172a;line-height:1.6"><h1 style="font-size:20px">${escape(title)}</h1>${codeBlock}${body}<p style="color:#64748b">The Parley team</p></body></html>`;
}

export function verificationMail(to: string, name: string, code: string, publicUrl: string): MailMessage {
  const lines = [
    `Hi ${name},`,
    `Your Parley verification code is ${code}.`,
    `Enter it on ${publicUrl}/verify within ${minutes} minutes.`,
    'If you did not sign up, you can ignore this email.',
  ];
  return {
    to,
    subject: `Your Parley code: ${code}`,
    text: `${lines.join('\n\n')}\n\nThe Parley team\n`,
    html: layout('Verify your email', [lines[0]!, ...lines.slice(2)], code),
  };
}

export function resetMail(to: string, name: string, code: string, publicUrl: string): MailMessage {
  const lines = [
    `Hi ${name},`,
    `Your code to reset your Parley password is ${code}.`,
    `Enter it on ${publicUrl}/forget_password within ${minutes} minutes.`,
    'If you did not ask for this, you can ignore this email. Your password stays the same.',
  ];
  return {
    to,
    subject: `Reset your Parley password: ${code}`,
    text: `${lines.join('\n\n')}\n\nThe Parley team\n`,
    html: layout('Reset your password', [lines[0]!, ...lines.slice(2)], code),
  };
}

/** Sent once, when the wrong try that locks the account's codes is made (ADR 0077). */
export function codesLockedMail(to: string, name: string, until: Date, publicUrl: string): MailMessage {
  const lines = [
    `Hi ${name},`,
    `${EMAIL_CODE_MAX_WRONG_PER_DAY} wrong codes were entered for your Parley account within a day, so for your safety no verification or reset code will be accepted until ${until.toUTCString()}.`,
    `If that was you, ask for a new code on ${publicUrl} after that time. If it was not, nobody got in with a code and your password is unchanged.`,
  ];
  return {
    to,
    subject: 'Codes for your Parley account are locked',
    text: `${lines.join('\n\n')}\n\nThe Parley team\n`,
    html: layout('Codes for your account are locked', lines),
  };
}

export function deletionScheduledMail(to: string, name: string, when: Date, publicUrl: string): MailMessage {
  const lines = [
    `Hi ${name},`,
    `Your Parley account will be deleted on ${when.toUTCString()}, in ${ACCOUNT_DELETION_GRACE_DAYS} days.`,
    `Changed your mind? Log in on ${publicUrl}/login before then and choose to keep your account.`,
  ];
  return {
    to,
    subject: 'Your Parley account will be deleted',
    text: `${lines.join('\n\n')}\n\nThe Parley team\n`,
    html: layout('Your account will be deleted', lines),
  };
}
