import { EVENT_TEXTS, LIVE_TEXTS, type LivePerson } from '@parley/contracts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import type { Viewer } from '../../shared/viewer.ts';
import * as events from '../events/public.ts';
import type { ChangeDeps } from './live.deps.ts';
import { findState } from './live-log.store.ts';
import * as store from './live.store.ts';
import { peopleIn } from './presence.service.ts';
import { change, isHostOf, type ChangeContext } from './room-change.ts';

/**
 * One screen a room (docs/decisions/0051-screen-sharing.md): anyone in the room may share while nobody else does; a
 * host (or co-host) takes the room's screen over, anyone else is refused. Answers whom a host takes it from.
 */
function mustMayShare(people: LivePerson[], viewerId: number, roomId: string | null, isHost: boolean) {
  const me = people.find((p) => p.id === viewerId);
  if (!me?.room_id || me.room_id !== roomId) throw forbidden(LIVE_TEXTS.screenShareNotInRoom);
  const current = people.find((p) => p.room_id === roomId && p.screen_sharing && p.id !== viewerId);
  if (current && !isHost) throw conflict(LIVE_TEXTS.screenShareTaken);
  return { me, roomId: me.room_id, current };
}

async function announce({ tx, found, emit }: ChangeContext, userId: number, roomId: string, sharing: boolean) {
  await store.updatePresence(tx, found.event.id, userId, { screenSharing: sharing });
  await emit('SCREEN_SHARE', { user_id: userId, room_id: roomId, sharing });
}

/** The socket's SCREEN_SHARE: starts or stops the caller's share; their room hears SCREEN_SHARE. */
export async function setScreenShare(deps: ChangeDeps, viewer: Viewer, eventId: string, sharing: boolean) {
  await change(deps, eventId, async (ctx) => {
    const people = await peopleIn(ctx.tx, ctx.found.event.id);
    const mine = people.find((p) => p.id === viewer.id);
    if (!sharing) {
      // A share that already ended (its sharer left or moved) has nothing left to stop.
      if (mine?.screen_sharing && mine.room_id) await announce(ctx, mine.id, mine.room_id, false);
      return;
    }
    const isHost = isHostOf(ctx.found, ctx.state, viewer.id);
    const { me, roomId, current } = mustMayShare(people, viewer.id, mine?.room_id ?? null, isHost);
    if (me.screen_sharing) return;
    if (current) await announce(ctx, current.id, roomId, false);
    await announce(ctx, me.id, roomId, true);
  });
}

/**
 * The spec's `GET rtc/{roomId}?screen_share=true`: whether the caller may share a screen into that room now, so the
 * browser can refuse before it opens its picker. Starting checks again.
 */
export async function checkScreenShare(deps: ChangeDeps, viewer: Viewer, eventId: string, roomId: string) {
  const found = await events.findEvent(deps.db, eventId, deps.clock.now());
  if (!found) throw notFound(EVENT_TEXTS.eventNotFound);
  const state = await findState(deps.db, eventId);
  const isHost = isHostOf(found, { hostIds: state?.hostIds ?? [] }, viewer.id);
  mustMayShare(await peopleIn(deps.db, eventId), viewer.id, roomId, isHost);
}
