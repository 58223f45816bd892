import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { RECORDING_CHUNK_MAX_BYTES, recordingsApi, reviewApi, speechApi } from '@parley/contracts';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createGrammarChecker, type GrammarChecker } from './analysis/grammar/index.ts';
import { enqueueFeedback, startFeedbackWorker } from './pipeline/feedback.worker.ts';
import { readChunkFile } from './recordings/chunk-upload.ts';
import { fileUrl, presentRecording, presentSummary } from './recordings/recordings.presenter.ts';
import * as recordings from './recordings/recordings.service.ts';
import { pageOf, teacherPageOf } from './recordings/recordings.store.ts';
import { viewableRecording } from './review/access.ts';
import { addComment, deleteComment, vote, type CommentsDeps } from './review/comments.service.ts';
import { requestReview, teacherRequests, updateReview } from './review/review.service.ts';
import { lookUpWord } from './speech/dictionary.service.ts';
import { speak, type TtsDeps } from './speech/tts.service.ts';

/** Recordings and their feedback: the recording calls (api role) and the feedback job (worker role). */
export async function feedbackModule(app: FastifyInstance, deps: ModuleDeps) {
  const { platform, config, db } = deps;
  const service: recordings.RecordingsDeps = {
    db,
    storage: platform.storage,
    clock: platform.clock,
    enqueueFeedback: (recordingId) => enqueueFeedback(platform.queue, recordingId),
  };
  if (config.ROLES.includes('worker')) {
    let checker: Promise<GrammarChecker> | undefined;
    app.addHook('onClose', async () => {
      if (checker) await (await checker).close();
    });
    startFeedbackWorker(app, platform.queue, {
      db,
      storage: platform.storage,
      speech: platform.speech,
      grammar: () => (checker ??= createGrammarChecker()),
      publicUrl: config.PUBLIC_URL,
      log: app.log,
    });
  }
  if (!config.ROLES.includes('api')) return;

  await app.register(multipart, {
    limits: { fileSize: RECORDING_CHUNK_MAX_BYTES, files: 1, fields: 0 },
    throwFileSizeLimit: true,
  });
  const route = createRouter(app, deps);
  route(recordingsApi.create, ({ user, body }) => recordings.createRecording(service, user, body));
  route(recordingsApi.uploadChunk, async ({ user, params, request }) =>
    recordings.uploadChunk(service, user, params.recordingId, params.chunkIndex, await readChunkFile(request)),
  );
  route(recordingsApi.stop, async ({ user, params, query }) =>
    presentSummary(await recordings.stopRecording(service, user, params.recordingId, query.test_myself ?? false)),
  );
  route(recordingsApi.cancel, ({ user, params }) => recordings.cancelRecording(service, user, params.recordingId));
  route(recordingsApi.list, async ({ user, query }) => {
    const page = await (user.status === 'TEACHER' ? teacherPageOf : pageOf)(db, user.id, query.limit, query.offset);
    return { items: page.items.map((row) => presentSummary(row)), total: page.total };
  });
  route(recordingsApi.get, async ({ user, params }) =>
    presentRecording(db, config.PUBLIC_URL, await viewableRecording(db, user, params.recordingId)),
  );

  route(reviewApi.request, ({ user, params, body }) => requestReview(db, user, params.recordingId, body.teacher_id));
  route(reviewApi.list, ({ user, query }) => teacherRequests(db, user, query));
  route(reviewApi.update, ({ user, params, body }) => updateReview(db, user, params.recordingId, body.reviewed));
  const comments: CommentsDeps = { db, storage: platform.storage, publicUrl: config.PUBLIC_URL };
  route(reviewApi.comment, ({ user, params, body }) =>
    addComment(comments, user, params.recordingId, body, { text: body.comment }),
  );
  route(reviewApi.audioComment, async ({ user, params, query, request }) =>
    addComment(comments, user, params.recordingId, query, { audio: await readChunkFile(request) }),
  );
  route(reviewApi.vote, ({ user, params, body }) => vote(comments, user, params.commentId, body.vote));
  route(reviewApi.deleteComment, ({ user, params }) => deleteComment(comments, user, params.commentId));

  const tts: TtsDeps = { synthesizer: platform.speech.synthesizer, storage: platform.storage, log: app.log };
  route(speechApi.tts, async ({ body }) => ({ tts_url: fileUrl(config.PUBLIC_URL, await speak(tts, body))! }));
  route(speechApi.dictionary, ({ user, query }) => lookUpWord(tts, config.PUBLIC_URL, user, query));
}
