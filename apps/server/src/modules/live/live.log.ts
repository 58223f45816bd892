import type { PayloadOf, SequencedMessage, SequencedType } from '@parley/contracts';
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { liveMessages, liveState } from '../../db/schema/index.ts';
import type { BusPort } from '../../platform/bus/port.ts';
import type { Db, Tx } from '../../platform/db/port.ts';

/** A sequenced message on its way to the sockets, with whom it is for (null: everyone in the event). */
export interface Envelope {
  message: SequencedMessage;
  for_user_id: number | null;
}

export const liveChannel = (eventId: string) => `live:${eventId}`;

/** The event's live state row, made on first use and locked: changes to one event's room run one at a time. */
export async function ensureState(tx: Tx, eventId: string) {
  await tx.insert(liveState).values({ eventId }).onConflictDoNothing();
  const [row] = await tx.select().from(liveState).where(eq(liveState.eventId, eventId)).limit(1).for('update');
  return row!;
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

/** Publishes what a committed transaction stored, in order. */
export async function publish(bus: BusPort, eventId: string, envelopes: Envelope[]) {
  for (const envelope of envelopes) await bus.publish(liveChannel(eventId), envelope);
}
