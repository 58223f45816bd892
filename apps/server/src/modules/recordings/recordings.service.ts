import { randomUUID } from 'node:crypto';
import { missingChunksText, RECORDING_TEXTS, type CreateRecordingBody } from '@parley/contracts';
import { AppError, badRequest, conflict } from '../../errors.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db } from '../../platform/db/port.ts';
import type { AudioConverter } from '../../platform/speech/port.ts';
import type { StoragePort } from '../../platform/storage/port.ts';
import type { FileDeleter } from '../../plugins/file-deletions.ts';
import type { DomainEventBus } from '../../shared/domain-events.ts';
import type { Viewer } from '../../shared/viewer.ts';
import { lockPerson } from '../../shared/person-lock.ts';
import { assertSpaceFor } from '../../shared/stored-bytes.ts';
import { discardOpen } from './abandoned.ts';
import { hasAiFeedbackLeft } from './ai-quota.ts';
import { recordingAudio } from './chunk-audio.ts';
import { classifyChunk } from './audio-sniff.ts';
import type { LiveRecordings } from './live-recordings.ts';
import { ownRecording } from './recording-access.ts';
import { assertFeedbackRoom, assertMayOpen, type RecordingLimits } from './recording-quotas.ts';
import { hasChunk } from './recording-quotas.store.ts';
import * as store from './recordings.store.ts';

export interface RecordingsDeps {
  db: Db;
  storage: StoragePort;
  clock: Clock;
  /** Told when a recording stops (its feedback is due) or is thrown away. */
  domain: DomainEventBus;
  /** Measures the recording's real length at stop (the feedback job corrects it again from the processed audio). */
  converter: Pick<AudioConverter, 'measureSeconds'>;
  live: LiveRecordings;
  /** Where a thrown-away chunk's file that could not be deleted is noted (it stays queued for deletion). */
  log: FileDeleter['log'];
  /** Open recordings and feedback jobs a person may have at once (config, ADR 0081). */
  limits: RecordingLimits;
}

/**
 * A recording with the recorder's settings. One made in a live event (a pair conversation) needs the caller in that
 * event's room, and the room is told at once that it is being recorded.
 */
export async function createRecording(deps: RecordingsDeps, viewer: Viewer, body: CreateRecordingBody) {
  const eventId = body.event_id ? await deps.live.admit(body.event_id, viewer.id) : null;
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    await lockPerson(tx, viewer.id);
    await assertMayOpen(tx, deps.limits, viewer.id, now);
    return store.insertRecording(tx, {
      userId: viewer.id,
      eventId,
      sampleRate: body.sample_rate,
      channels: body.channels,
      chunkSize: body.chunk_size,
      sampleWidth: body.sample_width,
      createdAt: now,
    });
  });
  if (eventId) await deps.live.started(eventId, viewer.id, id);
  return { id };
}

/**
 * Keeps one chunk. The row claims the (recording, index) first, so a repeat (a retry after a lost answer) stores
 * nothing; the audio goes to storage under a key of its own, and the claim is withdrawn if storing fails. The
 * indexes received are read once, after the claim, so the answer holds every chunk stored by then, concurrent
 * uploads of the same recording included. The recording comes back as read before storing, for the live hints.
 */
export async function uploadChunk(deps: RecordingsDeps, viewer: Viewer, recordingId: number, index: number, data: Uint8Array) {
  const recording = await ownRecording(deps.db, viewer, recordingId);
  if (recording.status !== 'RECORDING') throw conflict(RECORDING_TEXTS.notRecording);
  const answer = async (stored: boolean) => ({
    recording,
    receipt: {
      recording_id: recordingId,
      chunk_index: index,
      stored,
      received: await store.receivedIndexes(deps.db, recordingId),
    },
  });
  const kind = await classifyChunk(data, index);
  if (!kind) {
    // A repeat of a chunk already kept is answered as a repeat, whatever its bytes.
    const repeat = await answer(false);
    if (repeat.receipt.received.includes(index)) return repeat;
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', RECORDING_TEXTS.wrongType);
  }
  // Unguessable: a stored file's address is its permission (ADR 0025).
  const key = `rec${recordingId}-c${index}-${randomUUID()}`;
  const contentType = kind === 'continuation' ? 'application/octet-stream' : kind;
  // A repeat is never refused for space; a new chunk must fit in the owner's.
  const stored = await deps.db.transaction(async (tx) => {
    await lockPerson(tx, viewer.id);
    if (await hasChunk(tx, recordingId, index)) return false;
    await assertSpaceFor(tx, viewer, data.length);
    const chunk = { recordingId, index, storageKey: key, contentType, bytes: data.length, createdAt: deps.clock.now() };
    return store.addChunk(tx, chunk);
  });
  if (stored) {
    await deps.storage.put(key, data, contentType).catch(async (err: unknown) => {
      await store.removeChunk(deps.db, recordingId, index);
      throw err;
    });
  }
  return answer(stored);
}

/** Stops a recording and hands it to the feedback job; a repeated stop answers the recording as it stands. */
export async function stopRecording(deps: RecordingsDeps, viewer: Viewer, recordingId: number, testMyself: boolean) {
  const recording = await ownRecording(deps.db, viewer, recordingId);
  if (recording.status !== 'RECORDING') return recording;
  const received = await store.receivedIndexes(deps.db, recordingId);
  if (received.length === 0) throw badRequest('VALIDATION_ERROR', RECORDING_TEXTS.nothingRecorded);
  const missing = Array.from({ length: Math.max(...received) + 1 }, (_, i) => i).filter((i) => !received.includes(i));
  if (missing.length > 0) throw badRequest('VALIDATION_ERROR', missingChunksText(missing));
  // Audio ffmpeg cannot read keeps the slice estimate until the feedback job reports the failure. The chunks are
  // streamed to ffmpeg one at a time: however long the recording, it is never held whole.
  const duration = await deps.converter
    .measureSeconds(recordingAudio(deps, recordingId))
    .catch(() => received.length * recording.chunkSize);
  const now = deps.clock.now();
  const aiFeedback = await hasAiFeedbackLeft(deps.db, viewer, now);
  const stopped = await deps.db.transaction(async (tx) => {
    await lockPerson(tx, viewer.id);
    await assertFeedbackRoom(tx, deps.limits, viewer.id);
    return store.updateRecording(tx, recordingId, {
      status: 'PROCESSING',
      stoppedAt: now,
      // A recording made in exam mode is a "test myself" one, whatever the stop says.
      testMyself: testMyself || recording.examMode === true,
      locked: !aiFeedback,
      usesAiFeedback: aiFeedback,
      durationSeconds: duration,
    });
  });
  await deps.domain.publish('recording.stopped', { recordingId });
  if (recording.eventId) await deps.live.ended(recording.eventId, viewer.id, recordingId);
  return stopped;
}

/** Throws away a recording still being made, with its audio; one sent for feedback stays. */
export async function cancelRecording(deps: RecordingsDeps, viewer: Viewer, recordingId: number) {
  const recording = await ownRecording(deps.db, viewer, recordingId);
  if (recording.status !== 'RECORDING') throw conflict(RECORDING_TEXTS.cannotCancel);
  await discardOpen(deps, recording);
  return { ok: true as const };
}
