import { notificationApi as api, type NotificationStreamMessage } from '@parley/contracts';
import type { Route } from '../../plugins/router.ts';
import type { createNotificationStreams } from './notification-stream.ts';
import * as notifications from './notifications.service.ts';

/** Contract → caller → one service call (ADR 0063). */
export function notificationsRoutes(
  route: Route,
  deps: notifications.NotificationsDeps,
  streams: ReturnType<typeof createNotificationStreams>,
) {
  route(api.list, ({ user, query }) => notifications.list(deps, user.id, query));
  route(api.read, ({ user, params }) => notifications.read(deps, user.id, params.id));
  route(api.readAll, ({ user }) => notifications.readAll(deps, user.id));
  route(api.unsubscribe, ({ query }) => notifications.unsubscribe(deps, query.token));
  route(api.stream, async ({ user, sessionId, request, reply }) => {
    await streams.serve(request, reply, { userId: user.id, sessionId });
    // The stream answered itself (the router sees the reply sent); this value is never serialised.
    return undefined as unknown as NotificationStreamMessage;
  });
}
