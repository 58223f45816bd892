import { sql } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';

/** The name a user goes by on others' pages: display name, else full name, else username. */
export const shownName = sql<string>`coalesce(nullif(${users.displayName}, ''), nullif(${users.fullName}, ''), ${users.username})`;
