import { ACTIVITY_SETTINGS, EVENT_TEXTS, LIVE_TEXTS, ROUND_EXTENSION_MS, type EventType } from '@parley/contracts';
import { conflict, notFound } from '../../errors.ts';
import type { Tx } from '../../platform/db/port.ts';
import type { Viewer } from '../../shared/viewer.ts';
import * as events from '../events/public.ts';
import type { ChangeDeps, LiveDeps, RotationDeps, RoundCandidate } from './live.deps.ts';
import { findState, updateState } from './live-log.store.ts';
import { partitionOf, presentRoom } from './live.presenter.ts';
import * as store from './live.store.ts';
import { peopleIn } from './presence.service.ts';
import { change, isHostOf, mustBeInside, mustHost, type Found } from './room-change.ts';
import { followExits, roomExits } from './room-media.ts';
import * as rooms from './rooms.store.ts';
import { latestMatch, partnersIn, profilesOf, roundsDue } from './rotation.store.ts';

/** A learner's level for the event's language: what they learn it at, 4 when they speak it, else a beginner's 1. */
function levelIn(language: string, person: { learning: { code: string; proficiency: number }[]; speaking: { code: string }[] }) {
  const learning = person.learning.find((l) => l.code === language);
  if (learning) return learning.proficiency;
  return person.speaking.some((l) => l.code === language) ? 4 : 1;
}

async function candidatesOf(tx: Tx, ids: number[], language: string): Promise<RoundCandidate[]> {
  return (await profilesOf(tx, ids)).map((p) => ({ userId: p.id, plan: p.plan, level: levelIn(language, p) }));
}

/** A breakout room per group of partners, each moved into theirs. */
async function seatPartners(
  tx: Tx,
  e: Found['event'],
  groups: number[][],
  room: (k: number) => { id: string; name: string },
  now: Date,
) {
  const made = [];
  for (const [k, members] of groups.entries()) {
    const row = await rooms.insertRoom(tx, { ...room(k), eventId: e.id, kind: 'breakout', activityType: e.type, createdAt: now });
    for (const userId of members) await store.updatePresence(tx, e.id, userId, { roomId: row.id });
    made.push(presentRoom(row, members));
  }
  return made;
}

/**
 * The next round: everyone in the room but the hosts and partners still on their "+2 min" is paired again; the
 * pairs get breakout rooms of their own, whoever is left waits in the main room, and all clients hear NEXT_ROUND and
 * the new partition. A host starts the first round; the scheduler starts each next one when the round ends.
 */
export async function startRound(deps: RotationDeps, by: Viewer | 'scheduler', ref: string) {
  const started = await change(deps, ref, async ({ tx, found, state, now, emit }) => {
    if (by !== 'scheduler') mustHost(found, state, by);
    if (!found.live) throw conflict(LIVE_TEXTS.notLive);
    // Another instance's scheduler may have started this round while this one waited for the lock.
    if (by === 'scheduler' && (!state.roundEndsAt || state.roundEndsAt > now)) return null;
    const e = found.event;
    const main = await rooms.ensureMainRoom(tx, e, now);
    const open = await rooms.openRooms(tx, e.id);
    const extended = new Set(open.filter((r) => r.extendedUntil && r.extendedUntil > now).map((r) => r.id));
    const people = await peopleIn(tx, e.id);
    const candidateIds = people.filter((p) => !isHostOf(found, state, p.id) && !extended.has(p.room_id ?? '')).map((p) => p.id);
    const round = state.round + 1;
    const settings = ACTIVITY_SETTINGS[e.type as EventType];
    const result = await deps.matcher(tx, {
      eventId: e.id,
      round,
      seed: `${e.id}:${round}`,
      candidates: await candidatesOf(tx, candidateIds, e.language),
      roomSize: settings.room_size,
    });

    const stale = open.filter((r) => r.kind === 'breakout' && !extended.has(r.id)).map((r) => r.id);
    await rooms.closeRooms(tx, stale, now);
    const made = await seatPartners(
      tx,
      e,
      result.rooms,
      (k) => ({ id: `${e.shortId}-b${round}-${k + 1}`, name: `Round ${round}, room ${k + 1}` }),
      now,
    );
    for (const userId of result.unmatched) await store.updatePresence(tx, e.id, userId, { roomId: main });
    // An activity played in groups keeps them: no end, so the scheduler never rotates them (ADR 0048).
    const endsAt = settings.rotation_minutes === null ? null : new Date(now.getTime() + deps.roundLengthMs);
    await updateState(tx, e.id, { round, roundEndsAt: endsAt });
    await emit('NEXT_ROUND', { round, ends_at: endsAt?.toISOString() ?? null });
    const after = await peopleIn(tx, e.id);
    await emit('AGORA_USER_CHANGED_ROOM', { users_partition: partitionOf(after) });
    const answer = { round, ends_at: endsAt?.toISOString() ?? null, rooms: made, unmatched: result.unmatched };
    return { answer, exits: roomExits(people, after), closed: stale };
  });
  if (!started) return null;
  await followExits(deps, started.exits, started.closed);
  return started.answer;
}

/** A host's "Pair learners" or "Next round": unlike the scheduler's, it always starts one. */
export async function startRoundAsHost(deps: RotationDeps, viewer: Viewer, ref: string) {
  return (await startRound(deps, viewer, ref))!;
}

/** "+2 min": recorded per partner; once everyone in the breakout room asked, the room stays together that much longer. */
export async function askForMoreTime(deps: ChangeDeps, viewer: Viewer, eventId: string) {
  return change(deps, eventId, async ({ tx, found, state, emit }) => {
    const me = await mustBeInside(tx, found.event.id, viewer.id);
    const room = await rooms.findRoom(tx, me.roomId);
    if (!room || room.kind !== 'breakout' || room.closedAt || !state.roundEndsAt) throw conflict(LIVE_TEXTS.notInBreakout);
    if (room.extendedUntil || room.extendRequests.includes(viewer.id)) return;
    const asked = [...room.extendRequests, viewer.id];
    const members = (await peopleIn(tx, found.event.id)).filter((p) => p.room_id === room.id).map((p) => p.id);
    const granted = members.every((id) => asked.includes(id));
    const extendedUntil = granted ? new Date(state.roundEndsAt.getTime() + ROUND_EXTENSION_MS) : null;
    await rooms.updateRoom(tx, room.id, { extendRequests: asked, extendedUntil });
    await emit('EXTEND_REQUESTED', { room_id: room.id, user_id: viewer.id });
    if (extendedUntil) await emit('ROUND_EXTENDED', { room_id: room.id, ends_at: extendedUntil.toISOString() });
  });
}

/**
 * Within a round: people left alone in a breakout room (their partner left), partners whose extension ended, and
 * learners already waiting in the main room (left alone by an earlier tick) are paired again among themselves, as a
 * round of their own numbering; whoever is still alone waits in the main room.
 */
export async function rematch(deps: RotationDeps, eventId: string) {
  const moved = await change(deps, eventId, async ({ tx, found, state, now, emit }) => {
    if (!found.live || state.round === 0) return null;
    const e = found.event;
    const open = await rooms.openRooms(tx, e.id);
    const people = await peopleIn(tx, e.id);
    const inRoom = (id: string) => people.filter((p) => p.room_id === id).map((p) => p.id);
    const freed = open.filter(
      (r) => r.kind === 'breakout' && ((r.extendedUntil && r.extendedUntil <= now) || inRoom(r.id).length === 1),
    );
    const mainRoom = open.find((r) => r.kind === 'main');
    const waiting = mainRoom ? inRoom(mainRoom.id).filter((id) => !isHostOf(found, state, id)) : [];
    const lonely = [...freed.flatMap((r) => inRoom(r.id)), ...waiting];
    if (freed.length === 0 && waiting.length < 2) return null;
    await rooms.closeRooms(
      tx,
      freed.map((r) => r.id),
      now,
    );
    const main = await rooms.ensureMainRoom(tx, e, now);
    for (const userId of lonely) await store.updatePresence(tx, e.id, userId, { roomId: main });
    const seated = lonely.length >= 2 ? await pairAgain(deps, tx, e, state.round, lonely, now) : 0;
    // Two who may not be paired (an avoid) wait in the main room: nothing changed, nobody is told.
    if (freed.length === 0 && seated === 0) return null;
    const after = await peopleIn(tx, e.id);
    await emit('AGORA_USER_CHANGED_ROOM', { users_partition: partitionOf(after) });
    return { exits: roomExits(people, after), closed: freed.map((r) => r.id) };
  });
  if (moved) await followExits(deps, moved.exits, moved.closed);
}

/** Pairs `lonely` among themselves in new breakout rooms of the running round; how many rooms it opened. */
async function pairAgain(deps: RotationDeps, tx: Tx, e: Found['event'], round: number, lonely: number[], now: Date) {
  const result = await deps.matcher(tx, {
    eventId: e.id,
    round,
    seed: `${e.id}:${round}:${now.getTime()}`,
    candidates: await candidatesOf(tx, lonely, e.language),
    roomSize: ACTIVITY_SETTINGS[e.type as EventType].room_size,
  });
  const count = await rooms.roomCount(tx, e.id);
  await seatPartners(
    tx,
    e,
    result.rooms,
    (k) => ({ id: `${e.shortId}-b${round}-x${count + k}`, name: `Round ${round}, new partners` }),
    now,
  );
  return result.rooms.length;
}

/** Live events whose round has ended, and those with someone alone or an extension over: the scheduler's work. */
export const dueEvents = (deps: ChangeDeps) => roundsDue(deps.db, deps.clock.now());

export async function currentMatch(deps: LiveDeps, viewer: Viewer, ref: string) {
  const found = await events.findEvent(deps.db, ref, deps.clock.now());
  if (!found) throw notFound(EVENT_TEXTS.eventNotFound);
  const me = await mustBeInside(deps.db, found.event.id, viewer.id);
  const state = await findState(deps.db, found.event.id);
  const room = await rooms.findRoom(deps.db, me.roomId);
  if (!state || state.round === 0 || !room || room.kind !== 'breakout') return null;
  const partners = (await peopleIn(deps.db, found.event.id)).filter((p) => p.room_id === room.id && p.id !== viewer.id);
  return {
    round: state.round,
    ends_at: state.roundEndsAt?.toISOString() ?? null,
    room_id: room.id,
    partner_ids: partners.map((p) => p.id),
    extended_until: room.extendedUntil?.toISOString() ?? null,
  };
}

export async function lastMatch(deps: ChangeDeps, viewer: Viewer) {
  const latest = await latestMatch(deps.db, viewer.id);
  if (!latest) return null;
  const partners = await partnersIn(deps.db, viewer.id, latest.eventId, latest.round);
  return { event_id: latest.eventId, round: latest.round, matched_with: partners, matched_at: latest.createdAt.toISOString() };
}
