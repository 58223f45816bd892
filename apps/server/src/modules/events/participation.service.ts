import {
  EVENT_TEXTS,
  SESSION_LIMITS,
  type Attendance,
  type CanJoin,
  type Event,
  type EventJoins,
  type SessionAllowance,
} from '@parley/contracts';
import { AppError, conflict } from '../../errors.ts';
import type { Tx } from '../../platform/db/port.ts';
import { monthStart } from '../../shared/month-start.ts';
import { isApprovedTeacher, type Viewer } from '../../shared/viewer.ts';
import { announced, isEnded, mustFind, present, type EventFound, type EventsDeps } from './event-core.ts';
import * as store from './events.store.ts';

type Found = EventFound;

const sessionLimit = () => new AppError('EXC_SESSION_LIMIT_REACHED', EVENT_TEXTS.sessionLimit);

type JoinRefusalReason = NonNullable<CanJoin['reason']>;

/** Why the live room's door stays shut, as `can-join` names it: the live socket closes by the reason, not the text. */
export class JoinRefused extends AppError {
  readonly reason: JoinRefusalReason;

  constructor(refusal: { reason: JoinRefusalReason; message: string }) {
    super(refusal.reason === 'EXC_SESSION_LIMIT_REACHED' ? 'EXC_SESSION_LIMIT_REACHED' : 'CONFLICT', refusal.message);
    this.reason = refusal.reason;
  }
}

/** The first instant of the calendar month (UTC) holding `at`, and of the month after. */
function monthOf(at: Date) {
  const from = monthStart(at);
  const until = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return { from, until, label: from.toISOString().slice(0, 7) };
}

/** Learners and teacher candidates are held to their plan's sessions; approved teachers are at work when they attend. */
const sessionLimitOf = (viewer: Viewer) => (isApprovedTeacher(viewer) ? null : SESSION_LIMITS[viewer.plan]);

async function allowance(db: Tx, viewer: Viewer, at: Date): Promise<SessionAllowance> {
  const month = monthOf(at);
  const used = await store.sessionsBetween(db, viewer.id, month.from, month.until);
  const limit = sessionLimitOf(viewer);
  return { month: month.label, used, limit, remaining: limit === null ? null : Math.max(0, limit - used) };
}

/** True when a new session in the month of `at` would go past the viewer's plan. */
async function overSessionLimit(db: Tx, viewer: Viewer, at: Date) {
  const limit = sessionLimitOf(viewer);
  if (limit === null) return false;
  const month = monthOf(at);
  return (await store.sessionsBetween(db, viewer.id, month.from, month.until)) >= limit;
}

/** Why the viewer cannot enter the live room now, or null. Already attending never counts again. */
async function joinRefusal(db: Tx, found: Found, viewer: Viewer, now: Date) {
  const e = found.event;
  if (e.cancelledAt) return { reason: 'EVENT_CANCELLED', message: EVENT_TEXTS.eventCancelled } as const;
  if (isEnded(e, now)) return { reason: 'EVENT_ENDED', message: EVENT_TEXTS.eventPast } as const;
  if (e.hostId === viewer.id) return null;
  if (!found.live) return { reason: 'EVENT_NOT_LIVE', message: EVENT_TEXTS.eventNotLive } as const;
  if (await store.findAttendance(db, e.id, viewer.id)) return null;
  if (!(await store.isParticipant(db, e.id, viewer.id)) && (await store.participantCount(db, e.id)) >= e.maxParticipants)
    return { reason: 'EVENT_FULL', message: EVENT_TEXTS.eventFull } as const;
  if (await overSessionLimit(db, viewer, now))
    return { reason: 'EXC_SESSION_LIMIT_REACHED', message: EVENT_TEXTS.sessionLimit } as const;
  return null;
}

export const participate = announced(async (deps: EventsDeps, viewer: Viewer, ref: string): Promise<Event> => {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const found = await mustFind(tx, ref, now, true);
    const e = found.event;
    if (e.cancelledAt) throw conflict(EVENT_TEXTS.eventCancelled);
    if (isEnded(e, now)) throw conflict(EVENT_TEXTS.eventPast);
    if (e.hostId === viewer.id) throw conflict(EVENT_TEXTS.hostIsNotParticipant);
    if (await store.isParticipant(tx, e.id, viewer.id)) return present(deps, tx, found, now);
    if ((await store.participantCount(tx, e.id)) >= e.maxParticipants) throw conflict(EVENT_TEXTS.eventFull);
    // The allowance of the month the event takes place in: a December event is not refused for November's sessions.
    const month = e.startsAt.getTime() > now.getTime() ? e.startsAt : now;
    if (!(await store.findAttendance(tx, e.id, viewer.id)) && (await overSessionLimit(tx, viewer, month))) throw sessionLimit();
    await store.addParticipant(tx, e.id, viewer.id, now);
    return present(deps, tx, found, now);
  });
});

export const leave = announced(async (deps: EventsDeps, viewer: Viewer, ref: string): Promise<Event> => {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const found = await mustFind(tx, ref, now, true);
    if (isEnded(found.event, now) && !found.event.cancelledAt) throw conflict(EVENT_TEXTS.eventPast);
    await store.removeParticipant(tx, found.event.id, viewer.id);
    return present(deps, tx, found, now);
  });
});

export async function canJoin(deps: EventsDeps, viewer: Viewer, ref: string): Promise<CanJoin> {
  const now = deps.clock.now();
  const found = await mustFind(deps.db, ref, now);
  const refusal = await joinRefusal(deps.db, found, viewer, now);
  return {
    event_id: found.event.id,
    can_join: refusal === null,
    reason: refusal?.reason ?? null,
    message: refusal?.message ?? null,
  };
}

/**
 * The caller entered the live room: one session, counted once per event. Whoever enters a live event also
 * takes part in it, so the capacity counts them.
 */
export const recordAttendance = announced(async (deps: EventsDeps, viewer: Viewer, ref: string): Promise<Attendance> => {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const found = await mustFind(tx, ref, now, true);
    const refusal = await joinRefusal(tx, found, viewer, now);
    if (refusal) throw new JoinRefused(refusal);
    const e = found.event;
    if (e.hostId !== viewer.id) await store.addParticipant(tx, e.id, viewer.id, now);
    await store.insertAttendance(tx, e.id, viewer.id, now);
    const row = await store.findAttendance(tx, e.id, viewer.id);
    const joinedAt = row?.joinedAt ?? now;
    return { event_id: e.id, joined_at: joinedAt.toISOString(), allowance: await allowance(tx, viewer, now) };
  });
});

export async function eventJoins(deps: EventsDeps, viewer: Viewer, limit: number, offset: number): Promise<EventJoins> {
  const { items, perMonth, total } = await store.attendanceHistory(deps.db, viewer.id, limit, offset);
  return {
    items: items.map(({ event, joinedAt }) => ({
      event_id: event.id,
      short_event_id: event.shortId,
      event_title: event.title,
      event_type: event.type,
      event_language: event.language,
      start_time_utc: event.startsAt.toISOString(),
      joined_at: joinedAt.toISOString(),
    })),
    total,
    limit,
    offset,
    per_month: perMonth,
    allowance: await allowance(deps.db, viewer, deps.clock.now()),
  };
}
