import { randomInt, randomUUID } from 'node:crypto';
import {
  ACTIVITY_SETTINGS,
  DEFAULT_EVENT_TYPE,
  EVENT_DEFAULT_CAPACITY,
  EVENT_DEFAULT_DURATION_MS,
  EVENT_MAX_DURATION_MS,
  EVENT_MIN_USERS,
  EVENT_TEXTS,
  SESSION_LIMITS,
  type Attendance,
  type CanJoin,
  type Event,
  type EventConfig,
  type EventJoins,
  type EventsPage,
  type HuddleHosts,
  type MatchesPage,
  type SessionAllowance,
  type createEventBodySchema,
  type eventsQuerySchema,
  type updateEventBodySchema,
} from '@parley/contracts';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../errors.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db } from '../../platform/db/port.ts';
import type { MailPort } from '../../platform/mail/port.ts';
import type { EventListCache } from './events.cache.ts';
import { cancelledMail } from './events.mails.ts';
import { presentEvent } from './events.presenter.ts';
import * as store from './events.store.ts';
import { monthStart } from '../../shared/month-start.ts';

export interface EventsDeps {
  db: Db;
  clock: Clock;
  mail: MailPort;
  publicUrl: string;
  log: { warn(obj: object, msg: string): void };
  listCache: EventListCache;
  /** Tells every instance that events or participants changed (drops listed pages). */
  announceChange(): Promise<void>;
}

type Found = NonNullable<Awaited<ReturnType<typeof store.findEvent>>>;
type Viewer = Pick<UserRow, 'id' | 'status' | 'plan'>;

const sessionLimit = () => new AppError('EXC_SESSION_LIMIT_REACHED', 403, EVENT_TEXTS.sessionLimit);
const isEnded = (e: Found['event'], now: Date) => e.endedAt !== null || e.endsAt.getTime() <= now.getTime();

async function present(deps: EventsDeps, db: store.Tx, found: Found, now: Date): Promise<Event> {
  const participants = (await store.participantsOf(db, [found.event.id])).map(({ eventId: _eventId, ...p }) => p);
  return presentEvent({
    row: found.event,
    host: found.host,
    participants,
    isLive: found.live,
    now,
    publicUrl: deps.publicUrl,
  });
}

async function mustFind(db: store.Tx, ref: string, now: Date, lock = false): Promise<Found> {
  const found = await store.findEvent(db, ref, now, lock);
  if (!found) throw notFound(EVENT_TEXTS.eventNotFound);
  return found;
}

function mustHost(found: Found, userId: number) {
  if (found.event.hostId !== userId) throw forbidden(EVENT_TEXTS.hostOnly);
}

/** The first instant of the calendar month (UTC) holding `at`, and of the month after. */
function monthOf(at: Date) {
  const from = monthStart(at);
  const until = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return { from, until, label: from.toISOString().slice(0, 7) };
}

/** Only students are held to their plan's sessions; teachers are at work when they attend. */
const sessionLimitOf = (viewer: Viewer) => (viewer.status === 'TEACHER' ? null : SESSION_LIMITS[viewer.plan]);

async function allowance(db: store.Tx, viewer: Viewer, at: Date): Promise<SessionAllowance> {
  const month = monthOf(at);
  const used = await store.sessionsBetween(db, viewer.id, month.from, month.until);
  const limit = sessionLimitOf(viewer);
  return { month: month.label, used, limit, remaining: limit === null ? null : Math.max(0, limit - used) };
}

/** True when a new session in the month of `at` would go past the viewer's plan. */
async function overSessionLimit(db: store.Tx, viewer: Viewer, at: Date) {
  const limit = sessionLimitOf(viewer);
  if (limit === null) return false;
  const month = monthOf(at);
  return (await store.sessionsBetween(db, viewer.id, month.from, month.until)) >= limit;
}

/** Why the viewer cannot enter the live room now, or null. Already attending never counts again. */
async function joinRefusal(db: store.Tx, found: Found, viewer: Viewer, now: Date) {
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

const SHORT_ID_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Eight characters: the live room's WebSocket treats four-character ids as special (spec §7). */
const newShortId = () => Array.from({ length: 8 }, () => SHORT_ID_ALPHABET[randomInt(SHORT_ID_ALPHABET.length)]).join('');

interface Times {
  start: Date;
  end: Date;
}

/** Start in the future, end after it, no longer than allowed; `field` names the body field at fault. */
function checkTimes({ start, end }: Times, now: Date, startChanged: boolean) {
  if (startChanged && start.getTime() <= now.getTime())
    throw badRequest('VALIDATION_ERROR', EVENT_TEXTS.startInPast, 'start_time_utc');
  if (end.getTime() <= start.getTime()) throw badRequest('VALIDATION_ERROR', EVENT_TEXTS.endBeforeStart, 'end_time_utc');
  if (end.getTime() - start.getTime() > EVENT_MAX_DURATION_MS)
    throw badRequest('VALIDATION_ERROR', EVENT_TEXTS.tooLong, 'end_time_utc');
}

export async function createEvent(deps: EventsDeps, host: Viewer, body: z.output<typeof createEventBodySchema>) {
  if (host.status !== 'TEACHER' && host.plan === 'free') throw forbidden(EVENT_TEXTS.hostingNeedsPlan);
  const now = deps.clock.now();
  const start = new Date(body.start_time_utc);
  const end = body.end_time_utc ? new Date(body.end_time_utc) : new Date(start.getTime() + EVENT_DEFAULT_DURATION_MS);
  checkTimes({ start, end }, now, true);
  const values = {
    hostId: host.id,
    title: body.event_title,
    description: body.event_description || null,
    type: body.event_type ?? DEFAULT_EVENT_TYPE,
    language: body.event_language,
    proficiency: body.proficiency,
    startsAt: start,
    endsAt: end,
    isPrivate: body.is_private ?? false,
    isRevision: body.is_revision ?? false,
    tags: body.tags ?? [],
    lessonLink: body.lesson_link ?? null,
    maxParticipants: body.max_number_users ?? EVENT_DEFAULT_CAPACITY,
    createdAt: now,
  };
  // A short id is random; on the rare clash draw again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await store.insertEvent(deps.db, { id: randomUUID(), shortId: newShortId(), ...values });
    if (row) return present(deps, deps.db, await mustFind(deps.db, row.id, now), now);
  }
  throw new Error('no free short event id after 5 draws');
}

export type EventsQuery = z.output<typeof eventsQuerySchema>;

export async function listEvents(deps: EventsDeps, viewer: Viewer | null, q: EventsQuery): Promise<EventsPage> {
  if (q.is_dashboard && !viewer) throw unauthorized(EVENT_TEXTS.liveNeedsLogin);
  const { limit, offset, ...filters } = q;
  // Private events make the answer the viewer's own, so pages and totals are kept per viewer.
  const totalKey = `${viewer?.id ?? 'anon'}|${JSON.stringify(filters)}`;
  const pageKey = `${totalKey}|${limit}|${offset}`;
  return deps.listCache.page(pageKey, (version) => computePage(deps, viewer, q, totalKey, version));
}

async function computePage(
  deps: EventsDeps,
  viewer: Viewer | null,
  q: EventsQuery,
  totalKey: string,
  version: number,
): Promise<EventsPage> {
  const { limit, offset } = q;
  const now = deps.clock.now();
  const filter = {
    viewerId: viewer?.id ?? null,
    types: q.event_type,
    languages: q.event_languages,
    levels: q.proficiency,
    from: q.start_time_utc ? new Date(q.start_time_utc) : undefined,
    until: q.end_time_utc ? new Date(q.end_time_utc) : undefined,
    dashboard: q.is_dashboard ?? false,
    live: q.is_live,
    now,
  };
  const rows = await store.listEvents(deps.db, { ...filter, limit, offset });
  // Counting every match is the costly part; paging through the same filters reuses it.
  const total = deps.listCache.getTotal(totalKey) ?? (await store.countEvents(deps.db, filter));
  deps.listCache.setTotal(totalKey, version, total);
  const participants = await store.participantsOf(
    deps.db,
    rows.map((r) => r.event.id),
  );
  const items = rows.map((r) =>
    presentEvent({
      row: r.event,
      host: r.host,
      participants: participants.filter((p) => p.eventId === r.event.id).map(({ eventId: _eventId, ...p }) => p),
      isLive: r.live,
      now,
      publicUrl: deps.publicUrl,
    }),
  );
  return { items, total, limit, offset };
}

/** What anyone with the link may see; a live event only signed in (spec §6). */
async function viewable(deps: EventsDeps, ref: string, viewer: Viewer | null, now: Date) {
  const found = await mustFind(deps.db, ref, now);
  if (found.live && !viewer) throw unauthorized(EVENT_TEXTS.liveNeedsLogin);
  return found;
}

export async function getEvent(deps: EventsDeps, ref: string, viewer: Viewer | null): Promise<Event> {
  const now = deps.clock.now();
  return present(deps, deps.db, await viewable(deps, ref, viewer, now), now);
}

export async function currentEvent(deps: EventsDeps, userId: number): Promise<Event | null> {
  const now = deps.clock.now();
  const found = await store.findCurrentEventFor(deps.db, userId, now);
  if (!found) return null;
  return present(deps, deps.db, found, now);
}

export async function eventConfig(deps: EventsDeps, ref: string): Promise<EventConfig> {
  const { event } = await mustFind(deps.db, ref, deps.clock.now());
  return {
    event_id: event.id,
    event_type: event.type,
    min_number_users: EVENT_MIN_USERS,
    max_number_users: event.maxParticipants,
    activity: ACTIVITY_SETTINGS[event.type],
  };
}

export async function updateEvent(
  deps: EventsDeps,
  viewer: Viewer,
  ref: string,
  body: z.output<typeof updateEventBodySchema>,
): Promise<Event> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const found = await mustFind(tx, ref, now, true);
    mustHost(found, viewer.id);
    const e = found.event;
    if (e.cancelledAt || isEnded(e, now)) throw conflict(EVENT_TEXTS.notEditable);
    const start = body.start_time_utc ? new Date(body.start_time_utc) : e.startsAt;
    // Moving the start keeps the length unless a new end comes with it.
    const end = body.end_time_utc
      ? new Date(body.end_time_utc)
      : new Date(start.getTime() + (e.endsAt.getTime() - e.startsAt.getTime()));
    checkTimes({ start, end }, now, start.getTime() !== e.startsAt.getTime());
    if (body.max_number_users !== undefined && body.max_number_users < (await store.participantCount(tx, e.id)))
      throw badRequest('VALIDATION_ERROR', EVENT_TEXTS.capacityBelowParticipants, 'max_number_users');
    await store.updateEvent(tx, e.id, {
      title: body.event_title ?? e.title,
      description: body.event_description === undefined ? e.description : body.event_description || null,
      type: body.event_type ?? e.type,
      language: body.event_language ?? e.language,
      proficiency: body.proficiency ?? e.proficiency,
      startsAt: start,
      endsAt: end,
      isPrivate: body.is_private ?? e.isPrivate,
      isRevision: body.is_revision ?? e.isRevision,
      tags: body.tags ?? e.tags,
      lessonLink: body.lesson_link === undefined ? e.lessonLink : body.lesson_link,
      maxParticipants: body.max_number_users ?? e.maxParticipants,
    });
    return present(deps, tx, await mustFind(tx, e.id, now), now);
  });
}

export async function cancelEvent(deps: EventsDeps, viewer: Viewer, ref: string): Promise<Event> {
  const now = deps.clock.now();
  const { event, recipients } = await deps.db.transaction(async (tx) => {
    const found = await mustFind(tx, ref, now, true);
    mustHost(found, viewer.id);
    if (found.event.cancelledAt) return { event: await present(deps, tx, found, now), recipients: [] };
    if (isEnded(found.event, now)) throw conflict(EVENT_TEXTS.eventPast);
    await store.updateEvent(tx, found.event.id, { cancelledAt: now });
    return {
      event: await present(deps, tx, await mustFind(tx, found.event.id, now), now),
      recipients: await store.participantEmails(tx, found.event.id),
    };
  });
  // The cancellation stands whatever the mail server says; a failed mail is logged, not answered.
  const sent = await Promise.allSettled(
    recipients.map((r) =>
      deps.mail.send(cancelledMail(r.email!, r.displayName || r.fullName || r.username, event, deps.publicUrl)),
    ),
  );
  for (const result of sent)
    if (result.status === 'rejected') deps.log.warn({ err: result.reason, eventId: event.event_id }, 'cancellation mail failed');
  return event;
}

export async function participate(deps: EventsDeps, viewer: Viewer, ref: string): Promise<Event> {
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
}

export async function leave(deps: EventsDeps, viewer: Viewer, ref: string): Promise<Event> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const found = await mustFind(tx, ref, now, true);
    if (isEnded(found.event, now) && !found.event.cancelledAt) throw conflict(EVENT_TEXTS.eventPast);
    await store.removeParticipant(tx, found.event.id, viewer.id);
    return present(deps, tx, found, now);
  });
}

export async function startNow(deps: EventsDeps, viewer: Viewer, ref: string): Promise<Event> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const found = await mustFind(tx, ref, now, true);
    mustHost(found, viewer.id);
    if (found.event.cancelledAt) throw conflict(EVENT_TEXTS.eventCancelled);
    if (isEnded(found.event, now)) throw conflict(EVENT_TEXTS.eventPast);
    if (!found.event.startedAt) await store.updateEvent(tx, found.event.id, { startedAt: now });
    return present(deps, tx, await mustFind(tx, found.event.id, now), now);
  });
}

export async function endEvent(deps: EventsDeps, viewer: Viewer, ref: string): Promise<Event> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const found = await mustFind(tx, ref, now, true);
    mustHost(found, viewer.id);
    if (found.event.cancelledAt) throw conflict(EVENT_TEXTS.eventCancelled);
    if (!isEnded(found.event, now)) await store.updateEvent(tx, found.event.id, { endedAt: now });
    return present(deps, tx, await mustFind(tx, found.event.id, now), now);
  });
}

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
export async function recordAttendance(deps: EventsDeps, viewer: Viewer, ref: string): Promise<Attendance> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const found = await mustFind(tx, ref, now, true);
    const refusal = await joinRefusal(tx, found, viewer, now);
    if (refusal?.reason === 'EXC_SESSION_LIMIT_REACHED') throw sessionLimit();
    if (refusal) throw conflict(refusal.message);
    const e = found.event;
    if (e.hostId !== viewer.id) await store.addParticipant(tx, e.id, viewer.id, now);
    await store.insertAttendance(tx, e.id, viewer.id, now);
    const row = await store.findAttendance(tx, e.id, viewer.id);
    const joinedAt = row?.joinedAt ?? now;
    return { event_id: e.id, joined_at: joinedAt.toISOString(), allowance: await allowance(tx, viewer, now) };
  });
}

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

const HUDDLE_HOSTS_MAX = 50;

export async function huddleHosts(deps: EventsDeps): Promise<HuddleHosts> {
  const rows = await store.liveHosts(deps.db, deps.clock.now(), HUDDLE_HOSTS_MAX);
  return {
    items: rows.map(({ event, host, participants }) => ({
      host,
      event_id: event.id,
      short_event_id: event.shortId,
      event_title: event.title,
      event_type: event.type,
      event_language: event.language,
      participants_count: participants,
    })),
  };
}

export async function matchesOf(deps: EventsDeps, userId: number, limit: number, offset: number): Promise<MatchesPage> {
  const { items, total } = await store.latestMatches(deps.db, userId, limit, offset);
  return {
    items: items.map((m) => ({
      match_id: m.id,
      user_matched_with: m.user,
      event_id: m.eventId,
      matched_at: m.createdAt.toISOString(),
    })),
    total,
    limit,
    offset,
  };
}

export async function calendarOf(deps: EventsDeps, ref: string, viewer: Viewer | null) {
  const now = deps.clock.now();
  return present(deps, deps.db, await viewable(deps, ref, viewer, now), now);
}
