import { LIVE_TEXTS, type SequencedMessage } from '@parley/contracts';
import { sql } from 'drizzle-orm';
import { AppError, notFound } from '../../errors.ts';
import type { BusPort } from '../../platform/bus/port.ts';
import type { Db } from '../../platform/db/port.ts';
import { publish, type Envelope } from './live.log.ts';

interface Request {
  eventId: string;
  userId: number;
  audioMuted: boolean;
  videoMuted: boolean;
  done(error?: unknown): void;
}
type MediaRow = { event_id: string; user_id: number; audio_muted: boolean; video_muted: boolean; video_disabled: boolean };

const RETRYABLE = new Set(['40P01', '40001']);
/** PGlite and node-postgres both answer raw queries with `rows`; drizzle's shared type does not say so. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const pair = (eventId: string, userId: number) => `${eventId}:${userId}`;
/** One query parameter holding a whole column (drizzle would otherwise spread an array into a list). */
const array = (values: unknown[]) => sql.param(values);

/**
 * Microphone and camera toggles are the live room's most frequent writes, so they are committed in groups: while one
 * group's transaction runs, the next toggles queue, and each group is one transaction of two statements whatever its
 * size (a locking read, then one statement that stores everything, each column one array parameter). Each toggle is still stored (presence and message log, with its sequence number) before it is published, and
 * the per-event row lock keeps sequence numbers in commit order alongside the other writers (ADR 0016).
 */
export function createMediaStateWriter(deps: { db: Db; bus: BusPort; onError(err: unknown): void }) {
  let queue: Request[] = [];
  let running = false;

  async function write(batch: Request[]): Promise<(Envelope & { eventId: string })[]> {
    const keys = [...new Map(batch.map((r) => [pair(r.eventId, r.userId), r])).values()];
    return deps.db.transaction(async (tx) => {
      const rows = rowsOf<MediaRow>(
        await tx.execute(sql`
          select p.event_id, p.user_id, p.audio_muted, p.video_muted, p.video_disabled
          from live_presence p
          join unnest(${array(keys.map((k) => k.eventId))}::uuid[], ${array(keys.map((k) => k.userId))}::int[]) as k(e, u)
            on p.event_id = k.e and p.user_id = k.u
          where p.left_at is null
          order by p.event_id, p.user_id for update of p`),
      );
      const current = new Map(rows.map((r) => [pair(r.event_id, r.user_id), { ...r }]));
      const changes: MediaRow[] = [];
      for (const request of batch) {
        const row = current.get(pair(request.eventId, request.userId));
        if (!row) {
          request.done(notFound(LIVE_TEXTS.userNotInEvent));
          continue;
        }
        // A camera a host disabled stays off whatever the client says.
        const videoMuted = row.video_disabled ? true : request.videoMuted;
        if (row.audio_muted === request.audioMuted && row.video_muted === videoMuted) continue;
        row.audio_muted = request.audioMuted;
        row.video_muted = videoMuted;
        changes.push({ ...row });
      }
      if (changes.length === 0) return [];

      // The messages' places within their event, 1, 2, …: the counter's old value plus these is each sequence number.
      const counted = new Map<string, number>();
      const places = changes.map((c) => {
        const place = (counted.get(c.event_id) ?? 0) + 1;
        counted.set(c.event_id, place);
        return place;
      });
      const finals = [...new Map(changes.map((c) => [pair(c.event_id, c.user_id), c])).values()];
      // One statement stores the group: presence, the counters and the log, with each column sent as one array.
      const stored = rowsOf<{ event_id: string; first: number }>(
        await tx.execute(sql`
          with presence as (
            update live_presence as p set audio_muted = v.a, video_muted = v.m
            from unnest(
              ${array(finals.map((r) => r.event_id))}::uuid[], ${array(finals.map((r) => r.user_id))}::int[],
              ${array(finals.map((r) => r.audio_muted))}::boolean[], ${array(finals.map((r) => r.video_muted))}::boolean[]
            ) as v(e, u, a, m)
            where p.event_id = v.e and p.user_id = v.u
          ),
          counters as (
            update live_state as s set seq = s.seq + n.n
            from unnest(${array([...counted.keys()])}::uuid[], ${array([...counted.values()])}::int[]) as n(e, n)
            where s.event_id = n.e
            returning s.event_id, s.seq - n.n as base
          ),
          stored as (
            insert into live_messages (event_id, seq, type, payload, for_user_id)
            select c.event_id, c.base + m.k, 'MEDIA_STATE',
              jsonb_build_object('user_id', m.u, 'audio_muted', m.a, 'video_muted', m.m, 'video_disabled', m.d), null
            from unnest(
              ${array(changes.map((c) => c.event_id))}::uuid[], ${array(places)}::int[],
              ${array(changes.map((c) => c.user_id))}::int[], ${array(changes.map((c) => c.audio_muted))}::boolean[],
              ${array(changes.map((c) => c.video_muted))}::boolean[], ${array(changes.map((c) => c.video_disabled))}::boolean[]
            ) as m(e, k, u, a, m, d)
            join counters c on c.event_id = m.e
            returning event_id, seq
          )
          select event_id, min(seq)::int as first from stored group by event_id`),
      );
      const first = new Map(stored.map((r) => [r.event_id, r.first]));
      return changes.map((row, i) => ({
        eventId: row.event_id,
        message: {
          type: 'MEDIA_STATE',
          seq: first.get(row.event_id)! + places[i]! - 1,
          payload: {
            user_id: row.user_id,
            audio_muted: row.audio_muted,
            video_muted: row.video_muted,
            video_disabled: row.video_disabled,
          },
        } satisfies SequencedMessage,
        for_user_id: null,
      }));
    });
  }

  async function drain() {
    running = true;
    // PGlite runs on this thread: without a turn of the event loop first, a group would hold only the toggles that
    // arrived before it, one, because sockets are read between turns.
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      for (let attempt = 1; ; attempt++) {
        try {
          const written = await write(batch);
          for (const { eventId, ...envelope } of written) await publish(deps.bus, eventId, [envelope]);
          for (const request of batch) request.done();
          await new Promise((resolve) => setImmediate(resolve));
          break;
        } catch (err) {
          // Two instances' groups can lock the same events in a different order; Postgres aborts one, which retries.
          const code = (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
          if (attempt < 3 && code && RETRYABLE.has(code)) continue;
          deps.onError(err);
          for (const request of batch)
            request.done(err instanceof AppError ? err : new AppError('INTERNAL_ERROR', 'Something went wrong'));
          break;
        }
      }
    }
    running = false;
  }

  return {
    /** Resolves once the toggle is stored and published (or needed no change); rejects when the person is not inside. */
    submit(eventId: string, userId: number, state: { audio_muted: boolean; video_muted: boolean }): Promise<void> {
      return new Promise((resolve, reject) => {
        let settled = false;
        queue.push({
          eventId,
          userId,
          audioMuted: state.audio_muted,
          videoMuted: state.video_muted,
          done: (error) => {
            if (settled) return;
            settled = true;
            if (error) reject(error);
            else resolve();
          },
        });
        if (!running) void drain();
      });
    },
  };
}
export type MediaStateWriter = ReturnType<typeof createMediaStateWriter>;
