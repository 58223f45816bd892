import { RECORDING_TEXTS, type FeedbackChunk, type Recording, type RecordingSummary } from '@parley/contracts';
import { forbidden } from '../../errors.ts';
import type { Db } from '../../platform/db/port.ts';
import type { StoragePort } from '../../platform/storage/port.ts';
import { fileUrls } from '../../shared/file-url.ts';
import type { Viewer } from '../../shared/viewer.ts';
import { viewableRecording } from './recording-access.ts';
import {
  feedbackFileKeys,
  presentChunks,
  presentListItem,
  presentRecording,
  presentSummary,
  recordingFileKeys,
  titleOf,
} from './recordings.presenter.ts';
import * as store from './recordings.store.ts';

interface ViewDeps {
  db: Db;
  /** Signs the addresses of the recording's files for the caller allowed to see them (ADR 0080). */
  storage: StoragePort;
}

/** Summaries of several recordings, with the titles of the events they were made in. */
export async function summariesOf(db: Db, rows: store.RecordingRow[]): Promise<RecordingSummary[]> {
  const titles = await store.eventTitles(db, rows);
  return rows.map((row) => presentSummary(row, titleOf(titles, row)));
}

/** A learner's own recordings; a teacher's list is what students sent them. */
export async function listRecordings(deps: ViewDeps, viewer: Viewer, limit: number, offset: number) {
  const page = await (viewer.status === 'TEACHER' ? store.teacherPageOf : store.pageOf)(deps.db, viewer.id, limit, offset);
  const summaries = await summariesOf(
    deps.db,
    page.items.map((r) => r.recording),
  );
  return { items: page.items.map((r, i) => presentListItem(summaries[i]!, r)), total: page.total };
}

/** What a teacher's plan students recorded lately: the AI feedback a Lite/AI plan gives them is the teacher's to see too. */
export async function plansStudentsRecordings(deps: ViewDeps, viewer: Viewer) {
  if (viewer.status !== 'TEACHER') throw forbidden(RECORDING_TEXTS.teachersOnly);
  const rows = await store.plansStudentsRecordings(deps.db, viewer.id, 50);
  const summaries = await summariesOf(
    deps.db,
    rows.map((r) => r.recording),
  );
  return rows.map((r, i) => ({ ...summaries[i]!, student: r.student, tier: r.tier }));
}

/** A recording's feedback chunks with their comments and votes, oldest first; only `chunkId` when given. */
export async function chunksWithComments(deps: ViewDeps, recordingId: number, chunkId?: number): Promise<FeedbackChunk[]> {
  const rows = await store.feedbackOf(deps.db, recordingId, chunkId);
  return presentChunks(rows, await fileUrls(deps.storage, feedbackFileKeys(rows)));
}

/** The recording with everything its feedback page shows, for its owner or the teacher it was sent to. */
export async function recordingFor(deps: ViewDeps, viewer: Viewer, recordingId: number): Promise<Recording> {
  const row = await viewableRecording(deps.db, viewer, recordingId);
  const [received, review, titles, chunks, urls] = await Promise.all([
    store.receivedIndexes(deps.db, row.id),
    store.reviewOf(deps.db, row.id),
    store.eventTitles(deps.db, [row]),
    row.locked ? [] : chunksWithComments(deps, row.id),
    fileUrls(deps.storage, recordingFileKeys(row)),
  ]);
  return presentRecording({ row, received, review, eventTitle: titleOf(titles, row), chunks, urls });
}
