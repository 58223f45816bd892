import { reviewApi, speechApi } from '@parley/contracts';
import type { Route } from '../../plugins/router.ts';
import type { DomainEventBus } from '../../shared/domain-events.ts';
import { fileUrl } from '../../shared/file-url.ts';
import { readChunkFile } from '../recordings/public.ts';
import { addComment, deleteComment, vote, type CommentsDeps } from './review/comments.service.ts';
import { requestReview, teacherRequests, updateReview } from './review/review.service.ts';
import { lookUpWord } from './speech/dictionary.service.ts';
import { speakFor, type ReadingLimit, type TtsDeps } from './speech/tts.service.ts';

/** Contract → caller → service. */
export function feedbackRoutes(
  route: Route,
  comments: CommentsDeps,
  tts: TtsDeps & { readings: ReadingLimit },
  domain: DomainEventBus,
) {
  const { db, clock } = comments;
  route(reviewApi.request, ({ user, params, body }) => requestReview(db, user, params.recordingId, body.teacher_id, clock.now()));
  route(reviewApi.list, ({ user, query }) => teacherRequests(db, user, query));
  route(reviewApi.update, ({ user, params, body }) =>
    updateReview({ db, domain }, user, params.recordingId, body.reviewed, clock.now()),
  );
  route(reviewApi.comment, ({ user, params, body }) =>
    addComment(comments, user, params.recordingId, body, { text: body.comment }),
  );
  route(reviewApi.audioComment, async ({ user, params, query, request }) =>
    addComment(comments, user, params.recordingId, query, { audio: await readChunkFile(request) }),
  );
  route(reviewApi.vote, ({ user, params, body }) => vote(comments, user, params.commentId, body.vote));
  route(reviewApi.deleteComment, ({ user, params }) => deleteComment(comments, user, params.commentId));
  route(speechApi.tts, async ({ user, body }) => ({ tts_url: fileUrl(await speakFor(tts, user.id, body))! }));
  route(speechApi.dictionary, ({ user, query }) => lookUpWord(tts, user, query));
}
