import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { createLocalSubscribers } from './local-subscribers.ts';
import type { BusPort } from './port.ts';

interface Envelope {
  from: string;
  message: unknown;
}

/** Redis pub/sub: one connection publishes, one subscribes; an instance ignores its own echoes. */
export function createRedisBus(url: string, onError: (err: unknown) => void = () => undefined): BusPort {
  const instance = randomUUID();
  const options = { lazyConnect: false, maxRetriesPerRequest: 3 };
  const publisher = new Redis(url, options);
  // No handshake INFO on the subscribing connection: ioredis 5.9 can send it after a queued SUBSCRIBE, which Redis
  // refuses in subscriber mode ("Can't execute 'info'"), failing the subscribe at start or after a reconnect
  // (redis/ioredis#2037). Subscriptions come back on reconnect by ioredis's autoResubscribe.
  const subscriber = new Redis(url, { ...options, enableReadyCheck: false, disableClientInfo: true });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const local = createLocalSubscribers(onError);
  subscriber.on('message', (channel: string, raw: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch (err) {
      onError(err);
      return;
    }
    if (envelope.from !== instance) local.deliver(channel, envelope.message);
  });
  return {
    driver: 'redis',
    publish: async (channel, message) => {
      local.deliver(channel, structuredClone(message));
      await publisher.publish(channel, JSON.stringify({ from: instance, message } satisfies Envelope));
    },
    subscribe: async (channel, handler) => {
      if (local.add(channel, handler)) await subscriber.subscribe(channel);
      return async () => {
        if (local.remove(channel, handler)) await subscriber.unsubscribe(channel);
      };
    },
    ping: async () => {
      await publisher.ping();
    },
    close: async () => {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
