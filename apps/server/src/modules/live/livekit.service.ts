import { LIVE_TEXTS, roomsApi } from '@parley/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import type { CountersPort } from '../../platform/counters/index.ts';
import { MediaWebhookRefused, type MediaServerEvent, type MediaServerPort } from '../../platform/media/index.ts';
import { createRouter } from '../../plugins/router.ts';
import type { Viewer } from '../../shared/viewer.ts';
import type { ModuleDeps } from '../module-deps.ts';
import type { RoomsDeps } from './live.deps.ts';
import { rtcRoom } from './rooms.service.ts';

/**
 * A signed report stays valid for LiveKit's five minutes (and the verifier's clock tolerance); its id is remembered a
 * little longer, so a redelivery or a replay inside that time is answered `duplicate` and counted once.
 */
const REMEMBER_MS = 10 * 60_000;

export interface MediaWebhookDeps {
  mediaServer: MediaServerPort;
  counters: CountersPort;
  log: FastifyBaseLogger;
  received: { inc(labels: { event: MediaServerEvent['kind'] }): void };
}

/** Without LiveKit the spec's LiveKit calls answer what a call not built answers: 501, in the envelope. */
const notConfigured = () => new AppError('NOT_IMPLEMENTED', LIVE_TEXTS.livekitNotConfigured);

/**
 * The spec's token call: the LiveKit part of the join answer for a room the caller is in, with the same checks as
 * `GET rtc/{roomId}` (404 for a room or an event the caller is not in, 403 for another room of theirs). A connected
 * browser gets fresh tokens from LiveKit itself; this is for a new connection after the token's time is up.
 */
export async function livekitToken(deps: RoomsDeps, viewer: Viewer, roomId: string) {
  if (deps.mediaServer.provider !== 'livekit') throw notConfigured();
  const answer = await rtcRoom(deps, viewer, roomId, false);
  if (answer.provider !== 'livekit') throw notConfigured();
  return answer.livekit;
}

/**
 * LiveKit's report of a room: checked against its signature, then logged and counted. Our server already knows who
 * is in which room (presence) and when a room ends (it deletes the LiveKit room itself), so a report changes nothing
 * here; it shows on the dashboards how many people actually reached the media server.
 */
export async function receiveMediaWebhook(
  deps: MediaWebhookDeps,
  rawBody: Buffer | undefined,
  authorization: string | undefined,
) {
  if (deps.mediaServer.provider !== 'livekit' || !deps.mediaServer.webhooks) throw notConfigured();
  let report: MediaServerEvent;
  try {
    report = await deps.mediaServer.webhooks.verify(rawBody?.toString('utf8') ?? '', authorization);
  } catch (err) {
    if (!(err instanceof MediaWebhookRefused)) throw err;
    throw new AppError('UNAUTHORIZED', LIVE_TEXTS.mediaWebhookUnsigned, { cause: err });
  }
  const duplicate = (await deps.counters.hit(`media-webhook:${report.id}`, REMEMBER_MS)).count > 1;
  if (!duplicate) {
    deps.received.inc({ event: report.kind });
    deps.log.info({ mediaEvent: report }, 'media server report');
  }
  return { received: true as const, duplicate };
}

/** The spec's two LiveKit calls; the webhook's signature covers the exact bytes LiveKit sent (application/webhook+json). */
export async function livekitRoutes(app: FastifyInstance, deps: ModuleDeps, live: RoomsDeps) {
  createRouter(app, deps)(roomsApi.livekitToken, ({ user, params }) => livekitToken(live, user, params.roomId));
  const received = deps.metrics.counter({
    name: 'parley_media_webhooks_total',
    help: "The media server's signed reports received, by event (participant_joined, participant_left, room_finished, other)",
    labels: ['event'],
  });
  const webhook = { mediaServer: live.mediaServer, counters: deps.platform.counters, received, log: app.log };
  await app.register(async (raw) => {
    const keepBytes = (_request: unknown, body: Buffer, done: (err: null, body: Buffer) => void) => done(null, body);
    raw.addContentTypeParser(['application/webhook+json', 'application/json'], { parseAs: 'buffer' }, keepBytes);
    createRouter(raw, deps)(roomsApi.livekitWebhook, ({ request }) =>
      receiveMediaWebhook(webhook, request.body as Buffer | undefined, request.headers.authorization),
    );
  });
}
