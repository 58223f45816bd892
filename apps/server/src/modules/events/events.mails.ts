import type { Event } from '@parley/contracts';
import type { MailMessage } from '../../platform/mail/port.ts';
import { plainMail } from '../../shared/mail-layout.ts';

/** Told to each participant when the host cancels. */
export function cancelledMail(to: string, name: string, event: Event, publicUrl: string): MailMessage {
  const when = new Date(event.start_time_utc).toUTCString();
  return plainMail(to, `Cancelled: ${event.event_title}`, 'Event cancelled', [
    `Hi ${name},`,
    `The event "${event.event_title}" planned for ${when} has been cancelled by its host.`,
    `Find another event to join on ${publicUrl}/events.`,
  ]);
}
