import { LIVE_TEXTS, type EventType, type MuteType, type kickBodySchema } from '@parley/contracts';
import type { z } from 'zod';
import { conflict, forbidden } from '../../errors.ts';
import type { Viewer } from '../../shared/viewer.ts';
import * as events from '../events/public.ts';
import type { ChangeDeps, MediaChangeDeps } from './live.deps.ts';
import { updateState } from './live-log.store.ts';
import { mediaStateOf } from './live.presenter.ts';
import * as store from './live.store.ts';
import { change, isHostOf, mustBeInside, mustHost } from './room-change.ts';
import { followExits } from './room-media.ts';

const OK = { ok: true as const };

/** A host's mute: everyone hears of it, the person's browser switches the device off, and the media server stops it. */
export async function mute(deps: MediaChangeDeps, viewer: Viewer, ref: string, userId: number, type: MuteType) {
  const roomId = await change(deps, ref, async ({ tx, found, state, emit }) => {
    mustHost(found, state, viewer);
    await mustBeInside(tx, found.event.id, userId);
    const row = await store.updatePresence(
      tx,
      found.event.id,
      userId,
      type === 'audio' ? { audioMuted: true } : { videoMuted: true },
    );
    await emit('MEDIA_STATE', mediaStateOf(row!));
    return row!.roomId;
  });
  await deps.mediaServer.setMuted(roomId, userId, type, true);
  return OK;
}

/**
 * Nobody's microphone or camera is switched on by someone else: "unmute" asks the person. Anyone in the room may
 * ask, but only someone whose device is off, and not a host (the one leading the event).
 */
export async function askToUnmute(deps: ChangeDeps, viewer: Viewer, ref: string, userId: number, type: MuteType) {
  return change(deps, ref, async ({ tx, found, state, emit }) => {
    if (!isHostOf(found, state, viewer.id)) await mustBeInside(tx, found.event.id, viewer.id);
    const target = await mustBeInside(tx, found.event.id, userId);
    const off = type === 'audio' ? target.audioMuted : target.videoMuted;
    if (!off || userId === viewer.id || isHostOf(found, state, userId)) throw conflict(LIVE_TEXTS.askNotAllowed);
    await emit('ASK_TO_UNMUTE', { by_user_id: viewer.id, mute_type: type }, { userId });
    return OK;
  });
}

/** A camera a host disabled stays off at the media server too, until a host allows it again. */
export async function setVideoDisabled(deps: MediaChangeDeps, viewer: Viewer, ref: string, userId: number, disabled: boolean) {
  const roomId = await change(deps, ref, async ({ tx, found, state, emit }) => {
    mustHost(found, state, viewer);
    await mustBeInside(tx, found.event.id, userId);
    const values = disabled ? { videoDisabled: true, videoMuted: true } : { videoDisabled: false };
    const row = await store.updatePresence(tx, found.event.id, userId, values);
    await emit('MEDIA_STATE', mediaStateOf(row!));
    return row!.roomId;
  });
  await deps.mediaServer.setMuted(roomId, userId, 'video', disabled);
  return OK;
}

/** Bans and removes the person; their media leaves the room at the media server, whatever their browser does. */
export async function kick(deps: MediaChangeDeps, viewer: Viewer, body: z.output<typeof kickBodySchema>) {
  const exit = await change(deps, body.event_id, async ({ tx, found, state, now, emit }) => {
    mustHost(found, state, viewer);
    if (body.user_id === viewer.id) throw conflict(LIVE_TEXTS.cannotKickSelf);
    if (body.user_id === found.event.hostId) throw forbidden(LIVE_TEXTS.cannotKickHost);
    const permanent = body.ban_for_seconds < 0;
    const until = permanent ? null : new Date(now.getTime() + body.ban_for_seconds * 1000);
    const inside = await store.findInside(tx, found.event.id, body.user_id);
    await store.ban(tx, { eventId: found.event.id, userId: body.user_id, until, byUserId: viewer.id, createdAt: now });
    await store.leave(tx, found.event.id, body.user_id, now);
    await emit('KICKED', { user_id: body.user_id, banned_until: until?.toISOString() ?? null, permanent });
    return inside ? [{ roomId: inside.roomId, userId: body.user_id }] : [];
  });
  await followExits(deps, exit);
  return OK;
}

/** The native speaker co-hosts: host_ids holds them besides the event's own host; naming the host clears it. */
export async function changeNativeSpeaker(deps: ChangeDeps, viewer: Viewer, ref: string, userId: number) {
  return change(deps, ref, async ({ tx, found, state, emit }) => {
    mustHost(found, state, viewer);
    const hostId = found.event.hostId;
    if (userId !== hostId) await mustBeInside(tx, found.event.id, userId);
    const hostIds = userId === hostId ? [] : [userId];
    await updateState(tx, found.event.id, { hostIds });
    await emit('CHANGE_HOST', { host_id: hostId, host_ids: [hostId, ...hostIds] });
    return OK;
  });
}

export async function setLocked(deps: ChangeDeps, viewer: Viewer, ref: string, locked: boolean) {
  return change(deps, ref, async ({ tx, found, state, emit }) => {
    mustHost(found, state, viewer);
    if (state.locked === locked) return OK;
    await updateState(tx, found.event.id, { locked });
    await emit('LOCKING', { locked });
    return OK;
  });
}

export async function setChatEnabled(deps: ChangeDeps, viewer: Viewer, ref: string, enabled: boolean) {
  return change(deps, ref, async ({ tx, found, state, emit }) => {
    mustHost(found, state, viewer);
    if (state.chatEnabled === enabled) return OK;
    await updateState(tx, found.event.id, { chatEnabled: enabled });
    await emit('CHAT_ENABLED', { enabled });
    return OK;
  });
}

export async function sendToOne(deps: ChangeDeps, viewer: Viewer, ref: string, forUserId: number, ext: Record<string, unknown>) {
  return change(deps, ref, async ({ tx, found, state, emit }) => {
    mustHost(found, state, viewer);
    await mustBeInside(tx, found.event.id, forUserId);
    await emit('REFRESH', { ext }, { userId: forUserId });
    return OK;
  });
}

export async function changeEventType(deps: ChangeDeps, viewer: Viewer, ref: string, type: EventType) {
  await change(deps, ref, async ({ tx, found, state, emit }) => {
    mustHost(found, state, viewer);
    // The spec: NONE never replaces the current view.
    if (type === 'NONE') return;
    await events.updateEvent(tx, found.event.id, { type });
    await emit('CHANGE_EVENT_TYPE', { event_type: type });
  });
}

export async function setDiscussionTopic(deps: ChangeDeps, viewer: Viewer, ref: string, topic: string | null) {
  await change(deps, ref, async ({ tx, found, state, emit }) => {
    mustHost(found, state, viewer);
    await updateState(tx, found.event.id, { discussionTopic: topic });
    await emit('SET_DISCUSSION_TOPIC', { topic });
  });
}
