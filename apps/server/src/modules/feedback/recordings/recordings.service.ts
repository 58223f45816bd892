import { randomUUID } from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import { missingChunksText, RECORDING_TEXTS, type CreateRecordingBody, type Plan } from '@parley/contracts';
import { events, recordingChunks, recordings } from '../../../db/schema/index.ts';
import { AppError, badRequest, conflict, notFound } from '../../../errors.ts';
import type { Clock } from '../../../platform/clock/port.ts';
import type { Db } from '../../../platform/db/port.ts';
import type { StoragePort } from '../../../platform/storage/port.ts';
import { hasAiFeedbackLeft } from './ai-quota.ts';
import { classifyChunk } from './audio-sniff.ts';
import * as store from './recordings.store.ts';

export interface RecordingsDeps {
  db: Db;
  storage: StoragePort;
  clock: Clock;
  /** Starts (or restarts) the feedback job of a stopped recording; idempotent per recording. */
  enqueueFeedback: (recordingId: number) => Promise<void>;
}

interface Viewer {
  id: number;
  plan: Plan;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Someone else's recording answers exactly like a missing one: its existence is not theirs to learn. */
export async function ownRecording(db: Db, viewer: { id: number }, id: number) {
  const row = await store.findRecording(db, id);
  if (!row || row.userId !== viewer.id) throw notFound(RECORDING_TEXTS.notFound);
  return row;
}

export async function createRecording(deps: RecordingsDeps, viewer: Viewer, body: CreateRecordingBody) {
  let eventId: string | null = null;
  if (body.event_id) {
    const ref = body.event_id;
    const [event] = await deps.db
      .select({ id: events.id })
      .from(events)
      .where(UUID.test(ref) ? or(eq(events.id, ref), eq(events.shortId, ref)) : eq(events.shortId, ref));
    if (!event) throw notFound('This event does not exist');
    eventId = event.id;
  }
  const [row] = await deps.db
    .insert(recordings)
    .values({
      userId: viewer.id,
      eventId,
      sampleRate: body.sample_rate,
      channels: body.channels,
      chunkSize: body.chunk_size,
      sampleWidth: body.sample_width,
    })
    .returning({ id: recordings.id });
  return { id: row!.id };
}

/**
 * Keeps one chunk. The row claims the (recording, index) first, so a repeat (a retry after a lost answer) stores
 * nothing; the audio goes to storage under a key of its own, and the claim is withdrawn if storing fails.
 */
export async function uploadChunk(deps: RecordingsDeps, viewer: Viewer, recordingId: number, index: number, data: Uint8Array) {
  const recording = await ownRecording(deps.db, viewer, recordingId);
  if (recording.status !== 'RECORDING') throw conflict(RECORDING_TEXTS.notRecording);
  const before = await store.receivedIndexes(deps.db, recordingId);
  if (before.includes(index)) return { recording_id: recordingId, chunk_index: index, stored: false, received: before };
  const kind = await classifyChunk(data, index);
  if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, RECORDING_TEXTS.wrongType);
  // Unguessable: a stored file's address is its permission (ADR 0025).
  const key = `rec${recordingId}-c${index}-${randomUUID()}`;
  const stored = await store.addChunk(deps.db, {
    recordingId,
    index,
    storageKey: key,
    contentType: kind === 'continuation' ? 'application/octet-stream' : kind,
    bytes: data.length,
  });
  if (stored) {
    await deps.storage.put(key, data, kind === 'continuation' ? 'application/octet-stream' : kind).catch(async (err: unknown) => {
      await store.removeChunk(deps.db, recordingId, index);
      throw err;
    });
  }
  return { recording_id: recordingId, chunk_index: index, stored, received: await store.receivedIndexes(deps.db, recordingId) };
}

/** Stops a recording and hands it to the feedback job; a repeated stop answers the recording as it stands. */
export async function stopRecording(deps: RecordingsDeps, viewer: Viewer, recordingId: number, testMyself: boolean) {
  const recording = await ownRecording(deps.db, viewer, recordingId);
  if (recording.status !== 'RECORDING') return recording;
  const received = await store.receivedIndexes(deps.db, recordingId);
  if (received.length === 0) throw badRequest('VALIDATION_ERROR', RECORDING_TEXTS.nothingRecorded);
  const missing = Array.from({ length: Math.max(...received) + 1 }, (_, i) => i).filter((i) => !received.includes(i));
  if (missing.length > 0) throw badRequest('VALIDATION_ERROR', missingChunksText(missing));
  const now = deps.clock.now();
  const aiFeedback = await hasAiFeedbackLeft(deps.db, viewer, now);
  const [stopped] = await deps.db
    .update(recordings)
    .set({
      status: 'PROCESSING',
      stoppedAt: now,
      testMyself,
      locked: !aiFeedback,
      usesAiFeedback: aiFeedback,
      durationSeconds: received.length * recording.chunkSize,
    })
    .where(eq(recordings.id, recordingId))
    .returning();
  await deps.enqueueFeedback(recordingId);
  return stopped!;
}

/** Throws away a recording still being made, with its audio; one sent for feedback stays. */
export async function cancelRecording(deps: RecordingsDeps, viewer: Viewer, recordingId: number) {
  const recording = await ownRecording(deps.db, viewer, recordingId);
  if (recording.status !== 'RECORDING') throw conflict(RECORDING_TEXTS.cannotCancel);
  const chunks = await store.chunksOf(deps.db, recordingId);
  await deps.db.update(recordings).set({ cancelledAt: deps.clock.now() }).where(eq(recordings.id, recordingId));
  await deps.db.delete(recordingChunks).where(eq(recordingChunks.recordingId, recordingId));
  await Promise.all(chunks.map((c) => deps.storage.delete(c.storageKey)));
  return { ok: true as const };
}
