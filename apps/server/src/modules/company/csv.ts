/**
 * CSV as spreadsheets read it (RFC 4180: commas, CRLF, quotes doubled), guarded against formula injection: a text
 * cell starting with = + - @ (or a tab or carriage return, which some spreadsheets skip before reading a formula)
 * gets a leading apostrophe, so a member who names themselves "=HYPERLINK(…)" is shown, not run (OWASP CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | null;

export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  // Numbers are ours (counts and figures, never negative): only text can carry a formula.
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A byte-order mark first, so spreadsheets read the names as UTF-8. */
export const toCsv = (rows: readonly (readonly CsvValue[])[]) =>
  `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
