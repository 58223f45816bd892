import { dateTimeFormat } from './intl-formats.ts';

/** A day as people write it in the given language ("1 September 2026"). */
export const formatLongDate = (iso: string | Date, language: string) =>
  dateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
