import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { RECORDING_CHUNK_MAX_BYTES, recordingsApi, reviewApi, speechApi } from '@parley/contracts';
import { createGrammarChecker, type GrammarChecker } from '@parley/language';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createLiveHints } from './live-hints/live-hints.service.ts';
import { enqueueFeedback, startFeedbackWorker } from './pipeline/feedback.worker.ts';
import { readChunkFile } from './recordings/chunk-upload.ts';
import type { LiveRecordings } from './recordings/live-recordings.ts';
import { fileUrl, presentRecording, presentSummaries } from './recordings/recordings.presenter.ts';
import * as recordings from './recordings/recordings.service.ts';
import { pageOf, teacherPageOf } from './recordings/recordings.store.ts';
import { viewableRecording } from './review/access.ts';
import { addComment, deleteComment, vote, type CommentsDeps } from './review/comments.service.ts';
import { requestReview, teacherRequests, updateReview } from './review/review.service.ts';
import { lookUpWord } from './speech/dictionary.service.ts';
import { speak, type TtsDeps } from './speech/tts.service.ts';

export interface FeedbackModuleDeps extends ModuleDeps {
  /** The live room's checks and notices for a conversation recorded there (the events module, wired in app.ts). */
  liveRecordings: LiveRecordings;
}

/** Recordings and their feedback: the recording calls (api role) and the feedback job (worker role). */
export async function feedbackModule(app: FastifyInstance, deps: FeedbackModuleDeps) {
  const { platform, config, db } = deps;
  const service: recordings.RecordingsDeps = {
    db,
    storage: platform.storage,
    clock: platform.clock,
    enqueueFeedback: (recordingId) => enqueueFeedback(platform.queue, recordingId),
    converter: platform.speech.converter,
    live: deps.liveRecordings,
  };
  // One grammar checker per process, for the feedback job and the live hints alike (harper takes seconds to load).
  let checker: Promise<GrammarChecker> | undefined;
  const grammar = () => (checker ??= createGrammarChecker());
  const liveHints = createLiveHints({
    db,
    storage: platform.storage,
    speech: platform.speech,
    grammar,
    log: app.log,
    answerWaitMs: config.LIVE_HINTS_ANSWER_WAIT_MS,
    decoderWaitMs: config.LIVE_HINTS_DECODER_WAIT_MS,
  });
  app.addHook('onClose', async () => {
    await liveHints.close();
    if (checker) await (await checker).close();
  });
  if (config.ROLES.includes('worker')) {
    startFeedbackWorker(app, platform.queue, {
      db,
      storage: platform.storage,
      speech: platform.speech,
      grammar,
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
  route(recordingsApi.uploadChunk, async ({ user, params, query, request }) => {
    const { recordingId, chunkIndex } = params;
    const file = await readChunkFile(request);
    const { receipt, recording } = await recordings.uploadChunk(service, user, recordingId, chunkIndex, file);
    return { ...receipt, live_hints: await liveHints.afterUpload(recording, chunkIndex, query) };
  });
  route(recordingsApi.stop, async ({ user, params, query }) => {
    const stopped = await recordings.stopRecording(service, user, params.recordingId, query.test_myself ?? false);
    return (await presentSummaries(db, [stopped]))[0]!;
  });
  route(recordingsApi.cancel, ({ user, params }) => recordings.cancelRecording(service, user, params.recordingId));
  route(recordingsApi.list, async ({ user, query }) => {
    const page = await (user.status === 'TEACHER' ? teacherPageOf : pageOf)(db, user.id, query.limit, query.offset);
    return { items: await presentSummaries(db, page.items), total: page.total };
  });
  route(recordingsApi.get, async ({ user, params }) =>
    presentRecording(db, config.PUBLIC_URL, await viewableRecording(db, user, params.recordingId)),
  );

  route(reviewApi.request, ({ user, params, body }) =>
    requestReview(db, user, params.recordingId, body.teacher_id, platform.clock.now()),
  );
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
