import countries from 'i18n-iso-countries';

/** ISO 3166-1 alpha-2 codes; names are shown with the browser's Intl.DisplayNames in the reader's language. */
export const COUNTRY_CODES: readonly string[] = Object.keys(countries.getAlpha2Codes());
const known = new Set(COUNTRY_CODES);

export function isCountryCode(code: string): boolean {
  return known.has(code);
}
