import type { PayloadOf, SequencedMessage, SequencedType } from '@parley/contracts';
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { liveMessages, liveState } from '../../db/schema/index.ts';
import type { Db, Tx } from '../../platform/db/port.ts';
import type { Envelope } from './live.bus.ts';

export type LiveStateRow = typeof liveState.$inferSelect;

/** The event's live state row, made on first use and locked: changes to one event's room run one at a time. */
export async function ensureState(tx: Tx, eventId: string) {
  await tx.insert(liveState).values({ eventId }).onConflictDoNothing();
  const [row] = await tx.select().from(liveState).where(eq(liveState.eventId, eventId)).limit(1).for('update');
  return row!;
}

/** The event's live state row as it is, without making or locking it. */
export async function findState(db: Tx, eventId: string) {
  const [row] = await db.select().from(liveState).where(eq(liveState.eventId, eventId));
  return row;
}

export async function updateState(tx: Tx, eventId: string, values: Partial<Omit<LiveStateRow, 'eventId' | 'seq'>>) {
  await tx.update(liveState).set(values).where(eq(liveState.eventId, eventId));
}

/**
 * Stores one message under the event's next sequence number. The counter's row lock is held until the
 * transaction ends, so messages of one event commit in the order of their numbers.
 */
export async function append<T extends SequencedType>(
  tx: Tx,
  eventId: string,
  type: T,
  payload: PayloadOf<T>,
  forUserId: number | null = null,
): Promise<Envelope> {
  const [row] = await tx
    .update(liveState)
    .set({ seq: sql`${liveState.seq} + 1` })
    .where(eq(liveState.eventId, eventId))
    .returning({ seq: liveState.seq });
  if (!row) throw new Error(`live state missing for event ${eventId}`);
  await tx.insert(liveMessages).values({ eventId, seq: row.seq, type, payload, forUserId });
  return { message: { type, seq: row.seq, payload } as SequencedMessage, for_user_id: forUserId };
}

export async function currentSeq(db: Tx, eventId: string): Promise<number> {
  const [row] = await db.select({ seq: liveState.seq }).from(liveState).where(eq(liveState.eventId, eventId)).limit(1);
  return row?.seq ?? 0;
}

/** Messages after `since` up to `upTo` (all of them when for_user_id is null: the caller filters per socket). */
export async function readBetween(db: Db, eventId: string, since: number, upTo: number, forUserId?: number): Promise<Envelope[]> {
  const rows = await db
    .select()
    .from(liveMessages)
    .where(
      and(
        eq(liveMessages.eventId, eventId),
        gt(liveMessages.seq, since),
        lte(liveMessages.seq, upTo),
        forUserId === undefined ? undefined : or(isNull(liveMessages.forUserId), eq(liveMessages.forUserId, forUserId)),
      ),
    )
    .orderBy(asc(liveMessages.seq));
  return rows.map((r) => ({
    message: { type: r.type, seq: r.seq, payload: r.payload } as SequencedMessage,
    for_user_id: r.forUserId,
  }));
}
