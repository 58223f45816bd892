import type { SignalData } from '@parley/contracts';
import type { BusPort } from '../../platform/bus/port.ts';
import type { Db } from '../../platform/db/port.ts';
import { signalChannel } from './live.bus.ts';
import { EventChannel, type ChannelMember } from './live.channel.ts';

/** One socket of this instance, as its event's channels see it. */
export interface LocalSocket extends ChannelMember {
  /** A signal for this socket's person from someone of their room. */
  signal(fromUserId: number, data: SignalData): void;
  /** The server is shutting down. */
  shutDown(): void;
}

interface OpenEvent {
  channel: EventChannel<LocalSocket>;
  stopSignals: () => Promise<void>;
}

/**
 * This instance's sockets by event. While any socket of an event is open here, the event has one EventChannel (its
 * sequenced messages, in order) and one subscription to its signals.
 */
export function createEventSockets(deps: { db: Db; bus: BusPort; onError(err: unknown): void }) {
  const open = new Map<string, Promise<OpenEvent>>();

  function openEvent(eventId: string) {
    let opening = open.get(eventId);
    if (!opening) {
      const channel = new EventChannel<LocalSocket>(eventId, deps);
      const signals = signalChannel(deps.bus, eventId).subscribe((signal) => {
        for (const socket of channel.members)
          if (socket.userId === signal.to_user_id) socket.signal(signal.from_user_id, signal.data);
      });
      opening = Promise.all([channel.open(), signals]).then(([, stopSignals]) => ({ channel, stopSignals }));
      open.set(eventId, opening);
    }
    return opening;
  }

  async function release(eventId: string, { channel, stopSignals }: OpenEvent) {
    if (channel.members.size > 0) return;
    open.delete(eventId);
    await channel.close();
    await stopSignals();
  }

  return {
    /** Adds the socket to its event's channel; answers how to take it out again. */
    async join(eventId: string, socket: LocalSocket): Promise<() => Promise<void>> {
      const event = await openEvent(eventId);
      event.channel.members.add(socket);
      return async () => {
        event.channel.members.delete(socket);
        await release(eventId, event);
      };
    },

    async closeAll() {
      const events = await Promise.all([...open].map(async ([eventId, opening]) => ({ eventId, event: await opening })));
      for (const { event } of events) for (const socket of event.channel.members) socket.shutDown();
      for (const { eventId, event } of events) {
        event.channel.members.clear();
        await release(eventId, event);
      }
    },
  };
}
export type EventSockets = ReturnType<typeof createEventSockets>;
