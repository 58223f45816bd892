import { LIVE_TEXTS, type SequencedMessage } from '@parley/contracts';
import { AppError, notFound } from '../../errors.ts';
import type { BusPort } from '../../platform/bus/port.ts';
import type { Db } from '../../platform/db/port.ts';
import { publishAll, type Envelope } from './live.bus.ts';
import { lockPresences, storeGroup, type MediaRow } from './media-state.store.ts';

interface Request {
  eventId: string;
  userId: number;
  audioMuted: boolean;
  videoMuted: boolean;
  done(error?: unknown): void;
}

const RETRYABLE = new Set(['40P01', '40001']);
const pair = (eventId: string, userId: number) => `${eventId}:${userId}`;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** The toggles that change something, in arrival order; a request for someone not in the room is refused at once. */
function changesOf(batch: Request[], rows: MediaRow[]): MediaRow[] {
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
  return changes;
}

/** The changes' places within their event, 1, 2, …: the counter's old value plus these is each sequence number. */
function placesOf(changes: MediaRow[]) {
  const counts = new Map<string, number>();
  const places = changes.map((c) => {
    const place = (counts.get(c.event_id) ?? 0) + 1;
    counts.set(c.event_id, place);
    return place;
  });
  return { places, counts };
}

const envelopeOf = (row: MediaRow, seq: number): Envelope & { eventId: string } => ({
  eventId: row.event_id,
  message: {
    type: 'MEDIA_STATE',
    seq,
    payload: {
      user_id: row.user_id,
      audio_muted: row.audio_muted,
      video_muted: row.video_muted,
      video_disabled: row.video_disabled,
    },
  } satisfies SequencedMessage,
  for_user_id: null,
  for_room_id: null,
});

/**
 * Microphone and camera toggles are the live room's most frequent writes, so they are committed in groups: while one
 * group's transaction runs, the next toggles queue, and each group is one transaction of two statements whatever its
 * size (a locking read, then one statement that stores everything, each column one array parameter). Each toggle is
 * still stored (presence and message log, with its sequence number) before it is published, and the per-event row
 * lock keeps sequence numbers in commit order alongside the other writers (ADR 0016).
 */
export function createMediaStateWriter(deps: { db: Db; bus: BusPort; onError(err: unknown): void }) {
  let queue: Request[] = [];
  let running = false;

  async function write(batch: Request[]) {
    const keys = [...new Map(batch.map((r) => [pair(r.eventId, r.userId), r])).values()];
    return deps.db.transaction(async (tx) => {
      const changes = changesOf(batch, await lockPresences(tx, keys));
      if (changes.length === 0) return [];
      const { places, counts } = placesOf(changes);
      const first = await storeGroup(tx, changes, places, counts);
      return changes.map((row, i) => envelopeOf(row, first.get(row.event_id)! + places[i]! - 1));
    });
  }

  async function drain() {
    running = true;
    // PGlite runs on this thread: without a turn of the event loop first, a group would hold only the toggles that
    // arrived before it, one, because sockets are read between turns.
    await nextTurn();
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      for (let attempt = 1; ; attempt++) {
        try {
          const written = await write(batch);
          for (const { eventId, ...envelope } of written) await publishAll(deps.bus, eventId, [envelope]);
          for (const request of batch) request.done();
          await nextTurn();
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
