import { CHAT_RATE_LIMIT } from '@parley/contracts';
import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../plugins/router.ts';
import { createEventsDeps } from '../events/public.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createChatLimiter } from './chat-limiter.ts';
import type { ActivityMessages, RoomsDeps, RotationDeps, RoundMatcher } from './live.deps.ts';
import { registerLiveHub } from './live.hub.ts';
import { liveMetrics } from './live.metrics.ts';
import { liveRoutes } from './live.routes.ts';
import { livekitRoutes } from './livekit.service.ts';
import { createMediaStateWriter } from './media-state.writer.ts';
import { messageRates } from './message-rates.ts';
import { eventOver } from './presence.service.ts';
import { lenientMediaServer } from './room-media.ts';
import type { RoomDirectory } from './room-directory.ts';
import { startRotationScheduler } from './rotation.scheduler.ts';

export { createRecordingNotices } from './recording-notices.ts';
export { createRoomDirectory } from './room-directory.ts';

const HEARTBEAT_MS = 30_000;

export interface LiveModuleDeps extends ModuleDeps {
  /** Pairs a round's learners (the matching module, wired in app.ts). */
  matcher: RoundMatcher;
  /** The activities' socket messages (the activities module, wired in app.ts). */
  activityMessages: ActivityMessages;
  /** The events' rooms kept on this instance, shared with the activities' messages of the moment (wired in app.ts). */
  rooms: RoomDirectory;
}

/** The live room: its calls (api role), its socket (realtime role) and the rotation scheduler (worker role). */
export async function liveModule(app: FastifyInstance, deps: LiveModuleDeps) {
  const { platform, config } = deps;
  const live: RoomsDeps & RotationDeps = {
    db: deps.db,
    bus: platform.bus,
    clock: platform.clock,
    chatLimiter: createChatLimiter(platform.clock, CHAT_RATE_LIMIT),
    translation: platform.translation,
    activities: deps.activityMessages,
    media: createMediaStateWriter({ db: deps.db, bus: platform.bus, onError: (err) => app.log.error({ err }, 'media state') }),
    events: await createEventsDeps(app, deps),
    matcher: deps.matcher,
    roundLengthMs: config.ROUND_LENGTH_MS,
    mediaServer: lenientMediaServer(platform.mediaServer, (err) => app.log.error({ err }, 'media server')),
    ice: {
      stunUrls: config.STUN_URLS,
      turnUrls: config.TURN_URLS,
      turnSecret: config.TURN_SECRET,
      turnTtlSeconds: config.TURN_TTL_SECONDS,
    },
  };

  if (config.ROLES.includes('worker')) startRotationScheduler(app, live, config.ROTATION_TICK_MS);
  const unsubscribe = await deps.domain.subscribe('event.over', ({ eventId, reason }) => eventOver(live, eventId, reason));
  app.addHook('onClose', unsubscribe);
  if (config.ROLES.includes('realtime')) {
    const hub = await registerLiveHub(app, {
      deps: live,
      authenticator: deps.authenticator,
      domain: deps.domain,
      allowedOrigins: new Set([config.PUBLIC_URL, ...config.CORS_ORIGINS]),
      leaveGraceMs: config.LIVE_LEAVE_GRACE_MS,
      messageRates: messageRates(config.LIVE_SOCKET_MESSAGES_PER_SECOND),
      heartbeatMs: HEARTBEAT_MS,
      rooms: deps.rooms,
    });
    liveMetrics(deps.metrics, { db: deps.db, sockets: hub.sockets });
  }
  if (config.ROLES.includes('api')) {
    liveRoutes(createRouter(app, deps), live);
    await livekitRoutes(app, deps, live);
  }
}
