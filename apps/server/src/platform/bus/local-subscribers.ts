import type { BusHandler } from './port.ts';

/** The subscribers of one instance, by channel; a throwing handler never stops the others. */
export function createLocalSubscribers(onError: (err: unknown) => void) {
  const byChannel = new Map<string, Set<BusHandler>>();
  return {
    add(channel: string, handler: BusHandler): boolean {
      const set = byChannel.get(channel) ?? new Set();
      const first = set.size === 0;
      set.add(handler);
      byChannel.set(channel, set);
      return first;
    },
    remove(channel: string, handler: BusHandler): boolean {
      const set = byChannel.get(channel);
      set?.delete(handler);
      if (set && set.size === 0) byChannel.delete(channel);
      return !byChannel.has(channel);
    },
    deliver(channel: string, message: unknown) {
      for (const handler of byChannel.get(channel) ?? []) {
        try {
          handler(message);
        } catch (err) {
          onError(err);
        }
      }
    },
  };
}
