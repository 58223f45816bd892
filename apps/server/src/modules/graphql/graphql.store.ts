import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/port.ts';

export async function findVisibleUser(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id, username: users.username, fullName: users.fullName, image: users.image })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletionScheduledAt), eq(users.isGuest, false)))
    .limit(1);
  return row;
}
