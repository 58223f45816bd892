import { createLocalSubscribers } from './local-subscribers.ts';
import type { BusPort } from './port.ts';

/** One process: publishing is calling the subscribers. */
export function createMemoryBus(onError: (err: unknown) => void = () => undefined): BusPort {
  const local = createLocalSubscribers(onError);
  return {
    driver: 'memory',
    publish: async (channel, message) => local.deliver(channel, structuredClone(message)),
    subscribe: async (channel, handler) => {
      local.add(channel, handler);
      return async () => {
        local.remove(channel, handler);
      };
    },
    ping: async () => undefined,
    close: async () => undefined,
  };
}
