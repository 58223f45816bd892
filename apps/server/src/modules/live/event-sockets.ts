import { WS_SOCKETS_PER_PERSON } from '@parley/contracts';
import type { BusPort } from '../../platform/bus/port.ts';
import type { Db } from '../../platform/db/port.ts';
import { momentaryChannel, type Envelope } from './live.bus.ts';
import { EventChannel, type ChannelMember } from './live.channel.ts';
import type { RoomDirectory } from './room-directory.ts';

/** One socket of this instance, as its event's channels see it. */
export interface LocalSocket extends ChannelMember {
  /** A message of the moment (a signal, a stroke being drawn) for this socket's person, encoded for all its recipients. */
  sendFrame(frame: string): void;
  /** The server is shutting down. */
  shutDown(): void;
  /** The person opened more sockets to the event than WS_SOCKETS_PER_PERSON, and this is the oldest. */
  replaced(): void;
}

interface OpenEvent {
  channel: EventChannel<LocalSocket>;
  /** The channel's members by person: a message of the moment goes to a few of the event's people. */
  byUser: Map<number, Set<LocalSocket>>;
  stopMomentary: () => Promise<void>;
}

/**
 * This instance's sockets by event. While any socket of an event is open here, the event has one EventChannel (its
 * sequenced messages, in order) and one subscription to its messages of the moment, and the room directory keeps
 * the event's rooms, dropped by the channel's messages that change them.
 */
export function createEventSockets(deps: { db: Db; bus: BusPort; rooms: RoomDirectory; onError(err: unknown): void }) {
  const open = new Map<string, Promise<OpenEvent>>();
  let socketCount = 0;

  function openEvent(eventId: string) {
    let opening = open.get(eventId);
    if (!opening) {
      const heard = (envelope: Envelope) => deps.rooms.heard(eventId, envelope.message.type);
      const peopleIn = (roomId: string) =>
        deps.rooms.of(eventId).then(
          (rooms) => rooms?.membersOf(roomId) ?? null,
          (err: unknown) => {
            deps.onError(err);
            return null;
          },
        );
      const channel = new EventChannel<LocalSocket>(eventId, { ...deps, heard, peopleIn });
      const byUser = new Map<number, Set<LocalSocket>>();
      const momentary = momentaryChannel(deps.bus, eventId).subscribe(({ to_user_ids, frame }) => {
        for (const userId of to_user_ids) for (const socket of byUser.get(userId) ?? []) socket.sendFrame(frame);
      });
      opening = Promise.all([channel.open(), momentary]).then(([, stopMomentary]) => {
        // Only now does every later change reach `heard`: what the directory reads from here on stays true until then.
        deps.rooms.watch(eventId);
        return { channel, byUser, stopMomentary };
      });
      open.set(eventId, opening);
    }
    return opening;
  }

  async function release(eventId: string, { channel, stopMomentary }: OpenEvent) {
    if (channel.members.size > 0) return;
    open.delete(eventId);
    // At once, before the channel stops hearing: a channel opened again meanwhile watches afresh.
    deps.rooms.unwatch(eventId);
    await channel.close();
    await stopMomentary();
  }

  return {
    /** Adds the socket to its event's channel; answers how to take it out again. */
    async join(eventId: string, socket: LocalSocket): Promise<() => Promise<void>> {
      const event = await openEvent(eventId);
      event.channel.members.add(socket);
      socketCount += 1;
      const mine = event.byUser.get(socket.userId) ?? new Set();
      event.byUser.set(socket.userId, mine.add(socket));
      // The oldest go (a set keeps the order they came in): those still closing count until they are out.
      for (const old of [...mine].slice(0, Math.max(0, mine.size - WS_SOCKETS_PER_PERSON))) old.replaced();
      return async () => {
        if (event.channel.members.delete(socket)) socketCount -= 1;
        mine.delete(socket);
        if (mine.size === 0 && event.byUser.get(socket.userId) === mine) event.byUser.delete(socket.userId);
        await release(eventId, event);
      };
    },

    /** What this instance serves now, for the metrics. */
    census: () => ({ sockets: socketCount, eventIds: [...open.keys()] }),

    /** A socket's replay read the event's log up to `seq`: the event's channel here delivers what it lacks of it. */
    loggedUpTo(eventId: string, seq: number) {
      open
        .get(eventId)
        ?.then(({ channel }) => channel.catchUpTo(seq))
        .catch(deps.onError);
    },

    async closeAll() {
      const events = await Promise.all([...open].map(async ([eventId, opening]) => ({ eventId, event: await opening })));
      for (const { event } of events) for (const socket of event.channel.members) socket.shutDown();
      for (const { eventId, event } of events) {
        socketCount -= event.channel.members.size;
        event.channel.members.clear();
        event.byUser.clear();
        await release(eventId, event);
      }
    },
  };
}
export type EventSockets = ReturnType<typeof createEventSockets>;
