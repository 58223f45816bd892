import type { Event } from '@parley/contracts';
import type { MailMessage } from '../../platform/mail/port.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Told to each participant when the host cancels. */
export function cancelledMail(to: string, name: string, event: Event, publicUrl: string): MailMessage {
  const when = new Date(event.start_time_utc).toUTCString();
  const lines = [
    `Hi ${name},`,
    `The event "${event.event_title}" planned for ${when} has been cancelled by its host.`,
    `Find another event to join on ${publicUrl}/events.`,
  ];
  return {
    to,
    subject: `Cancelled: ${event.event_title}`,
    text: `${lines.join('\n\n')}\n\nThe Parley team\n`,
    html: `<!doctype html><html><body style="font-family:Inter,Arial,sans-serif;color:#0f172a;line-height:1.6"><h1 style="font-size:20px">Event cancelled</h1>${lines
      .map((p) => `<p style="margin:0 0 16px">${escape(p)}</p>`)
      .join('')}<p style="color:#64748b">The Parley team</p></body></html>`,
  };
}
