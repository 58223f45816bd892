import { LIVE_SOCKET_PATH } from '@parley/contracts';
import type { FastifyInstance } from 'fastify';
import { createEventSockets } from './event-sockets.ts';
import { LiveConnection, type HubOptions } from './live.connection.ts';
import { createSignedInSockets } from './signed-in-sockets.ts';
import { createOutboxes } from './socket-outbox.ts';

/**
 * The live socket (`GET /api/v1/sdk/event/ws`), on the app's WebSocket server (app.ts). Refusals are sent as close
 * codes after the upgrade, because a refused upgrade reaches a browser only as 1006 (docs/decisions/0016-live-hub.md).
 */
export async function registerLiveHub(app: FastifyInstance, options: HubOptions) {
  const onError = (err: unknown) => app.log.error({ err }, 'live hub');
  const sockets = createEventSockets({ db: options.deps.db, bus: options.deps.bus, rooms: options.rooms, onError });
  const signedIn = createSignedInSockets(options.deps.db);
  const unsubscribe = await options.domain.subscribe('auth.changed', signedIn.changed);
  const hub = { ...options, sockets, signedIn, outboxes: createOutboxes(), onError };
  app.addHook('onClose', async () => {
    await unsubscribe();
    await sockets.closeAll();
  });
  app.get(LIVE_SOCKET_PATH, { websocket: true, schema: { hide: true } }, (socket, request) =>
    new LiveConnection(socket, hub).start({ query: request.query, origin: request.headers.origin }),
  );
  return { sockets };
}
