import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import type { Tx } from '../platform/db/port.ts';

/**
 * Holds a person's row to the end of the transaction, so checks of what they already have (space, open recordings,
 * jobs) run one after the other and two requests at once cannot both take the last place. NO KEY UPDATE, not UPDATE:
 * rows inserted elsewhere that point at the person take KEY SHARE on it, and need not wait.
 */
export async function lockPerson(tx: Tx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}
