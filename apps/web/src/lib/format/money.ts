import { numberFormat } from './intl-formats.ts';

/** Cents as a price: whole amounts without decimals ($7), others with two ($12.60). */
export function formatMoney(cents: number, currency: string, locale?: string): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
