import websocket from '@fastify/websocket';
import {
  EVENT_TEXTS,
  LIVE_SOCKET_PATH,
  WS_CLOSE,
  WS_MAX_FRAME_BYTES,
  clientMessageSchema,
  liveSocketQuerySchema,
  type ServerMessage,
} from '@parley/contracts';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { AppError } from '../../errors.ts';
import type { Authenticator, Caller } from '../../plugins/authenticator.ts';
import * as host from './host-controls.service.ts';
import { signalChannel, type Envelope } from './live.bus.ts';
import { EventChannel, encode, isFor, type ChannelMember } from './live.channel.ts';
import type { LiveDeps } from './live.deps.ts';
import * as presence from './presence.service.ts';
import { askForMoreTime } from './rotation.service.ts';
import { relaySignal } from './signal.service.ts';
import { createOutboxes, type Outbox } from './socket-outbox.ts';

export interface HubOptions {
  authenticator: Authenticator;
  deps: LiveDeps;
  allowedOrigins: ReadonlySet<string>;
  /** How long a person whose socket dropped stays in the room, waiting for it to reconnect. */
  leaveGraceMs: number;
  heartbeatMs: number;
}

/** Close reasons are at most 123 bytes. */
const reason = (text: string) => Buffer.from(text).subarray(0, 123).toString();

function closeCodeOf(err: unknown): number {
  if (!(err instanceof AppError)) return 1011;
  if (err.status === 401) return WS_CLOSE.badToken;
  if (err.status === 404) return WS_CLOSE.unknownEvent;
  if (err.status === 400) return WS_CLOSE.badRequest;
  if (err.message === EVENT_TEXTS.eventPast || err.message === EVENT_TEXTS.eventCancelled) return WS_CLOSE.eventOver;
  return WS_CLOSE.notAllowed;
}

/**
 * The live socket (`GET /api/v1/sdk/event/ws`). Refusals are sent as close codes after the upgrade, because a
 * refused upgrade reaches a browser only as 1006 (docs/decisions/0016-live-hub.md).
 */
export async function registerLiveHub(app: FastifyInstance, options: HubOptions) {
  const { deps } = options;
  await app.register(websocket, { options: { maxPayload: WS_MAX_FRAME_BYTES } });
  const channels = new Map<string, Promise<EventChannel>>();
  const signalSubscriptions = new Map<string, () => Promise<void>>();
  const sockets = new Map<string, Set<{ userId: number; socket: WebSocket; out: Outbox }>>();
  const outboxes = createOutboxes();
  const onError = (err: unknown) => app.log.error({ err }, 'live hub');

  async function channelOf(eventId: string): Promise<EventChannel> {
    let opening = channels.get(eventId);
    if (!opening) {
      const channel = new EventChannel(eventId, { db: deps.db, bus: deps.bus, onError });
      opening = channel.open().then(() => channel);
      channels.set(eventId, opening);
      signalSubscriptions.set(
        eventId,
        await signalChannel(deps.bus, eventId).subscribe((signal) => {
          for (const s of sockets.get(eventId) ?? [])
            if (s.userId === signal.to_user_id)
              send(s.out, { type: 'SIGNAL', seq: null, payload: { from_user_id: signal.from_user_id, data: signal.data } });
        }),
      );
    }
    return opening;
  }

  async function release(eventId: string, channel: EventChannel) {
    if (channel.members.size > 0) return;
    channels.delete(eventId);
    await channel.close();
    await signalSubscriptions.get(eventId)?.();
    signalSubscriptions.delete(eventId);
  }

  function send(out: Outbox, message: ServerMessage) {
    out.push(encode(message));
  }

  app.addHook('onClose', async () => {
    for (const set of sockets.values()) for (const s of set) s.socket.close(1001, 'Server shutting down');
    for (const [eventId, opening] of channels) {
      const channel = await opening;
      channel.members.clear();
      await release(eventId, channel);
    }
  });

  app.get(LIVE_SOCKET_PATH, { websocket: true, schema: { hide: true } }, (socket, request) => {
    // Messages that arrive while the connection is being set up wait here, in order.
    const early: string[] = [];
    let onMessage: ((raw: string) => Promise<void>) | null = null;
    let chain = Promise.resolve();
    socket.on('message', (data) => {
      const raw = data.toString();
      if (onMessage) {
        const handle = onMessage;
        chain = chain.then(() => handle(raw)).catch(onError);
      } else early.push(raw);
    });
    let alive = true;
    socket.on('pong', () => (alive = true));
    const heartbeat = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, options.heartbeatMs);
    let cleanup: () => Promise<void> = async () => undefined;
    socket.on('close', () => {
      clearInterval(heartbeat);
      cleanup().catch(onError);
    });

    const refuse = (code: number, text: string) => socket.close(code, reason(text));

    void (async () => {
      const query = liveSocketQuerySchema.safeParse(request.query);
      if (!query.success) return refuse(WS_CLOSE.badRequest, 'token and event_id are required');
      const origin = request.headers.origin;
      if (origin && !options.allowedOrigins.has(origin)) return refuse(WS_CLOSE.foreignOrigin, 'Origin not allowed');

      let caller: Caller;
      let eventId: string;
      try {
        caller = await options.authenticator.authenticateToken(query.data.token);
        eventId = await presence.enterBySocket(deps, caller.user, query.data.event_id);
      } catch (err) {
        return refuse(closeCodeOf(err), err instanceof Error ? err.message : 'Refused');
      }
      if (socket.readyState !== socket.OPEN) return;

      const userId = caller.user.id;
      const out = outboxes.open(socket, query.data.batch === '1');
      const connectionId = presence.newConnectionId();
      let lastSeq = 0;
      let pending: [Envelope, string][] | null = [];
      const member: ChannelMember = {
        userId,
        receive(envelope, frame) {
          if (pending) return void pending.push([envelope, frame]);
          if (!isFor(envelope, userId, lastSeq)) return;
          lastSeq = envelope.message.seq;
          out.push(frame);
          const m = envelope.message;
          if (m.type === 'KICKED' && m.payload.user_id === userId)
            out.close(WS_CLOSE.notAllowed, reason(m.payload.permanent ? 'Removed for good' : 'Removed'));
          if (m.type === 'EVENT_ENDED') out.close(WS_CLOSE.eventOver, m.payload.reason);
        },
      };
      const channel = await channelOf(eventId);
      channel.members.add(member);
      const local = sockets.get(eventId) ?? new Set();
      const entry = { userId, socket, out };
      sockets.set(eventId, local.add(entry));
      cleanup = async () => {
        channel.members.delete(member);
        local.delete(entry);
        if (local.size === 0) sockets.delete(eventId);
        await release(eventId, channel);
        if (await presence.socketClosed(deps, eventId, userId, connectionId))
          setTimeout(
            () => void presence.leaveIfGone(deps, eventId, userId, connectionId).catch(onError),
            options.leaveGraceMs,
          ).unref();
      };
      await presence.socketOpened(deps, eventId, userId, connectionId);

      const replay = await presence.catchUp(deps, eventId, caller.user, query.data.since ?? 0);
      for (const message of replay.messages) send(out, message);
      lastSeq = replay.seq;
      const queued = pending;
      pending = null;
      for (const [envelope, frame] of queued) member.receive(envelope, frame);

      const refused = (err: unknown) => {
        if (!(err instanceof AppError)) throw err;
        send(out, { type: 'ERROR', seq: null, payload: { code: err.code, message: err.message } });
      };
      // Toggles go to the media-state writer as they arrive, without waiting for the one before to be stored: the
      // writer keeps their order and a burst shares one group. Anything else waits until they are stored.
      let toggles: Promise<void> = Promise.resolve();
      onMessage = async (raw) => {
        let json: unknown;
        try {
          json = JSON.parse(raw);
        } catch {
          json = undefined;
        }
        const parsed = clientMessageSchema.safeParse(json);
        if (!parsed.success)
          return send(out, {
            type: 'ERROR',
            seq: null,
            payload: { code: 'VALIDATION_ERROR', message: 'Unknown or malformed message' },
          });
        const message = parsed.data;
        if (message.type === 'MEDIA_STATE') {
          const stored = deps.media.submit(eventId, userId, message.payload).catch(refused).catch(onError);
          toggles = toggles.then(() => stored);
          return;
        }
        await toggles;
        try {
          if (message.type === 'PING') return send(out, { type: 'PONG', seq: null, payload: {} });
          if (message.type === 'SIGNAL')
            return await relaySignal(deps, caller.user, eventId, message.payload.to_user_id, message.payload.data);
          if (message.type === 'EXTEND_ROUND') return await askForMoreTime(deps, caller.user, eventId);
          if (message.type === 'CHANGE_EVENT_TYPE')
            return await host.changeEventType(deps, caller.user, eventId, message.payload.event_type);
          await host.setDiscussionTopic(deps, caller.user, eventId, message.payload.topic);
        } catch (err) {
          refused(err);
        }
      };
      for (const raw of early.splice(0)) {
        const handle = onMessage;
        chain = chain.then(() => handle(raw)).catch(onError);
      }
    })().catch((err: unknown) => {
      onError(err);
      refuse(1011, 'Something went wrong');
    });
  });
}
