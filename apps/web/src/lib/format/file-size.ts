import { numberFormat } from './intl-formats.ts';

const KB = 1024;
const MB = 1024 * KB;

/** A file's size as people read it: "850 kB", "2.4 MB" (bytes below 1 kB read as 1 kB). */
export function formatFileSize(bytes: number, language: string): string {
  if (bytes >= MB)
    return numberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / MB);
  return numberFormat(language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, bytes / KB));
}
