import type { ServerMessage } from '@parley/contracts';
import type { BusPort } from '../../platform/bus/port.ts';
import type { Db } from '../../platform/db/port.ts';
import { liveChannel, type Envelope } from './live.bus.ts';
import { currentSeq, readBetween } from './live-log.store.ts';

/** One socket of this instance, as the channel sees it. */
export interface ChannelMember {
  userId: number;
  /** Called in sequence order, each message once, with its frame encoded once for every member; the member filters. */
  receive(envelope: Envelope, frame: string): void;
}

interface ChannelDeps {
  db: Db;
  bus: BusPort;
  onError(err: unknown): void;
  /** Told of each message before the members get it (what this instance keeps of the room may be out of date). */
  heard?(envelope: Envelope): void;
  /** Who is in a room as of the messages heard so far (null: unknown, so everyone gets the room's message). */
  peopleIn?(roomId: string): Promise<readonly number[] | null>;
}

/**
 * An event's messages on this instance, in sequence order without gaps. Messages are published after their
 * transaction commits, so two writers can publish out of order; a gap is filled from the log, which already
 * holds the missing messages (the later writer waited on the earlier one's row lock).
 */
export class EventChannel<M extends ChannelMember = ChannelMember> {
  readonly members = new Set<M>();
  private lastSeq = 0;
  private queue: Promise<void> = Promise.resolve();
  private unsubscribe: (() => Promise<void>) | null = null;

  readonly eventId: string;
  private readonly deps: ChannelDeps;

  constructor(eventId: string, deps: ChannelDeps) {
    this.eventId = eventId;
    this.deps = deps;
  }

  async open() {
    // Subscribed first, then the counter read: whatever is published meanwhile waits in the queue behind it.
    this.unsubscribe = await liveChannel(this.deps.bus, this.eventId).subscribe((envelope) =>
      this.enqueue(() => this.handle(envelope)),
    );
    await this.enqueue(async () => {
      this.lastSeq = await currentSeq(this.deps.db, this.eventId);
    });
  }

  async close() {
    await this.unsubscribe?.();
  }

  private enqueue(work: () => Promise<void>) {
    this.queue = this.queue.then(work).catch(this.deps.onError);
    return this.queue;
  }

  /**
   * The log holds messages up to `seq` (a socket's replay just read it there). Any this channel has not delivered yet
   * are read from the log and delivered now, as a gap is. An instance that dies between a commit and its publish
   * leaves such messages; its people reconnect elsewhere, and their replays bring them to the sockets there too.
   */
  catchUpTo(seq: number) {
    return this.enqueue(async () => {
      if (seq <= this.lastSeq) return;
      for (const missing of await readBetween(this.deps.db, this.eventId, this.lastSeq, seq)) await this.deliver(missing);
    });
  }

  private async handle(envelope: Envelope) {
    const seq = envelope.message.seq;
    if (seq <= this.lastSeq) return;
    if (seq > this.lastSeq + 1)
      for (const missing of await readBetween(this.deps.db, this.eventId, this.lastSeq, seq - 1)) await this.deliver(missing);
    await this.deliver(envelope);
  }

  /**
   * A room's message goes to the people the room has after every earlier message was heard: someone who moved in by
   * then gets it, and one who moves in later fetches the room's state anyway.
   */
  private async deliver(envelope: Envelope) {
    this.lastSeq = envelope.message.seq;
    this.deps.heard?.(envelope);
    const roomId = envelope.for_room_id;
    const people = roomId === null ? null : ((await this.deps.peopleIn?.(roomId)) ?? null);
    const frame = encode(envelope.message);
    for (const member of this.members) if (!people || people.includes(member.userId)) member.receive(envelope, frame);
  }
}

/** Whether a socket of `userId` that has seen up to `lastSeq` gets this message. */
export const isFor = (envelope: Envelope, userId: number, lastSeq: number) =>
  envelope.message.seq > lastSeq && (envelope.for_user_id === null || envelope.for_user_id === userId);

export const encode = (message: ServerMessage) => JSON.stringify(message);
