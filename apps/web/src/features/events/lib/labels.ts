import { dateTimeFormat } from '../../../lib/format/intl-formats.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import '../texts.ts';

/**
 * The browser's own variant of the interface language (en-GB writes 18:00 where en-US writes 6:00 PM), else the
 * interface language itself.
 */
const dateLocale = () => (navigator.language.split('-')[0] === i18n.language ? navigator.language : i18n.language);

/** "Tue, 24 Nov, 18:00" in the reader's language and time zone. */
export const eventTime = (iso: string) =>
  dateTimeFormat(dateLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

export const eventTimeOnly = (iso: string) =>
  dateTimeFormat(dateLocale(), { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** A level's name: 0 Beginner … 4 All levels. */
export const levelLabel = (level: number) => i18n.t(`events.levels.${level as 0 | 1 | 2 | 3 | 4}`);
