/** What other modules may use of the social graph (weblinks are shared with the people their owner follows). */
import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { follows } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db/port.ts';
import { avoidEitherWay, userExists } from './social.store.ts';

export { avoidEitherWay, userExists };

/** Which of `ids` the follower follows. */
export async function followedAmong(db: Tx, followerId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: follows.followeeId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), inArray(follows.followeeId, [...ids])));
  return rows.map((r) => r.id);
}

/** A condition for queries of other modules: `follower` follows `followee` (columns or values). */
export const followExists = (follower: AnyColumn | number, followee: AnyColumn | number): SQL =>
  sql`exists (select 1 from ${follows} where ${follows.followerId} = ${follower} and ${follows.followeeId} = ${followee})`;
