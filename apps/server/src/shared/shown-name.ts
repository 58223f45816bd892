import { sql } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';

/**
 * The name a user goes by on others' pages, in SQL so lists and joins get it from the query. The rule is contracts'
 * `shownName` (display name, else full name, else username; empty counts as none): change both together.
 */
export const shownName = sql<string>`coalesce(nullif(${users.displayName}, ''), nullif(${users.fullName}, ''), ${users.username})`;
