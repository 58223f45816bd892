/**
 * A client's log of sequenced messages held against the server's (the event's live_messages rows): what it should have
 * been handed after its first snapshot, what it was handed, and the difference.
 */
import pg from 'pg';
import type { Applied } from './live-person.ts';

/** One row of the server's log: a sequenced message and whom it was for (null: everyone in the event). */
export interface LoggedMessage {
  seq: number;
  type: string;
  forUserId: number | null;
  forRoomId: string | null;
}

export async function serverLog(databaseUrl: string, eventId: string): Promise<LoggedMessage[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ seq: number; type: string; for_user_id: number | null; for_room_id: string | null }>(
      'select seq, type, for_user_id, for_room_id from live_messages where event_id = $1 order by seq',
      [eventId],
    );
    return rows.map((r) => ({ seq: r.seq, type: r.type, forUserId: r.for_user_id, forRoomId: r.for_room_id }));
  } finally {
    await client.end();
  }
}

export interface Audit {
  /** Messages the server's log holds for this person after its first snapshot. */
  expected: number;
  /** Of those, never handed to the room (and not covered by a later snapshot). */
  lost: number;
  /** Handed to the room twice or more. */
  duplicated: number;
  /** Handed over after a later number. */
  outOfOrder: number;
  /** Handed over but not in the server's log for this person. */
  foreign: number;
  /** Snapshots after the first: a resume that fell back to the whole state. */
  laterSnapshots: number;
  /** Messages a later snapshot stood in for. */
  coveredBySnapshot: number;
  /** The first few wrong ones, for the log. */
  examples: string[];
}

/**
 * Holds one person's applied messages against the server's log. `inRoom` says whether a message for a room reached
 * this person's room (every benchmark person stays in the main room unless the benchmark rotates them).
 */
export function audit(applied: Applied[], log: LoggedMessage[], userId: number, inRoom: (roomId: string) => boolean): Audit {
  const [first, ...rest] = applied;
  const result = emptyAudit();
  if (!first) return result;
  const flag = (what: 'lost' | 'duplicated' | 'outOfOrder' | 'foreign', seq: number) => {
    result[what]++;
    const row = log.find((m) => m.seq === seq);
    if (result.examples.length < 3) result.examples.push(`user ${userId}: ${what} ${seq} ${JSON.stringify(row ?? 'not logged')}`);
  };
  const forMe = log.filter(
    (m) => m.seq > first.seq && (m.forUserId === null || m.forUserId === userId) && (m.forRoomId === null || inRoom(m.forRoomId)),
  );
  const expected = new Set(forMe.map((m) => m.seq));
  const seen = new Set<number>();
  const covered: [number, number][] = [];
  let previous = first.seq;
  for (const { seq, snapshot } of rest) {
    if (snapshot) {
      result.laterSnapshots++;
      covered.push([previous, seq]);
    } else {
      if (seen.has(seq)) flag('duplicated', seq);
      if (seq <= previous) flag('outOfOrder', seq);
      if (!expected.has(seq)) flag('foreign', seq);
      seen.add(seq);
    }
    previous = seq;
  }
  for (const seq of expected) {
    if (seen.has(seq)) continue;
    if (covered.some(([after, upTo]) => seq > after && seq <= upTo)) result.coveredBySnapshot++;
    else flag('lost', seq);
  }
  result.expected = expected.size;
  return result;
}

const emptyAudit = (): Audit => ({
  expected: 0,
  lost: 0,
  duplicated: 0,
  outOfOrder: 0,
  foreign: 0,
  laterSnapshots: 0,
  coveredBySnapshot: 0,
  examples: [],
});

/** Sums per-person audits. */
export function totalOf(audits: Audit[]): Audit {
  const total = emptyAudit();
  for (const a of audits) {
    for (const key of Object.keys(total) as (keyof Audit)[]) if (key !== 'examples') total[key] += a[key];
    total.examples.push(...a.examples.slice(0, Math.max(0, 6 - total.examples.length)));
  }
  return total;
}
