import type { FastifyReply, FastifyRequest } from 'fastify';
import type { NotificationStreamMessage } from '@parley/contracts';
import type { BusPort } from '../../platform/bus/port.ts';
import type { Db } from '../../platform/db/port.ts';
import type { DomainEventBus } from '../../shared/domain-events.ts';
import { channelOf } from './notifications.service.ts';
import { unreadCount } from './notifications.store.ts';

const KEEP_ALIVE_MS = 25_000;

/** The open notification streams of this instance: each ends with its session, and all of them when the app closes. */
export function createNotificationStreams(deps: { db: Db; bus: BusPort; domain: DomainEventBus }) {
  const open = new Set<() => void>();

  /**
   * Server-sent events for one signed-in member: `ready` with the unread count, then `notification` as each arrives
   * (from any instance, through the bus). A logout, password reset or role change ends the stream; the client opens a
   * new one, which a revoked session cannot.
   */
  async function serve(request: FastifyRequest, reply: FastifyReply, caller: { userId: number; sessionId: string }) {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    const send = (event: string, data: unknown) => raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    let ended = false;
    const unsubscribers: (() => Promise<void>)[] = [];
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(keepAlive);
      open.delete(end);
      for (const off of unsubscribers) void off();
      raw.end();
    };
    const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    open.add(end);
    request.raw.once('close', end);
    unsubscribers.push(
      await deps.bus.subscribe(channelOf(caller.userId), (message) => {
        if (!ended) send('notification', message as NotificationStreamMessage);
      }),
      await deps.domain.subscribe('auth.changed', (change) => {
        if ('sessionId' in change ? change.sessionId === caller.sessionId : change.userId === caller.userId) end();
      }),
    );
    if (ended) {
      for (const off of unsubscribers) void off();
      return;
    }
    send('ready', { unread: await unreadCount(deps.db, caller.userId) });
  }

  return {
    serve,
    closeAll: () => {
      for (const end of [...open]) end();
    },
  };
}
