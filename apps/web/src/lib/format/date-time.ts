import { i18n } from '../i18n/index.ts';
import { dateTimeFormat } from './intl-formats.ts';

/**
 * The browser's own variant of the interface language (en-GB writes 18:00 where en-US writes 6:00 PM), else the
 * interface language itself.
 */
const dateLocale = () => (navigator.language.split('-')[0] === i18n.language ? navigator.language : i18n.language);

/** "Tue, 24 Nov, 18:00" in the reader's language and time zone. */
export const shortDateTime = (iso: string) =>
  dateTimeFormat(dateLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** "18:00" in the reader's language and time zone. */
export const timeOfDay = (iso: string) =>
  dateTimeFormat(dateLocale(), { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** "Tuesday, 24 November" in the reader's language and time zone. */
export const weekdayDate = (iso: string) =>
  dateTimeFormat(dateLocale(), { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(iso));

/** "24 Nov" in the reader's language; a calendar date (YYYY-MM-DD) is read as that day wherever the reader is. */
export const dayMonth = (isoOrDate: string) =>
  dateTimeFormat(dateLocale(), {
    day: 'numeric',
    month: 'short',
    ...(isoOrDate.length === 10 ? { timeZone: 'UTC' } : {}),
  }).format(new Date(isoOrDate));
