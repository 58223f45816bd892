import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import { companyVideoCollections, companyVideos, companyVideoWatches } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/port.ts';

export type CollectionRow = typeof companyVideoCollections.$inferSelect;
export type VideoRow = typeof companyVideos.$inferSelect;
export type NewVideo = Pick<VideoRow, 'title' | 'source' | 'externalId' | 'externalHash' | 'fileKey' | 'fileType'>;

export const collectionsOf = (db: Db, companyId: number) =>
  db
    .select()
    .from(companyVideoCollections)
    .where(eq(companyVideoCollections.companyId, companyId))
    .orderBy(asc(companyVideoCollections.position), asc(companyVideoCollections.id));

export const videosOf = (db: Db, companyId: number) =>
  db
    .select()
    .from(companyVideos)
    .where(eq(companyVideos.companyId, companyId))
    .orderBy(asc(companyVideos.position), asc(companyVideos.id));

/** The ids of the organisation's videos the person has watched. */
export async function watchedBy(db: Db, companyId: number, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: companyVideoWatches.videoId })
    .from(companyVideoWatches)
    .innerJoin(companyVideos, eq(companyVideos.id, companyVideoWatches.videoId))
    .where(and(eq(companyVideos.companyId, companyId), eq(companyVideoWatches.userId, userId)));
  return new Set(rows.map((r) => r.id));
}

export async function collectionOf(db: Db, companyId: number, id: number): Promise<CollectionRow | undefined> {
  const [row] = await db
    .select()
    .from(companyVideoCollections)
    .where(and(eq(companyVideoCollections.companyId, companyId), eq(companyVideoCollections.id, id)));
  return row;
}

export async function videoOf(db: Db, companyId: number, id: number): Promise<VideoRow | undefined> {
  const [row] = await db
    .select()
    .from(companyVideos)
    .where(and(eq(companyVideos.companyId, companyId), eq(companyVideos.id, id)));
  return row;
}

export async function videoById(db: Db, id: number): Promise<VideoRow | undefined> {
  const [row] = await db.select().from(companyVideos).where(eq(companyVideos.id, id));
  return row;
}

export async function counts(db: Db, companyId: number) {
  const [collections] = await db
    .select({ n: count() })
    .from(companyVideoCollections)
    .where(eq(companyVideoCollections.companyId, companyId));
  const [videos] = await db.select({ n: count() }).from(companyVideos).where(eq(companyVideos.companyId, companyId));
  return { collections: collections?.n ?? 0, videos: videos?.n ?? 0 };
}

export async function insertCollection(db: Db, companyId: number, name: string) {
  const [last] = await db
    .select({ at: max(companyVideoCollections.position) })
    .from(companyVideoCollections)
    .where(eq(companyVideoCollections.companyId, companyId));
  await db.insert(companyVideoCollections).values({ companyId, name, position: (last?.at ?? -1) + 1 });
}

export const renameCollection = (db: Db, id: number, name: string) =>
  db.update(companyVideoCollections).set({ name }).where(eq(companyVideoCollections.id, id));

/** Deletes the collection with its videos; answers the stored files they leave behind. */
export async function deleteCollection(db: Db, id: number): Promise<string[]> {
  const files = await db.select({ key: companyVideos.fileKey }).from(companyVideos).where(eq(companyVideos.collectionId, id));
  await db.delete(companyVideoCollections).where(eq(companyVideoCollections.id, id));
  return files.flatMap((f) => (f.key ? [f.key] : []));
}

/** A new video goes at the end of its collection. */
export async function insertVideo(db: Db, companyId: number, collectionId: number, createdBy: number, video: NewVideo) {
  const [last] = await db
    .select({ at: max(companyVideos.position) })
    .from(companyVideos)
    .where(eq(companyVideos.collectionId, collectionId));
  await db.insert(companyVideos).values({ ...video, companyId, collectionId, createdBy, position: (last?.at ?? -1) + 1 });
}

export async function moveVideo(db: Db, video: VideoRow, title: string, collectionId: number) {
  if (collectionId === video.collectionId) {
    await db.update(companyVideos).set({ title }).where(eq(companyVideos.id, video.id));
    return;
  }
  const [last] = await db
    .select({ at: max(companyVideos.position) })
    .from(companyVideos)
    .where(eq(companyVideos.collectionId, collectionId));
  await db
    .update(companyVideos)
    .set({ title, collectionId, position: (last?.at ?? -1) + 1 })
    .where(eq(companyVideos.id, video.id));
}

export const deleteVideo = (db: Db, id: number) => db.delete(companyVideos).where(eq(companyVideos.id, id));

/** Writes a whole arrangement: each collection's place, and each video's collection and place. */
export async function arrange(db: Db, collections: { id: number; video_ids: number[] }[]) {
  for (const [position, collection] of collections.entries()) {
    await db.update(companyVideoCollections).set({ position }).where(eq(companyVideoCollections.id, collection.id));
    if (collection.video_ids.length === 0) continue;
    const place = sql.join(
      collection.video_ids.map((id, i) => sql`when ${id} then ${i}`),
      sql` `,
    );
    await db
      .update(companyVideos)
      .set({ collectionId: collection.id, position: sql`(case ${companyVideos.id} ${place} end)::int` })
      .where(inArray(companyVideos.id, collection.video_ids));
  }
}

export async function setWatched(db: Db, videoId: number, userId: number, watched: boolean, at: Date) {
  if (watched) {
    await db.insert(companyVideoWatches).values({ videoId, userId, watchedAt: at }).onConflictDoNothing();
    return;
  }
  await db
    .delete(companyVideoWatches)
    .where(and(eq(companyVideoWatches.videoId, videoId), eq(companyVideoWatches.userId, userId)));
}
