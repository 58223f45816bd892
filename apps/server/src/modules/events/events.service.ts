import { randomUUID } from 'node:crypto';
import {
  ACTIVITY_SETTINGS,
  DEFAULT_EVENT_TYPE,
  EVENT_DEFAULT_CAPACITY,
  EVENT_DEFAULT_DURATION_MS,
  EVENT_MAX_DURATION_MS,
  EVENT_MIN_USERS,
  EVENT_TEXTS,
  type Event,
  type EventConfig,
  type createEventBodySchema,
  type updateEventBodySchema,
} from '@parley/contracts';
import type { z } from 'zod';
import { badRequest, conflict, forbidden } from '../../errors.ts';
import { isApprovedTeacher, type Viewer } from '../../shared/viewer.ts';
import { announced, isEnded, mustFind, present, type EventFound, type EventsDeps } from './event-core.ts';
import {
  eventCancelledNotice,
  eventChangedNotice,
  scheduleReminder,
  tellHost,
  tellParticipants,
  whenOf,
} from './event-notices.ts';
import * as store from './events.store.ts';
import { isHost } from './host.ts';
import { newShortId } from './short-id.ts';
type Found = EventFound;

function mustHost(found: Found, userId: number) {
  if (!isHost(found.event, found.coHostIds, userId)) throw forbidden(EVENT_TEXTS.hostOnly);
}

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

export const createEvent = announced(async (deps: EventsDeps, host: Viewer, body: z.output<typeof createEventBodySchema>) => {
  if (!isApprovedTeacher(host) && host.plan === 'free')
    throw forbidden(host.status === 'TEACHER' ? EVENT_TEXTS.hostingAwaitsApproval : EVENT_TEXTS.hostingNeedsPlan);
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
    if (!row) continue;
    await scheduleReminder(deps.queue, row.id, row.startsAt, now);
    return present(deps, deps.db, await mustFind(deps.db, row.id, now), now);
  }
  throw new Error('no free short event id after 5 draws');
});

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

export const updateEvent = announced(
  async (deps: EventsDeps, viewer: Viewer, ref: string, body: z.output<typeof updateEventBodySchema>): Promise<Event> => {
    const now = deps.clock.now();
    const { answer, before } = await deps.db.transaction(async (tx) => {
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
      return { answer: await present(deps, tx, await mustFind(tx, e.id, now), now), before: e };
    });
    const start = new Date(answer.start_time_utc);
    const changes = [
      ...(answer.event_title !== before.title ? [`it is now called "${answer.event_title}"`] : []),
      ...(start.getTime() !== before.startsAt.getTime() ? [`it now starts at ${whenOf(start)}`] : []),
    ];
    if (changes.length > 0) {
      await tellParticipants(
        deps,
        { id: before.id, shortId: before.shortId },
        viewer.id,
        eventChangedNotice(answer.event_title, changes),
      );
    }
    if (start.getTime() !== before.startsAt.getTime()) await scheduleReminder(deps.queue, before.id, start, now);
    return answer;
  },
);

/** The one cancel path: by a host, or by an admin (ADR 0070), who also tells the host. */
async function cancel(deps: EventsDeps, viewer: Viewer, ref: string, by: 'host' | 'admin'): Promise<Event> {
  const now = deps.clock.now();
  const { event, cancelled } = await deps.db.transaction(async (tx) => {
    const found = await mustFind(tx, ref, now, true);
    if (by === 'host') mustHost(found, viewer.id);
    if (found.event.cancelledAt) return { event: await present(deps, tx, found, now), cancelled: null };
    if (isEnded(found.event, now)) throw conflict(EVENT_TEXTS.eventPast);
    await store.updateEvent(tx, found.event.id, { cancelledAt: now });
    return { event: await present(deps, tx, await mustFind(tx, found.event.id, now), now), cancelled: found.event };
  });
  // Cancelling again tells nobody.
  if (cancelled) {
    const notice = eventCancelledNotice(cancelled.title, cancelled.startsAt, by);
    await tellParticipants(deps, cancelled, viewer.id, notice);
    if (by === 'admin') await tellHost(deps, cancelled, notice);
  }
  await deps.domain.publish('event.over', { eventId: event.event_id, reason: 'cancelled' });
  return event;
}

export const cancelEvent = announced((deps: EventsDeps, viewer: Viewer, ref: string) => cancel(deps, viewer, ref, 'host'));

/** An admin cancels any event that is not over; its people are told as when its host cancels. */
export const cancelEventAsAdmin = announced((deps: EventsDeps, admin: Viewer, ref: string) => cancel(deps, admin, ref, 'admin'));

export const startNow = announced(async (deps: EventsDeps, viewer: Viewer, ref: string): Promise<Event> => {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const found = await mustFind(tx, ref, now, true);
    mustHost(found, viewer.id);
    if (found.event.cancelledAt) throw conflict(EVENT_TEXTS.eventCancelled);
    if (isEnded(found.event, now)) throw conflict(EVENT_TEXTS.eventPast);
    if (!found.event.startedAt) await store.updateEvent(tx, found.event.id, { startedAt: now });
    return present(deps, tx, await mustFind(tx, found.event.id, now), now);
  });
});

export const endEvent = announced(async (deps: EventsDeps, viewer: Viewer, ref: string): Promise<Event> => {
  const now = deps.clock.now();
  const event = await deps.db.transaction(async (tx) => {
    const found = await mustFind(tx, ref, now, true);
    mustHost(found, viewer.id);
    if (found.event.cancelledAt) throw conflict(EVENT_TEXTS.eventCancelled);
    if (!isEnded(found.event, now)) await store.updateEvent(tx, found.event.id, { endedAt: now });
    return present(deps, tx, await mustFind(tx, found.event.id, now), now);
  });
  await deps.domain.publish('event.over', { eventId: event.event_id, reason: 'ended' });
  return event;
});
