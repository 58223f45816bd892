import { LIVE_TEXTS, type SequencedMessage } from '@parley/contracts';
import { sql } from 'drizzle-orm';
import { AppError, notFound } from '../../../errors.ts';
import type { BusPort } from '../../../platform/bus/port.ts';
import type { Db } from '../../../platform/db/port.ts';
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

/**
 * Microphone and camera toggles are the live room's most frequent writes, so they are committed in groups: while one
 * group's transaction runs, the next toggles queue, and each group is one transaction of five statements whatever its
 * size. Each toggle is still stored (presence and message log, with its sequence number) before it is published, and
 * the per-event row lock keeps sequence numbers in commit order alongside the other writers (ADR 0016).
 */
export function createMediaStateWriter(deps: { db: Db; bus: BusPort; onError(err: unknown): void }) {
  let queue: Request[] = [];
  let running = false;

  async function write(batch: Request[]): Promise<Envelope[]> {
    const keys = [...new Map(batch.map((r) => [pair(r.eventId, r.userId), r])).values()];
    return deps.db.transaction(async (tx) => {
      const inList = sql.join(
        keys.map((k) => sql`(${k.eventId}::uuid, ${k.userId}::int)`),
        sql`, `,
      );
      const rows = rowsOf<MediaRow>(
        await tx.execute(sql`
          select event_id, user_id, audio_muted, video_muted, video_disabled from live_presence
          where left_at is null and (event_id, user_id) in (${inList})
          order by event_id, user_id for update`),
      );
      const current = new Map(rows.map((r) => [pair(r.event_id, r.user_id), { ...r }]));
      const changes: { request: Request; row: MediaRow }[] = [];
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
        changes.push({ request, row: { ...row } });
      }
      if (changes.length === 0) return [];

      const finals = [...new Map(changes.map((c) => [pair(c.row.event_id, c.row.user_id), c.row])).values()];
      await tx.execute(sql`
        update live_presence as p set audio_muted = v.a, video_muted = v.m
        from (values ${sql.join(
          finals.map((r) => sql`(${r.event_id}::uuid, ${r.user_id}::int, ${r.audio_muted}::boolean, ${r.video_muted}::boolean)`),
          sql`, `,
        )}) as v(e, u, a, m)
        where p.event_id = v.e and p.user_id = v.u`);

      const perEvent = new Map<string, number>();
      for (const c of changes) perEvent.set(c.row.event_id, (perEvent.get(c.row.event_id) ?? 0) + 1);
      const counters = rowsOf<{ event_id: string; seq: number }>(
        await tx.execute(sql`
          update live_state as s set seq = s.seq + v.n
          from (values ${sql.join(
            [...perEvent].map(([e, n]) => sql`(${e}::uuid, ${n}::int)`),
            sql`, `,
          )}) as v(e, n)
          where s.event_id = v.e
          returning s.event_id, s.seq`),
      );
      const nextSeq = new Map(counters.map((c) => [c.event_id, c.seq - perEvent.get(c.event_id)! + 1]));

      const envelopes = changes.map(({ row }) => {
        const seq = nextSeq.get(row.event_id)!;
        nextSeq.set(row.event_id, seq + 1);
        const message: SequencedMessage = {
          type: 'MEDIA_STATE',
          seq,
          payload: {
            user_id: row.user_id,
            audio_muted: row.audio_muted,
            video_muted: row.video_muted,
            video_disabled: row.video_disabled,
          },
        };
        return { eventId: row.event_id, envelope: { message, for_user_id: null } satisfies Envelope };
      });
      await tx.execute(sql`
        insert into live_messages (event_id, seq, type, payload, for_user_id)
        values ${sql.join(
          envelopes.map(
            ({ eventId, envelope }) =>
              sql`(${eventId}::uuid, ${envelope.message.seq}, 'MEDIA_STATE', ${JSON.stringify(envelope.message.payload)}::jsonb, null)`,
          ),
          sql`, `,
        )}`);
      return envelopes.map((e) => ({ ...e.envelope, eventId: e.eventId }));
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
          const written = (await write(batch)) as (Envelope & { eventId: string })[];
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
            request.done(err instanceof AppError ? err : new AppError('INTERNAL_ERROR', 500, 'Something went wrong'));
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
