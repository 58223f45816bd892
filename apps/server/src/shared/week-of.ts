import { sql, type AnyColumn } from 'drizzle-orm';

/** Monday of a timestamp's week, as YYYY-MM-DD in UTC: the key the progress series share across modules. */
export const weekOf = (column: AnyColumn) => sql<string>`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;
