import { and, eq, inArray, lte, notExists, sql, type AnyColumn } from 'drizzle-orm';
import { companies, teacherHomepages, uploads, users } from '../../db/schema/index.ts';
import type { Db, Tx } from '../../platform/db/port.ts';

export async function insertUpload(tx: Tx, row: typeof uploads.$inferInsert) {
  await tx.insert(uploads).values(row);
}

/** The file name at the end of a stored address: an upload's key, whatever origin the address was saved with. */
const keyIn = (address: AnyColumn) => sql`substring(${address} from '[^/]*$')`;

/**
 * Uploads made before `before` that nothing shows: not their uploader's picture, nor their homepage's picture or
 * thumbnail, nor any organisation's logo (the places a picture is put, ADR 0081). At most `limit`.
 */
export async function unusedUploads(db: Db, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ key: uploads.key })
    .from(uploads)
    .innerJoin(users, eq(users.id, uploads.userId))
    .leftJoin(teacherHomepages, eq(teacherHomepages.userId, uploads.userId))
    .where(
      and(
        lte(uploads.createdAt, before),
        sql`${uploads.key} is distinct from ${keyIn(users.image)}`,
        sql`${uploads.key} is distinct from ${keyIn(teacherHomepages.profilePic)}`,
        sql`${uploads.key} is distinct from ${keyIn(teacherHomepages.thumbnail)}`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(companies)
            .where(sql`${keyIn(companies.logo)} = ${uploads.key}`),
        ),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.key);
}

/** Deletes these uploads' rows; answers the keys this call deleted (another worker's sweep may have taken some). */
export async function deleteUploads(tx: Tx, keys: readonly string[]): Promise<string[]> {
  const deleted = await tx
    .delete(uploads)
    .where(inArray(uploads.key, [...keys]))
    .returning({ key: uploads.key });
  return deleted.map((d) => d.key);
}
