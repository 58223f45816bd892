import type { PayloadOf, SequencedMessage, SequencedType } from '@parley/contracts';
import { and, asc, eq, gt, isNull, lte, or, sql, type SQLWrapper } from 'drizzle-orm';
import { liveMessages, liveState } from '../../db/schema/index.ts';
import { rowsOf, type Db, type Tx } from '../../platform/db/port.ts';
import type { Audience, Envelope } from './live.bus.ts';

export type LiveStateRow = typeof liveState.$inferSelect;

/** The event's live state row, made on first use and locked: changes to one event's room run one at a time. */
export async function ensureState(tx: Tx, eventId: string) {
  // One statement: an upsert that changes nothing still locks the row it finds, and returns it.
  const [row] = await tx
    .insert(liveState)
    .values({ eventId })
    .onConflictDoUpdate({ target: liveState.eventId, set: { eventId: sql`excluded.event_id` } })
    .returning();
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

/** A sequenced message to store, and who it is for (everyone in the event unless said). */
export type Emission = { [T in SequencedType]: { type: T; payload: PayloadOf<T>; to?: Audience } }[SequencedType];

const audienceOf = (to: Audience | undefined) => ({
  for_user_id: to && 'userId' in to ? to.userId : null,
  for_room_id: to && 'roomId' in to ? to.roomId : null,
});

/**
 * Stores messages under the event's next sequence numbers, in their order, in one statement whatever their number,
 * with `alongside` (a write of the same change, which needs no answer) in that statement too. The counter's row lock
 * is held until the transaction ends, so messages of one event commit in the order of their numbers.
 */
export async function appendAll(tx: Tx, eventId: string, emissions: Emission[], alongside?: SQLWrapper): Promise<Envelope[]> {
  if (emissions.length === 0) {
    if (alongside) await tx.execute(alongside.getSQL());
    return [];
  }
  const rows = emissions.map(({ type, payload, to }) => ({ type, payload, ...audienceOf(to) }));
  const result = await tx.execute(sql`
    with ${alongside ? sql`written as (${alongside.getSQL()}), ` : sql``}bumped as (
      update ${liveState} set seq = ${liveState.seq} + ${rows.length}
      where ${liveState.eventId} = ${eventId} returning seq - ${rows.length} as base
    )
    insert into ${liveMessages} (event_id, seq, type, payload, for_user_id, for_room_id)
    select ${eventId}, bumped.base + m.k, m.row->>'type', m.row->'payload', (m.row->>'for_user_id')::int, m.row->>'for_room_id'
    from bumped, jsonb_array_elements(${JSON.stringify(rows)}::jsonb) with ordinality as m(row, k)
    returning seq`);
  const seqs = rowsOf<{ seq: number }>(result)
    .map((row) => row.seq)
    .sort((a, b) => a - b);
  if (seqs.length !== rows.length) throw new Error(`live state missing for event ${eventId}`);
  return rows.map(({ type, payload, for_user_id, for_room_id }, i) => ({
    message: { type, seq: seqs[i]!, payload } as SequencedMessage,
    for_user_id,
    for_room_id,
  }));
}

export async function currentSeq(db: Tx, eventId: string): Promise<number> {
  const [row] = await db.select({ seq: liveState.seq }).from(liveState).where(eq(liveState.eventId, eventId)).limit(1);
  return row?.seq ?? 0;
}

/**
 * Messages after `since` up to `upTo`: all of them (the caller filters per socket), or those for `reader`, a person in
 * that room.
 */
export async function readBetween(
  db: Db,
  eventId: string,
  since: number,
  upTo: number,
  reader?: { userId: number; roomId: string | null },
): Promise<Envelope[]> {
  const rows = await db
    .select()
    .from(liveMessages)
    .where(
      and(
        eq(liveMessages.eventId, eventId),
        gt(liveMessages.seq, since),
        lte(liveMessages.seq, upTo),
        reader && or(isNull(liveMessages.forUserId), eq(liveMessages.forUserId, reader.userId)),
        reader &&
          or(isNull(liveMessages.forRoomId), reader.roomId === null ? undefined : eq(liveMessages.forRoomId, reader.roomId)),
      ),
    )
    .orderBy(asc(liveMessages.seq));
  return rows.map((r) => ({
    message: { type: r.type, seq: r.seq, payload: r.payload } as SequencedMessage,
    for_user_id: r.forUserId,
    for_room_id: r.forRoomId,
  }));
}
