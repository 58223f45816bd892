/** The 1st of `now`'s calendar month, 00:00 UTC: monthly allowances count from here. */
export const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
