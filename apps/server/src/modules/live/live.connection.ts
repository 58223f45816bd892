import { WS_CLOSE, liveSocketQuerySchema } from '@parley/contracts';
import type { WebSocket } from 'ws';
import type { Authenticator } from '../../plugins/authenticator.ts';
import type { DomainEventBus } from '../../shared/domain-events.ts';
import type { Viewer } from '../../shared/viewer.ts';
import { CLIENT_MESSAGES } from './client-messages.ts';
import { createFloodGuard, createFloodGuards } from './flood-guard.ts';
import { SERVER_FAILED, closeCodeOf, closeReason } from './close-codes.ts';
import type { EventSockets } from './event-sockets.ts';
import type { LiveDeps } from './live.deps.ts';
import { createDispatcher } from './live.dispatch.ts';
import type { MessageRates } from './message-rates.ts';
import * as presence from './presence.service.ts';
import { SocketMember } from './socket-member.ts';
import type { RoomDirectory } from './room-directory.ts';
import type { SignedInSockets } from './signed-in-sockets.ts';
import type { Outboxes } from './socket-outbox.ts';

export interface HubOptions {
  deps: LiveDeps;
  authenticator: Authenticator;
  /** Where the hub hears that a sign-in ended (`auth.changed`). */
  domain: DomainEventBus;
  allowedOrigins: ReadonlySet<string>;
  /** How long a person whose socket dropped stays in the room, waiting for it to reconnect. */
  leaveGraceMs: number;
  heartbeatMs: number;
  /** What one socket may send, in all and of each message type, before it is closed as a flood. */
  messageRates: MessageRates;
  /** The events' rooms kept on this instance, which the hub's channels keep up to date. */
  rooms: RoomDirectory;
}

/** What every connection of this instance shares. */
export interface HubContext extends HubOptions {
  sockets: EventSockets;
  signedIn: SignedInSockets;
  outboxes: Outboxes;
  onError(err: unknown): void;
}

/** The upgrade request, as far as the door reads it. */
export interface Knock {
  query: unknown;
  origin: string | undefined;
}

/** What a socket may send before it is let in (a few messages: its media state, maybe a first signal). */
const EARLY_CHARACTERS_MAX = 256 * 1024;

interface Admission {
  viewer: Viewer;
  eventId: string;
  since: number;
  batch: boolean;
}

/**
 * One live socket, from its upgrade to its close, in four phases: admit (the query, the origin, the token and the
 * event's door; a refusal is a close code), attach (its event's channel and the person's presence), replay (what it
 * missed, or a snapshot) and dispatch (the client's messages). Frames that arrive before dispatch wait, in order.
 */
export class LiveConnection {
  private readonly socket: WebSocket;
  private readonly hub: HubContext;
  private readonly early: string[] = [];
  private earlyCharacters = 0;
  private dispatch: ((raw: string) => Promise<void>) | null = null;
  private detach: () => Promise<void> = async () => undefined;
  private signOff: () => void = () => undefined;

  constructor(socket: WebSocket, hub: HubContext) {
    this.socket = socket;
    this.hub = hub;
  }

  start(knock: Knock) {
    this.listen();
    this.run(knock).catch((err: unknown) => {
      this.hub.onError(err);
      this.refuse(SERVER_FAILED, 'Something went wrong');
    });
  }

  private async run(knock: Knock) {
    const admission = await this.admit(knock);
    if (!admission || this.socket.readyState !== this.socket.OPEN) return;
    const member = await this.attach(admission);
    await this.replay(admission, member);
    this.openDispatch(admission, member);
  }

  private async admit(knock: Knock): Promise<Admission | null> {
    const query = liveSocketQuerySchema.safeParse(knock.query);
    if (!query.success) return this.refuse(WS_CLOSE.badRequest, 'token and event_id are required');
    if (knock.origin && !this.hub.allowedOrigins.has(knock.origin))
      return this.refuse(WS_CLOSE.foreignOrigin, 'Origin not allowed');
    try {
      const { user, sessionId } = await this.hub.authenticator.authenticateToken(query.data.token);
      // From here on, before the slower door: a sign-in that ends while the socket is let in still closes it.
      if (this.socket.readyState === this.socket.OPEN)
        this.signOff = this.hub.signedIn.add({
          userId: user.id,
          sessionId,
          signedOut: () => this.refuse(WS_CLOSE.badToken, 'Signed out'),
        });
      const eventId = await presence.enterBySocket(this.hub.deps, user, query.data.event_id);
      return { viewer: user, eventId, since: query.data.since ?? 0, batch: query.data.batch === '1' };
    } catch (err) {
      return this.refuse(closeCodeOf(err), err instanceof Error ? err.message : 'Refused');
    }
  }

  /** Joins the event's channel on this instance; the socket owns the person's presence until a newer one takes over. */
  private async attach({ viewer, eventId, batch }: Admission) {
    const { deps, sockets, outboxes, onError, leaveGraceMs } = this.hub;
    const member = new SocketMember(viewer.id, this.socket, outboxes.open(this.socket, batch));
    const connectionId = presence.newConnectionId();
    const leave = await sockets.join(eventId, member);
    this.detach = async () => {
      await leave();
      if (await presence.socketClosed(deps, eventId, viewer.id, connectionId))
        setTimeout(() => void presence.leaveIfGone(deps, eventId, viewer.id, connectionId).catch(onError), leaveGraceMs).unref();
    };
    await presence.socketOpened(deps, eventId, viewer.id, connectionId);
    return member;
  }

  private async replay({ viewer, eventId, since }: Admission, member: SocketMember) {
    const { messages, seq } = await presence.catchUp(this.hub.deps, eventId, viewer, since);
    for (const message of messages) member.send(message);
    member.caughtUp(seq);
    this.hub.sockets.loggedUpTo(eventId, seq);
  }

  private openDispatch({ viewer, eventId }: Admission, member: SocketMember) {
    const send = member.send.bind(member);
    const context = { deps: this.hub.deps, viewer, eventId, send };
    const allowType = createFloodGuards(this.hub.messageRates.of);
    const admit = (type: Parameters<typeof allowType>[0]) => allowType(type) || this.flooded();
    this.dispatch = createDispatcher(CLIENT_MESSAGES, context, { send, onError: this.hub.onError, admit });
    for (const raw of this.early.splice(0)) this.enqueue(raw);
  }

  /** Frames go to the dispatcher as they arrive, which keeps their order (createDispatcher). */
  private enqueue(raw: string) {
    if (this.dispatch) return void this.dispatch(raw);
    // What waits for the door is held in memory: a client that sends much before it is let in is not waited for.
    this.earlyCharacters += raw.length;
    if (this.earlyCharacters > EARLY_CHARACTERS_MAX) return void this.flooded();
    this.early.push(raw);
  }

  private flooded(): false {
    if (this.socket.readyState === this.socket.OPEN) this.socket.close(WS_CLOSE.flood, 'Too many messages');
    return false;
  }

  private listen() {
    const { socket } = this;
    const allow = createFloodGuard(this.hub.messageRates.socket);
    socket.on('message', (data) => {
      // Frames that were already read when the socket closed are not handled.
      if (socket.readyState !== socket.OPEN) return;
      if (allow()) this.enqueue(data.toString());
      else this.flooded();
    });
    let alive = true;
    socket.on('pong', () => (alive = true));
    const heartbeat = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, this.hub.heartbeatMs);
    socket.on('close', () => {
      clearInterval(heartbeat);
      this.signOff();
      this.detach().catch(this.hub.onError);
    });
  }

  private refuse(code: number, text: string): null {
    this.socket.close(code, closeReason(text));
    return null;
  }
}
