import { recordingsApi } from '@parley/contracts';
import type { Route } from '../../plugins/router.ts';
import { readChunkFile } from './chunk-upload.ts';
import { deleteRecording } from './delete-recording.ts';
import { listRecordings, plansStudentsRecordings, recordingFor, summariesOf } from './recording-view.service.ts';
import * as recordings from './recordings.service.ts';
import type { UploadHints } from './upload-hints.ts';

/** Contract → caller → service. */
export function recordingsRoutes(route: Route, service: recordings.RecordingsDeps, hints: UploadHints) {
  const viewDeps = { db: service.db, storage: service.storage };
  route(recordingsApi.create, ({ user, body }) => recordings.createRecording(service, user, body));
  route(recordingsApi.uploadChunk, async ({ user, params, query, request }) => {
    const { recordingId, chunkIndex } = params;
    const file = await readChunkFile(request);
    const { receipt, recording } = await recordings.uploadChunk(service, user, recordingId, chunkIndex, file);
    return { ...receipt, live_hints: await hints.afterUpload(recording, chunkIndex, query) };
  });
  route(recordingsApi.stop, async ({ user, params, query }) => {
    const stopped = await recordings.stopRecording(service, user, params.recordingId, query.test_myself ?? false);
    return (await summariesOf(service.db, [stopped]))[0]!;
  });
  route(recordingsApi.cancel, ({ user, params }) => recordings.cancelRecording(service, user, params.recordingId));
  route(recordingsApi.delete, ({ user, params }) => deleteRecording(service, user, params.recordingId));
  route(recordingsApi.list, ({ user, query }) => listRecordings(viewDeps, user, query.limit, query.offset));
  route(recordingsApi.students, ({ user }) => plansStudentsRecordings(viewDeps, user));
  route(recordingsApi.get, ({ user, params }) => recordingFor(viewDeps, user, params.recordingId));
}
