import { CHAT_RATE_LIMIT, liveApi, roomsApi } from '@parley/contracts';
import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../plugins/router.ts';
import { createEventsDeps } from '../events/public.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createChatLimiter } from './chat-limiter.ts';
import { registerLiveHub } from './live.hub.ts';
import { createMediaStateWriter } from './media-state.writer.ts';
import * as live from './live.service.ts';
import * as rooms from './rooms.service.ts';
import { currentMatch, lastMatch, startRound, type RotationDeps, type RoundMatcher } from './rotation.service.ts';
import { startRotationScheduler } from './rotation.scheduler.ts';

export { createRecordingNotices } from './recording-notices.ts';

const HEARTBEAT_MS = 30_000;

export interface LiveModuleDeps extends ModuleDeps {
  /** Pairs a round's learners (the matching module, wired in app.ts). */
  matcher: RoundMatcher;
}

/** The live room: its calls (api role), its socket (realtime role) and the rotation scheduler (worker role). */
export async function liveModule(app: FastifyInstance, deps: LiveModuleDeps) {
  const { platform, config } = deps;
  const service: live.LiveDeps = {
    db: deps.db,
    bus: platform.bus,
    clock: platform.clock,
    chatLimiter: createChatLimiter(platform.clock, CHAT_RATE_LIMIT),
    translation: platform.translation,
    media: createMediaStateWriter({ db: deps.db, bus: platform.bus, onError: (err) => app.log.error({ err }, 'media state') }),
    events: await createEventsDeps(app, deps),
  };

  const rotation: RotationDeps = { ...service, matcher: deps.matcher, roundLengthMs: config.ROUND_LENGTH_MS };
  if (config.ROLES.includes('worker')) startRotationScheduler(app, rotation, config.ROTATION_TICK_MS);
  const unsubscribe = await deps.domain.subscribe('event.over', ({ eventId, reason }) =>
    live.eventOver(service, eventId, reason),
  );
  app.addHook('onClose', unsubscribe);
  if (config.ROLES.includes('realtime'))
    await registerLiveHub(app, {
      authenticator: deps.authenticator,
      live: rotation,
      allowedOrigins: new Set([config.PUBLIC_URL, ...config.CORS_ORIGINS]),
      leaveGraceMs: config.LIVE_LEAVE_GRACE_MS,
      heartbeatMs: HEARTBEAT_MS,
    });
  if (!config.ROLES.includes('api')) return;

  const route = createRouter(app, deps);
  route(liveApi.join, ({ user, params }) => live.enterRoom(service, user, params.id));
  route(liveApi.exit, ({ user, params }) => live.exitRoom(service, user, params.id));
  route(liveApi.mute, ({ user, params, body }) => live.mute(service, user, params.id, body.user_id, body.mute_type));
  route(liveApi.unmute, ({ user, params, body }) => live.askToUnmute(service, user, params.id, body.user_id, body.mute_type));
  route(liveApi.disableVideo, ({ user, params, body }) =>
    live.setVideoDisabled(service, user, body.event_id, params.userId, true),
  );
  route(liveApi.enableVideo, ({ user, params, body }) =>
    live.setVideoDisabled(service, user, body.event_id, params.userId, false),
  );
  route(liveApi.kick, ({ user, body }) => live.kick(service, user, body));
  route(liveApi.changeNativeSpeaker, ({ user, body }) => live.changeNativeSpeaker(service, user, body.event_id, body.user_id));
  route(liveApi.locking, ({ user, body }) => live.setLocked(service, user, body.event_id, body.lock));
  route(liveApi.sendWs, ({ user, params, body }) => live.sendToOne(service, user, params.id, body.for_user_id, body.ext ?? {}));
  route(liveApi.matchUsers, async ({ user, body }) => (await startRound(rotation, user, body.event_id))!);
  route(liveApi.match, ({ user, query }) => currentMatch(service, user, query.event_id));
  route(liveApi.lastMatch, ({ user }) => lastMatch(service.db, user));
  route(liveApi.chatList, ({ user, query }) => live.chatHistory(service, user, query));
  route(liveApi.translateStatus, async () => ({ available: service.translation.available }));
  route(liveApi.translate, ({ user, body }) => live.translateChat(service, user, body));
  route(liveApi.chatSend, ({ user, body }) => live.sendChat(service, user, body));

  const media: rooms.RoomsDeps = {
    ...service,
    ice: {
      stunUrls: config.STUN_URLS,
      turnUrls: config.TURN_URLS,
      turnSecret: config.TURN_SECRET,
      turnTtlSeconds: config.TURN_TTL_SECONDS,
    },
  };
  route(roomsApi.create, ({ user, params, body }) => rooms.createRoom(service, user, params.eventId, body));
  route(roomsApi.get, ({ user, params }) => rooms.getRoom(service, user, params.roomId));
  route(roomsApi.list, ({ user, query }) => rooms.listRooms(service, user, query.event_id));
  route(roomsApi.setCurrent, ({ user, body }) => rooms.setCurrentRoom(service, user, body.event_id, body.room_id));
  route(roomsApi.moveUser, ({ user, body }) => rooms.moveUser(service, user, body.event_id, body.user_id, body.room_id));
  route(roomsApi.rtcRooms, ({ user, params }) => rooms.listRooms(service, user, params.eventId));
  route(roomsApi.rtcConfig, ({ user, params }) => rooms.rtcConfig(media, user, params.eventId));
  route(roomsApi.rtcJoin, ({ user, params }) => rooms.rtcJoin(media, user, params.eventId));
  route(roomsApi.rtcRoom, ({ user, params }) => rooms.rtcRoom(media, user, params.roomId));
}
