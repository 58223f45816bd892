import { randomUUID } from 'node:crypto';
import {
  EVENT_TEXTS,
  LIVE_TEXTS,
  type ChatMessage,
  type ClientMessage,
  type LivePerson,
  type LiveSnapshot,
  type MuteType,
  type PayloadOf,
  type SequencedType,
  type chatBodySchema,
  type chatQuerySchema,
  type kickBodySchema,
  type translateBodySchema,
} from '@parley/contracts';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { liveState, users } from '../../db/schema/index.ts';
import type { Viewer } from '../../shared/viewer.ts';
import { AppError, conflict, forbidden, notFound } from '../../errors.ts';
import type { BusPort } from '../../platform/bus/port.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db, Tx } from '../../platform/db/port.ts';
import { TranslationUnavailable, type TranslationPort } from '../../platform/translation/index.ts';
import * as events from '../events/public.ts';
import { append, ensureState, publish, type Envelope } from './live.log.ts';
import * as store from './live.store.ts';
import { ensureMainRoom } from './rooms.store.ts';
import type { ChatLimiter } from './chat-limiter.ts';
import type { MediaStateWriter } from './media-state.writer.ts';

export interface LiveDeps {
  db: Db;
  bus: BusPort;
  clock: Clock;
  events: events.EventsDeps;
  chatLimiter: ChatLimiter;
  media: MediaStateWriter;
  translation: TranslationPort;
}

type Found = NonNullable<Awaited<ReturnType<typeof events.findEvent>>>;
type State = Awaited<ReturnType<typeof ensureState>>;
type Emit = <T extends SequencedType>(type: T, payload: PayloadOf<T>, forUserId?: number | null) => Promise<void>;

export const isHostOf = (found: Found, state: Pick<State, 'hostIds'>, userId: number) =>
  events.isHost(found.event, state.hostIds, userId);

/**
 * Runs one change of an event's live room in a transaction: what it emits is stored there under the event's
 * sequence numbers and published only once committed, so no instance sends what a rollback undid.
 */
export async function change<T>(
  deps: Pick<LiveDeps, 'db' | 'bus' | 'clock'>,
  ref: string,
  work: (ctx: { tx: Tx; found: Found; state: State; now: Date; emit: Emit }) => Promise<T>,
): Promise<T> {
  const now = deps.clock.now();
  const envelopes: Envelope[] = [];
  let eventId = '';
  const result = await deps.db.transaction(async (tx) => {
    const found = await events.findEvent(tx, ref, now);
    if (!found) throw notFound(EVENT_TEXTS.eventNotFound);
    eventId = found.event.id;
    const state = await ensureState(tx, eventId);
    const emit: Emit = async (type, payload, forUserId = null) => {
      envelopes.push(await append(tx, eventId, type, payload, forUserId));
    };
    return work({ tx, found, state, now, emit });
  });
  await publish(deps.bus, eventId, envelopes);
  return result;
}

export const peopleIn = async (tx: Tx, eventId: string) => (await store.presentPeople(tx, eventId)).map(presentPerson);

function presentPerson(row: Awaited<ReturnType<typeof store.presentPeople>>[number]): LivePerson {
  const p = row.presence;
  return {
    ...row.user,
    room_id: p.roomId,
    audio_muted: p.audioMuted,
    video_muted: p.videoMuted,
    video_disabled: p.videoDisabled,
    recording: p.recordingId !== null,
    joined_at: p.joinedAt.toISOString(),
  };
}

async function personIn(tx: Tx, eventId: string, userId: number): Promise<LivePerson | null> {
  return (await peopleIn(tx, eventId)).find((p) => p.id === userId) ?? null;
}

export async function snapshot(deps: LiveDeps, ref: string, viewer: Viewer): Promise<LiveSnapshot> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const found = await events.findEvent(tx, ref, now);
    if (!found) throw notFound(EVENT_TEXTS.eventNotFound);
    const state = await ensureState(tx, found.event.id);
    const people = await peopleIn(tx, found.event.id);
    return {
      seq: state.seq,
      event: await events.getEvent({ ...deps.events, db: tx as Db }, found.event.id, viewer),
      host_ids: [found.event.hostId, ...state.hostIds.filter((id) => id !== found.event.hostId)],
      people,
      users_partition: partitionOf(people),
      locked: state.locked,
      chat_enabled: state.chatEnabled,
      discussion_topic: state.discussionTopic,
      round: state.roundEndsAt ? { number: state.round, ends_at: state.roundEndsAt.toISOString() } : null,
    };
  });
}

/** Room id → ids of the people in it (the spec's users_partition). */
export function partitionOf(people: Pick<LivePerson, 'id' | 'room_id'>[]) {
  const partition: Record<string, number[]> = {};
  for (const p of people) if (p.room_id) (partition[p.room_id] ??= []).push(p.id);
  return partition;
}

/** The event's id, when `viewer` may be in its room now; throws why not. Kicks hold against all but the event's host. */
export async function admittedTo(deps: LiveDeps, ref: string, viewer: Viewer): Promise<string> {
  const now = deps.clock.now();
  const found = await events.findEvent(deps.db, ref, now);
  if (!found) throw notFound(EVENT_TEXTS.eventNotFound);
  if (found.event.hostId !== viewer.id && (await store.activeBan(deps.db, found.event.id, viewer.id, now)))
    throw forbidden(LIVE_TEXTS.banned);
  return found.event.id;
}

/** Enters the live room: one session of the plan (attendance), then JOIN_ROOM for everyone in the event. */
export async function enterRoom(deps: LiveDeps, viewer: Viewer, ref: string): Promise<LiveSnapshot> {
  await admittedTo(deps, ref, viewer);
  await change(deps, ref, async ({ tx, found, state }) => {
    const inside = await store.findPresence(tx, found.event.id, viewer.id);
    if (state.locked && !isHostOf(found, state, viewer.id) && inside?.leftAt !== null) throw forbidden(LIVE_TEXTS.locked);
  });
  await events.recordAttendance(deps.events, viewer, ref);
  await change(deps, ref, async ({ tx, found, now, emit }) => {
    const main = await ensureMainRoom(tx, found.event, now);
    if (!(await store.enter(tx, found.event.id, viewer.id, main, now))) return;
    const person = await personIn(tx, found.event.id, viewer.id);
    if (person) await emit('JOIN_ROOM', { person });
  });
  return snapshot(deps, ref, viewer);
}

export async function exitRoom(deps: LiveDeps, viewer: Viewer, ref: string) {
  await change(deps, ref, async ({ tx, found, now, emit }) => {
    if (await store.leave(tx, found.event.id, viewer.id, now)) await emit('LEAVE', { user_id: viewer.id });
  });
  return { ok: true as const };
}

export function mustHost(found: Found, state: State, viewer: { id: number }) {
  if (!isHostOf(found, state, viewer.id)) throw forbidden(EVENT_TEXTS.hostOnly);
}

export async function mustBeInside(tx: Tx, eventId: string, userId: number) {
  const row = await store.findPresence(tx, eventId, userId);
  if (!row || row.leftAt !== null) throw notFound(LIVE_TEXTS.userNotInEvent);
  return row;
}

const mediaState = (row: store.PresenceRow) => ({
  user_id: row.userId,
  audio_muted: row.audioMuted,
  video_muted: row.videoMuted,
  video_disabled: row.videoDisabled,
});

export async function mute(deps: LiveDeps, viewer: Viewer, ref: string, userId: number, type: MuteType) {
  return change(deps, ref, async ({ tx, found, state, emit }) => {
    mustHost(found, state, viewer);
    await mustBeInside(tx, found.event.id, userId);
    const row = await store.updatePresence(
      tx,
      found.event.id,
      userId,
      type === 'audio' ? { audioMuted: true } : { videoMuted: true },
    );
    await emit('MEDIA_STATE', mediaState(row!));
    return { ok: true as const };
  });
}

/**
 * Nobody's microphone or camera is switched on by someone else: "unmute" asks the person. Anyone in the room may
 * ask, but only someone whose device is off, and not a host (the one leading the event).
 */
export async function askToUnmute(deps: LiveDeps, viewer: Viewer, ref: string, userId: number, type: MuteType) {
  return change(deps, ref, async ({ tx, found, state, emit }) => {
    if (!isHostOf(found, state, viewer.id)) await mustBeInside(tx, found.event.id, viewer.id);
    const target = await mustBeInside(tx, found.event.id, userId);
    const off = type === 'audio' ? target.audioMuted : target.videoMuted;
    if (!off || userId === viewer.id || isHostOf(found, state, userId)) throw conflict(LIVE_TEXTS.askNotAllowed);
    await emit('ASK_TO_UNMUTE', { by_user_id: viewer.id, mute_type: type }, userId);
    return { ok: true as const };
  });
}

export async function setVideoDisabled(deps: LiveDeps, viewer: Viewer, ref: string, userId: number, disabled: boolean) {
  return change(deps, ref, async ({ tx, found, state, emit }) => {
    mustHost(found, state, viewer);
    await mustBeInside(tx, found.event.id, userId);
    const values = disabled ? { videoDisabled: true, videoMuted: true } : { videoDisabled: false };
    const row = await store.updatePresence(tx, found.event.id, userId, values);
    await emit('MEDIA_STATE', mediaState(row!));
    return { ok: true as const };
  });
}

export async function kick(deps: LiveDeps, viewer: Viewer, body: z.output<typeof kickBodySchema>) {
  return change(deps, body.event_id, async ({ tx, found, state, now, emit }) => {
    mustHost(found, state, viewer);
    if (body.user_id === viewer.id) throw conflict(LIVE_TEXTS.cannotKickSelf);
    if (body.user_id === found.event.hostId) throw forbidden(LIVE_TEXTS.cannotKickHost);
    const permanent = body.ban_for_seconds < 0;
    const until = permanent ? null : new Date(now.getTime() + body.ban_for_seconds * 1000);
    await store.ban(tx, { eventId: found.event.id, userId: body.user_id, until, byUserId: viewer.id, createdAt: now });
    await store.leave(tx, found.event.id, body.user_id, now);
    await emit('KICKED', { user_id: body.user_id, banned_until: until?.toISOString() ?? null, permanent });
    return { ok: true as const };
  });
}

/** The native speaker co-hosts: host_ids holds them besides the event's own host; naming the host clears it. */
export async function changeNativeSpeaker(deps: LiveDeps, viewer: Viewer, ref: string, userId: number) {
  return change(deps, ref, async ({ tx, found, state, emit }) => {
    mustHost(found, state, viewer);
    const hostId = found.event.hostId;
    if (userId !== hostId) await mustBeInside(tx, found.event.id, userId);
    const hostIds = userId === hostId ? [] : [userId];
    await tx.update(liveState).set({ hostIds }).where(eq(liveState.eventId, found.event.id));
    await emit('CHANGE_HOST', { host_id: hostId, host_ids: [hostId, ...hostIds] });
    return { ok: true as const };
  });
}

export async function setLocked(deps: LiveDeps, viewer: Viewer, ref: string, locked: boolean) {
  return change(deps, ref, async ({ tx, found, state, emit }) => {
    mustHost(found, state, viewer);
    if (state.locked === locked) return { ok: true as const };
    await tx.update(liveState).set({ locked }).where(eq(liveState.eventId, found.event.id));
    await emit('LOCKING', { locked });
    return { ok: true as const };
  });
}

export async function sendToOne(deps: LiveDeps, viewer: Viewer, ref: string, forUserId: number, ext: Record<string, unknown>) {
  return change(deps, ref, async ({ tx, found, state, emit }) => {
    mustHost(found, state, viewer);
    await mustBeInside(tx, found.event.id, forUserId);
    await emit('REFRESH', { ext }, forUserId);
    return { ok: true as const };
  });
}

export async function sendChat(deps: LiveDeps, viewer: Viewer, body: z.output<typeof chatBodySchema>): Promise<ChatMessage> {
  return change(deps, body.event_id, async ({ tx, found, state, now, emit }) => {
    if (!isHostOf(found, state, viewer.id)) await mustBeInside(tx, found.event.id, viewer.id);
    if (!state.chatEnabled) throw forbidden(LIVE_TEXTS.chatDisabled);
    deps.chatLimiter.take(`${found.event.id}:${viewer.id}`);
    const id = randomUUID();
    const roomId = body.room_id ?? null;
    await store.insertChat(tx, { id, eventId: found.event.id, roomId, userId: viewer.id, message: body.message, createdAt: now });
    const [author] = await tx.select(events.person).from(users).where(eq(users.id, viewer.id));
    const message: ChatMessage = {
      id,
      event_id: found.event.id,
      room_id: roomId,
      user: author!,
      message: body.message,
      created_at: now.toISOString(),
    };
    await emit('CHAT', { message });
    return message;
  });
}

/** The event, for its hosts and anyone who has been in its room: who may read its chat. */
async function chatReader(deps: LiveDeps, viewer: Viewer, ref: string) {
  const found = await events.findEvent(deps.db, ref, deps.clock.now());
  if (!found) throw notFound(EVENT_TEXTS.eventNotFound);
  const state = await ensureState(deps.db, found.event.id);
  if (!isHostOf(found, state, viewer.id) && !(await store.findPresence(deps.db, found.event.id, viewer.id)))
    throw forbidden(LIVE_TEXTS.notInEvent);
  return found;
}

export async function chatHistory(deps: LiveDeps, viewer: Viewer, q: z.output<typeof chatQuerySchema>) {
  const found = await chatReader(deps, viewer, q.event_id);
  const { items, total } = await store.chatPage(deps.db, found.event.id, q.room_id, q.limit, q.offset);
  return {
    items: items.map(({ chat, user }) => ({
      id: chat.id,
      event_id: chat.eventId,
      room_id: chat.roomId,
      user,
      message: chat.message,
      created_at: chat.createdAt.toISOString(),
    })),
    total,
  };
}

/** A message a socket sent; the caller is in the room (the hub checked on connect) and eventId is the event's uuid. */
export async function fromClient(deps: LiveDeps, viewer: Viewer, eventId: string, message: ClientMessage) {
  switch (message.type) {
    case 'MEDIA_STATE':
      return deps.media.submit(eventId, viewer.id, message.payload);
    case 'CHANGE_EVENT_TYPE':
      return change(deps, eventId, async ({ tx, found, state, emit }) => {
        mustHost(found, state, viewer);
        // The spec: NONE never replaces the current view.
        if (message.payload.event_type === 'NONE') return;
        await events.updateEvent(tx, found.event.id, { type: message.payload.event_type });
        await emit('CHANGE_EVENT_TYPE', { event_type: message.payload.event_type });
      });
    case 'SET_DISCUSSION_TOPIC':
      return change(deps, eventId, async ({ tx, found, state, emit }) => {
        mustHost(found, state, viewer);
        await tx.update(liveState).set({ discussionTopic: message.payload.topic }).where(eq(liveState.eventId, found.event.id));
        await emit('SET_DISCUSSION_TOPIC', { topic: message.payload.topic });
      });
    case 'SIGNAL':
    case 'EXTEND_ROUND':
    case 'PING':
      return undefined;
  }
}

export const newConnectionId = () => randomUUID();

/** After a dropped socket's grace: the person leaves unless a socket of theirs came back meanwhile. */
export async function leaveIfGone(deps: LiveDeps, eventId: string, userId: number, connectionId: string) {
  await change(deps, eventId, async ({ tx, found, now, emit }) => {
    if (await store.leaveIfStillGone(tx, found.event.id, userId, connectionId, now)) await emit('LEAVE', { user_id: userId });
  });
}

/** The event ended or was cancelled: everyone leaves the room and every socket is closed for good. */
export async function eventOver(deps: Pick<LiveDeps, 'db' | 'bus' | 'clock'>, eventId: string, reason: 'ended' | 'cancelled') {
  await change(deps, eventId, async ({ tx, found, now, emit }) => {
    await store.leaveAll(tx, found.event.id, now);
    await emit('EVENT_ENDED', { reason });
  });
}

export async function translateChat(deps: LiveDeps, viewer: Viewer, body: z.output<typeof translateBodySchema>) {
  if (!deps.translation.available) throw new AppError('SERVICE_UNAVAILABLE', LIVE_TEXTS.translationUnavailable);
  const found = await chatReader(deps, viewer, body.event_id);
  const chat = await store.findChat(deps.db, body.message_id);
  if (!chat || chat.eventId !== found.event.id) throw notFound(LIVE_TEXTS.messageNotFound);
  try {
    const translated = await deps.translation.translate(chat.message, body.target);
    return { message_id: chat.id, text: translated.text, source: translated.source, target: body.target };
  } catch (err) {
    if (err instanceof TranslationUnavailable) throw new AppError('SERVICE_UNAVAILABLE', LIVE_TEXTS.translationUnavailable);
    throw err;
  }
}
