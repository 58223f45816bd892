import type { Event } from '@parley/contracts';

/**
 * RFC 5545 TEXT: backslash, semicolon, comma and every line break (a lone CR too, which some readers take as the end
 * of the line and then read the rest as a property of its own) escaped; other control characters are not allowed in
 * TEXT and are dropped.
 */
const text = (s: string) =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '');

/** UTC DATE-TIME form: 20261123T020000Z. */
const utc = (iso: string | Date) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Content lines longer than 75 octets are folded: CRLF then one space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, 'utf8');
    const max = parts.length === 0 ? 75 : 74;
    if (size + n > max) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** One VEVENT in a VCALENDAR; a cancelled event says so, so calendars that imported it drop it. */
export function eventCalendar(event: Event, uidDomain: string, now: Date): string {
  const description = [event.event_description, event.event_url].filter(Boolean).join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Parley//Events//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.is_cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${event.event_id}@${uidDomain}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(event.start_time_utc)}`,
    `DTEND:${utc(event.end_time_utc)}`,
    `SUMMARY:${text(event.event_title)}`,
    `DESCRIPTION:${text(description)}`,
    `URL:${event.event_url}`,
    `LOCATION:${text(event.event_url)}`,
    `STATUS:${event.is_cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
