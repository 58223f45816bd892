import type { MailMessage } from '../platform/mail/port.ts';
import { escapeHtml as escape } from './escape-html.ts';

/** A plain mail in the house style: the same paragraphs as text and as HTML, signed by the team. */
export function plainMail(to: string, subject: string, title: string, paragraphs: readonly string[]): MailMessage {
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n\nThe Parley team\n`,
    html: `<!doctype html><html><body style="font-family:Inter,Arial,sans-serif;color:#0f172a;line-height:1.6"><h1 style="font-size:20px">${escape(title)}</h1>${paragraphs
      .map((p) => `<p style="margin:0 0 16px">${escape(p)}</p>`)
      .join('')}<p style="color:#64748b">The Parley team</p></body></html>`,
  };
}
