import { and, count, desc, eq, isNull, lt } from 'drizzle-orm';
import { notifications, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/port.ts';
import type { Notice } from '../../shared/domain-events.ts';
import { shownName } from '../../shared/shown-name.ts';

export async function insertNotification(db: Db, notice: Notice, now: Date) {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: notice.userId,
      kind: notice.kind,
      title: notice.title,
      body: notice.body,
      link: notice.link,
      createdAt: now,
    })
    .returning();
  return row!;
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function listOf(db: Db, userId: number, page: { limit: number; offset: number }) {
  const [items, totals, unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
    unreadCount(db, userId),
  ]);
  return { items, total: totals[0]?.n ?? 0, unread };
}

/** Marks the caller's own notification read (first read time kept); undefined when it is not theirs. */
export async function markRead(db: Db, userId: number, id: number, now: Date) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning();
  if (row) return row;
  const [already] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return already;
}

export async function markAllRead(db: Db, userId: number, now: Date) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** A notification whose mail is still to settle, with where and to whom it would go. */
export async function pendingMail(db: Db, id: number) {
  const [row] = await db
    .select({ notification: notifications, email: users.email, verified: users.isVerified, name: shownName })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(eq(notifications.id, id), isNull(notifications.mailSettledAt)));
  return row;
}

export async function settleMail(db: Db, id: number, now: Date) {
  await db.update(notifications).set({ mailSettledAt: now }).where(eq(notifications.id, id));
}

export async function deleteOlderThan(db: Db, before: Date) {
  await db.delete(notifications).where(lt(notifications.createdAt, before));
}

export async function emailOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}
