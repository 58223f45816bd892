import type { ServerMessage } from '@parley/contracts';
import type { BusPort } from '../../platform/bus/port.ts';
import type { Db } from '../../platform/db/port.ts';
import { momentaryChannel } from './live.bus.ts';
import { EventChannel, type ChannelMember } from './live.channel.ts';

/** One socket of this instance, as its event's channels see it. */
export interface LocalSocket extends ChannelMember {
  /** A message of the moment (a signal, a stroke being drawn) for this socket's person. */
  send(message: ServerMessage): void;
  /** The server is shutting down. */
  shutDown(): void;
}

interface OpenEvent {
  channel: EventChannel<LocalSocket>;
  stopMomentary: () => Promise<void>;
}

/**
 * This instance's sockets by event. While any socket of an event is open here, the event has one EventChannel (its
 * sequenced messages, in order) and one subscription to its messages of the moment.
 */
export function createEventSockets(deps: { db: Db; bus: BusPort; onError(err: unknown): void }) {
  const open = new Map<string, Promise<OpenEvent>>();

  function openEvent(eventId: string) {
    let opening = open.get(eventId);
    if (!opening) {
      const channel = new EventChannel<LocalSocket>(eventId, deps);
      const momentary = momentaryChannel(deps.bus, eventId).subscribe(({ to_user_ids, message }) => {
        for (const socket of channel.members) if (to_user_ids.includes(socket.userId)) socket.send(message);
      });
      opening = Promise.all([channel.open(), momentary]).then(([, stopMomentary]) => ({ channel, stopMomentary }));
      open.set(eventId, opening);
    }
    return opening;
  }

  async function release(eventId: string, { channel, stopMomentary }: OpenEvent) {
    if (channel.members.size > 0) return;
    open.delete(eventId);
    await channel.close();
    await stopMomentary();
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
