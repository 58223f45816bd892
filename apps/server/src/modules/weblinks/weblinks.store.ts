import type { WeblinkFields } from '@parley/contracts';
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { users, weblinkClassroomShares, weblinks, weblinkShares, type WeblinkRow } from '../../db/schema/index.ts';
import type { Db, Tx } from '../../platform/db/port.ts';
import { studiesIn } from '../classroom/public.ts';
import { followExists } from '../social/public.ts';

const owner = { id: users.id, username: users.username, display_name: users.displayName, image: users.image };
type Person = { id: number; username: string; display_name: string | null; image: string | null };
export type WeblinkWithOwner = { weblink: WeblinkRow; owner: Person };

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Title, link or one of the tags holds the text, in any case. */
function matching(query: string | undefined): SQL | undefined {
  if (!query) return undefined;
  const pattern = likePattern(query);
  return or(
    sql`${weblinks.title} ilike ${pattern}`,
    sql`${weblinks.link} ilike ${pattern}`,
    sql`exists (select 1 from unnest(${weblinks.tags}) as tag where tag ilike ${pattern})`,
  );
}

/**
 * The caller's own links, links shared with them by someone who still follows them, and links shared with a
 * classroom they study in (its teacher's: only the owner of a classroom shares with it).
 */
const visibleTo = (userId: number) =>
  or(
    eq(weblinks.ownerId, userId),
    and(
      sql`exists (select 1 from ${weblinkShares} where ${weblinkShares.weblinkId} = ${weblinks.id} and ${weblinkShares.userId} = ${userId})`,
      followExists(weblinks.ownerId, userId),
    ),
    sql`exists (select 1 from ${weblinkClassroomShares} where ${weblinkClassroomShares.weblinkId} = ${weblinks.id}
      and ${studiesIn(userId, weblinkClassroomShares.classroomId)})`,
  );

interface Page {
  limit: number;
  offset: number;
}

async function page(db: Db, where: SQL | undefined, p: Page) {
  const [items, totals] = await Promise.all([
    db
      .select({ weblink: weblinks, owner })
      .from(weblinks)
      .innerJoin(users, eq(users.id, weblinks.ownerId))
      .where(where)
      .orderBy(desc(weblinks.createdAt), desc(weblinks.id))
      .limit(p.limit)
      .offset(p.offset),
    db.select({ n: count() }).from(weblinks).where(where),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}

export const search = (db: Db, userId: number, query: string | undefined, p: Page) =>
  page(db, and(visibleTo(userId), matching(query)), p);

export const publicOf = (db: Db, ownerId: number, query: string | undefined, p: Page) =>
  page(db, and(eq(weblinks.ownerId, ownerId), eq(weblinks.isPublic, true), matching(query)), p);

export async function findOwned(db: Tx, id: number, ownerId: number) {
  const [row] = await db
    .select({ weblink: weblinks, owner })
    .from(weblinks)
    .innerJoin(users, eq(users.id, weblinks.ownerId))
    .where(and(eq(weblinks.id, id), eq(weblinks.ownerId, ownerId)));
  return row;
}

/** Holds the owner's row for the rest of the transaction, so two saves cannot both take the last place. */
export async function lockOwner(tx: Tx, ownerId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
}

export async function countOwned(tx: Tx, ownerId: number) {
  const [row] = await tx.select({ n: count() }).from(weblinks).where(eq(weblinks.ownerId, ownerId));
  return row?.n ?? 0;
}

const columns = (f: WeblinkFields) => ({ title: f.title, link: f.link, isPublic: f.is_public, tags: f.tags });

export async function insert(tx: Tx, ownerId: number, fields: WeblinkFields, now: Date) {
  const [row] = await tx
    .insert(weblinks)
    .values({ ownerId, ...columns(fields), createdAt: now, updatedAt: now })
    .returning({ id: weblinks.id });
  return row!.id;
}

export async function update(tx: Tx, id: number, fields: WeblinkFields, now: Date) {
  await tx
    .update(weblinks)
    .set({ ...columns(fields), updatedAt: now })
    .where(eq(weblinks.id, id));
}

export async function setShares(tx: Tx, id: number, userIds: readonly number[]) {
  await tx.delete(weblinkShares).where(eq(weblinkShares.weblinkId, id));
  if (userIds.length) await tx.insert(weblinkShares).values(userIds.map((userId) => ({ weblinkId: id, userId })));
}

export async function setClassroomShares(tx: Tx, id: number, classroomIds: readonly number[]) {
  await tx.delete(weblinkClassroomShares).where(eq(weblinkClassroomShares.weblinkId, id));
  if (classroomIds.length)
    await tx.insert(weblinkClassroomShares).values(classroomIds.map((classroomId) => ({ weblinkId: id, classroomId })));
}

export async function remove(db: Db, id: number, ownerId: number) {
  const rows = await db
    .delete(weblinks)
    .where(and(eq(weblinks.id, id), eq(weblinks.ownerId, ownerId)))
    .returning({ id: weblinks.id });
  return rows.length > 0;
}

export interface Shares {
  people: number[];
  classrooms: number[];
}

/** Whom and which classrooms each link is shared with, for the links' owner. */
export async function sharesOf(db: Tx, ids: readonly number[]) {
  const shares = new Map<number, Shares>();
  if (ids.length === 0) return shares;
  const [people, classrooms] = await Promise.all([
    db
      .select({ weblinkId: weblinkShares.weblinkId, id: weblinkShares.userId })
      .from(weblinkShares)
      .where(inArray(weblinkShares.weblinkId, [...ids]))
      .orderBy(weblinkShares.userId),
    db
      .select({ weblinkId: weblinkClassroomShares.weblinkId, id: weblinkClassroomShares.classroomId })
      .from(weblinkClassroomShares)
      .where(inArray(weblinkClassroomShares.weblinkId, [...ids]))
      .orderBy(weblinkClassroomShares.classroomId),
  ]);
  const of = (id: number) => shares.get(id) ?? shares.set(id, { people: [], classrooms: [] }).get(id)!;
  for (const row of people) of(row.weblinkId).people.push(row.id);
  for (const row of classrooms) of(row.weblinkId).classrooms.push(row.id);
  return shares;
}
