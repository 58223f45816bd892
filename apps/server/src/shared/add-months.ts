/**
 * The same day of the month, months later or earlier, at the same UTC time; a day the target month lacks becomes its
 * last day (Jan 31 + 1 month is Feb 28 or 29, not Mar 3), as Stripe bills and counts a year from Feb 29.
 */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target;
}
