import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { teacherHomepages, teacherWaitlist, users, type TeacherHomepageRow, type TeacherProfile } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/port.ts';
import { shownName } from '../../shared/shown-name.ts';

export type NewHomepage = typeof teacherHomepages.$inferInsert;
export type HomepagePatch = Partial<Omit<NewHomepage, 'userId' | 'createdAt'>>;

export interface HomepageWithTeacher {
  homepage: TeacherHomepageRow;
  teacherName: string;
  teacherEmail: string | null;
  teacherProfile: TeacherProfile | null;
}

const withTeacher = (db: Db) =>
  db
    .select({ homepage: teacherHomepages, teacherName: shownName, teacherEmail: users.email, teacherProfile: users.profile })
    .from(teacherHomepages)
    .innerJoin(users, eq(users.id, teacherHomepages.userId))
    .$dynamic();

export async function homepageOf(db: Db, userId: number): Promise<HomepageWithTeacher | undefined> {
  const [row] = await withTeacher(db).where(eq(teacherHomepages.userId, userId));
  return row;
}

/** A teacher who stays one: a former teacher's or leaving teacher's page is not shown, nor its plans sold. */
const staysTeacher = and(eq(users.status, 'TEACHER'), isNull(users.deletionScheduledAt));

/** A homepage others may see: by url without case, of a teacher whose account stays. */
export async function publicHomepage(db: Db, url: string): Promise<HomepageWithTeacher | undefined> {
  const [row] = await withTeacher(db).where(and(sql`lower(${teacherHomepages.url}) = lower(${url})`, staysTeacher));
  return row;
}

/** The homepage whose plans a student may buy: of a teacher whose account stays. */
export async function sellingHomepage(db: Db, teacherId: number): Promise<HomepageWithTeacher | undefined> {
  const [row] = await withTeacher(db).where(and(eq(teacherHomepages.userId, teacherId), staysTeacher));
  return row;
}

/**
 * Creates the homepage, or applies `changes` to the one there: one statement, so two first saves at once cannot both
 * insert (a url another teacher holds still fails on its unique index).
 */
export async function upsertHomepage(db: Db, values: NewHomepage, changes: HomepagePatch, now: Date) {
  await db
    .insert(teacherHomepages)
    .values(values)
    .onConflictDoUpdate({ target: teacherHomepages.userId, set: { ...changes, updatedAt: now } });
}

/** Answers whether the teacher has a homepage to change. */
export async function updateHomepage(db: Db, userId: number, patch: HomepagePatch, now: Date): Promise<boolean> {
  const updated = await db
    .update(teacherHomepages)
    .set({ ...patch, updatedAt: now })
    .where(eq(teacherHomepages.userId, userId))
    .returning({ userId: teacherHomepages.userId });
  return updated.length > 0;
}

export async function waitlistCount(db: Db, teacherId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(teacherWaitlist).where(eq(teacherWaitlist.teacherId, teacherId));
  return row?.n ?? 0;
}

/** Adds a person once per teacher and email; answers whether this call added them. */
export async function addToWaitlist(db: Db, values: typeof teacherWaitlist.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(teacherWaitlist).values(values).onConflictDoNothing().returning({ id: teacherWaitlist.id });
  return inserted.length > 0;
}

export const waitlistOf = (db: Db, teacherId: number) =>
  db
    .select()
    .from(teacherWaitlist)
    .where(eq(teacherWaitlist.teacherId, teacherId))
    .orderBy(desc(teacherWaitlist.createdAt), desc(teacherWaitlist.id));
