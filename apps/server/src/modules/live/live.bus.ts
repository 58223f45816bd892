import type { SequencedMessage, ServerMessage } from '@parley/contracts';
import type { BusPort } from '../../platform/bus/port.ts';

/** A sequenced message on its way to the sockets, with whom it is for (both null: everyone in the event). */
export interface Envelope {
  message: SequencedMessage;
  for_user_id: number | null;
  /** Only the people in this room get it (the others' clients would drop it). */
  for_room_id: string | null;
}

/** Who a sequenced message is for, when not everyone in the event. */
export type Audience = { userId: number } | { roomId: string };

/** A message of the moment (WebRTC negotiation, a stroke being drawn) for some people of an event; never stored. */
export interface Momentary {
  to_user_ids: number[];
  message: ServerMessage;
}

/**
 * A message of the moment as the bus carries it: encoded once by its publisher. A stroke being drawn goes to three
 * people 30 times a second from everyone drawing; encoding (and, on the in-process bus, copying) it per recipient
 * was most of the hub's time in the activities benchmark.
 */
export interface MomentaryFrame {
  to_user_ids: number[];
  frame: string;
}

/** A bus channel that carries one kind of message. */
export interface TypedChannel<T> {
  publish(message: T): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(handler: (message: T) => void): Promise<() => Promise<void>>;
}

/**
 * The bus carries `unknown`; a channel's name says what it carries. Every publisher of these names goes through
 * here, so this is the one place that trusts the name.
 */
function typedChannel<T>(bus: BusPort, name: string): TypedChannel<T> {
  return {
    publish: (message) => bus.publish(name, message),
    subscribe: (handler) => bus.subscribe(name, (message) => handler(message as T)),
  };
}

/** An event's sequenced messages, published after their transaction commits (ADR 0016). */
export const liveChannel = (bus: BusPort, eventId: string) => typedChannel<Envelope>(bus, `live:${eventId}`);

/** An event's messages of the moment, each for the people it names, on every instance. */
export function momentaryChannel(bus: BusPort, eventId: string) {
  const channel = typedChannel<MomentaryFrame>(bus, `live-momentary:${eventId}`);
  return {
    publish: ({ to_user_ids, message }: Momentary) => channel.publish({ to_user_ids, frame: JSON.stringify(message) }),
    subscribe: channel.subscribe,
  };
}

/** Publishes what a committed transaction stored, in order. */
export async function publishAll(bus: BusPort, eventId: string, envelopes: Envelope[]) {
  const channel = liveChannel(bus, eventId);
  for (const envelope of envelopes) await channel.publish(envelope);
}
