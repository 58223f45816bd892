import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportStatus } from '@parley/contracts';
import { events, reports, users } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db/port.ts';

const reporter = alias(users, 'reporter');
const reported = alias(users, 'reported');

const personOf = (u: typeof reporter | typeof reported) => ({
  id: u.id,
  username: u.username,
  display_name: u.displayName,
  full_name: u.fullName,
  image: u.image,
});

/** A report with its context: who filed it, who it is about (with every report against them), and its event. */
const columns = {
  report: reports,
  reporter: personOf(reporter),
  reported: {
    ...personOf(reported),
    disabled_at: reported.disabledAt,
    report_count: sql<number>`(select count(*) from ${reports} as others where others.reported_id = ${reports.reportedId})::int`,
  },
  event: { event_id: events.id, short_event_id: events.shortId, title: events.title },
};
export type ReportInContext = Awaited<ReturnType<typeof inContext>>[number];

function inContext(db: Tx, where: SQL | undefined) {
  return db
    .select(columns)
    .from(reports)
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .innerJoin(reported, eq(reported.id, reports.reportedId))
    .leftJoin(events, or(sql`${events.id}::text = ${reports.eventId}`, eq(events.shortId, reports.eventId)))
    .where(where);
}

/** Reports in one state, the longest waiting first (a report filed again waits from then). */
export async function reportsIn(db: Tx, status: ReportStatus, p: { limit: number; offset: number }) {
  const where = eq(reports.status, status);
  const [items, totals] = await Promise.all([
    inContext(db, where).orderBy(asc(reports.updatedAt), asc(reports.id)).limit(p.limit).offset(p.offset),
    db.select({ n: count() }).from(reports).where(where),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}

export const reportsAgainst = (db: Tx, userId: number) =>
  inContext(db, eq(reports.reportedId, userId)).orderBy(desc(reports.updatedAt), desc(reports.id)).limit(50);

export async function reportById(db: Tx, id: number) {
  const [row] = await inContext(db, eq(reports.id, id));
  return row;
}

export async function lockReport(db: Tx, id: number) {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).for('update');
  return row;
}

interface Resolution {
  status: Exclude<ReportStatus, 'open'>;
  resolvedBy: number;
  resolvedAt: Date;
  note: string | null;
}

export const resolveReport = (db: Tx, id: number, r: Resolution) => db.update(reports).set(r).where(eq(reports.id, id));

/** Closes every open report against the member; answers the ids closed. */
export async function resolveOpenAgainst(db: Tx, userId: number, r: Resolution) {
  const rows = await db
    .update(reports)
    .set(r)
    .where(and(eq(reports.reportedId, userId), eq(reports.status, 'open')))
    .returning({ id: reports.id });
  return rows.map((row) => row.id);
}
