import { companyProgressApi, companyQuestionsApi as questionsApi, companyVideosApi as videosApi } from '@parley/contracts';
import type { FastifyReply } from 'fastify';
import type { Route } from '../../plugins/router.ts';
import type { ProgressDeps } from '../progress/public.ts';
import * as questions from './questions.service.ts';
import * as progress from './team-progress.service.ts';
import { readVideoUpload, sendVideo } from './video-files.ts';
import * as videos from './videos.service.ts';

export interface ContentDeps {
  questions: questions.QuestionsDeps;
  videos: videos.VideosDeps;
  progress: ProgressDeps;
}

/** A CSV download: a string with its own type is sent as it is; the name says what and when. */
function attachment(reply: FastifyReply, name: string, csv: string) {
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name.replace(/[^A-Za-z0-9_.-]/g, '_')}"`)
    .header('cache-control', 'private, no-store');
  return csv;
}

/** Questions, videos and the team's progress (ADR 0073): contract → caller → one service call. */
export function contentRoutes(route: Route, deps: ContentDeps) {
  const q = deps.questions;
  route(questionsApi.list, ({ user }) => questions.list(q, user));
  route(questionsApi.create, ({ user, body }) => questions.create(q, user, body));
  route(questionsApi.update, ({ user, params, body }) => questions.update(q, user, params.questionId, body));
  route(questionsApi.delete, ({ user, params }) => questions.remove(q, user, params.questionId));

  const v = deps.videos;
  route(videosApi.list, ({ user }) => videos.list(v, user));
  route(videosApi.createCollection, ({ user, body }) => videos.createCollection(v, user, body.name));
  route(videosApi.renameCollection, ({ user, params, body }) => videos.renameCollection(v, user, params.collectionId, body.name));
  route(videosApi.deleteCollection, ({ user, params }) => videos.deleteCollection(v, user, params.collectionId));
  route(videosApi.arrange, ({ user, body }) => videos.arrange(v, user, body));
  route(videosApi.addLink, ({ user, body }) => videos.addLink(v, user, body));
  route(videosApi.upload, async ({ user, request }) => {
    // Only an administrator's upload is read at all.
    await videos.assertAdministrator(v, user);
    return videos.addUpload(v, user, await readVideoUpload(request));
  });
  route(videosApi.edit, ({ user, params, body }) => videos.edit(v, user, params.videoId, body));
  route(videosApi.delete, ({ user, params }) => videos.remove(v, user, params.videoId));
  route(videosApi.watched, ({ user, params, body }) => videos.setWatched(v, user, params.videoId, body.watched));
  route(videosApi.file, async ({ params, query, request, reply }) => {
    const file = await videos.file(v, params.videoId, query);
    return sendVideo(reply, request, file, query.exp, v.clock.now());
  });

  const p = deps.progress;
  route(companyProgressApi.team, ({ user }) => progress.team(p, user));
  route(companyProgressApi.teamCsv, async ({ user, reply }) => {
    const csv = await progress.teamCsv(p, user);
    return attachment(reply, `team-progress-${p.clock.now().toISOString().slice(0, 10)}.csv`, csv);
  });
  route(companyProgressApi.memberCsv, async ({ user, params, reply }) => {
    const { username, csv } = await progress.memberCsv(p, user, params.userId);
    return attachment(reply, `progress-${username}-${p.clock.now().toISOString().slice(0, 10)}.csv`, csv);
  });
}
