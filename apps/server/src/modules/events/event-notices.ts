import { EVENT_REMINDER_LEAD_MS } from '@parley/contracts';
import type { Db } from '../../platform/db/port.ts';
import type { JobQueuePort } from '../../platform/queue/port.ts';
import type { DomainEventBus, Notice } from '../../shared/domain-events.ts';
import { eventRow, participantIds } from './events.store.ts';

/** What the people of an event are told (ADR 0063): reminders before it starts, and changes by its host. */
export const REMINDER_JOB = 'events.reminder';

interface ReminderPayload {
  eventId: string;
  startsAt: string;
}

const linkOf = (shortId: string) => `/event/${shortId}`;
const whenOf = (at: Date) => `${at.toUTCString().replace(' GMT', '')} UTC`;

/**
 * One reminder job per event and start time, due an hour before it; an event moved gets a job for its new time and the
 * old one finds the start changed and stays quiet. An event starting within the hour has no reminder mail (the browser's
 * reminders cover it).
 */
export async function scheduleReminder(queue: JobQueuePort, eventId: string, startsAt: Date, now: Date) {
  const delayMs = startsAt.getTime() - EVENT_REMINDER_LEAD_MS - now.getTime();
  if (delayMs <= 0) return;
  const payload: ReminderPayload = { eventId, startsAt: startsAt.toISOString() };
  await queue.enqueue(REMINDER_JOB, payload, { key: `${eventId}:${startsAt.getTime()}`, delayMs });
}

/** The reminder job: the host and everyone taking part, if the event still starts when the job was planned for. */
export async function remind(deps: { db: Db; domain: DomainEventBus }, payload: ReminderPayload) {
  const event = await eventRow(deps.db, payload.eventId);
  if (!event || event.cancelledAt || event.endedAt || event.startsAt.toISOString() !== payload.startsAt) return;
  const people = new Set([event.hostId, ...(await participantIds(deps.db, event.id))]);
  for (const userId of people) {
    await deps.domain.publish('notice', {
      userId,
      kind: 'event_reminder',
      title: `Starting in an hour: ${event.title}`,
      body: `"${event.title}" starts at ${whenOf(event.startsAt)}. Join it from its page when it starts.`,
      link: linkOf(event.shortId),
    });
  }
}

/** Tells everyone taking part, but the host who made the change. */
export async function tellParticipants(
  deps: { db: Db; domain: DomainEventBus },
  event: { id: string; shortId: string },
  actorId: number,
  notice: Omit<Notice, 'userId' | 'link'>,
) {
  for (const userId of await participantIds(deps.db, event.id)) {
    if (userId !== actorId) await deps.domain.publish('notice', { ...notice, userId, link: linkOf(event.shortId) });
  }
}

/** Tells the host of a change someone else made (an admin's cancel). */
export async function tellHost(
  deps: { domain: DomainEventBus },
  event: { hostId: number; shortId: string },
  notice: Omit<Notice, 'userId' | 'link'>,
) {
  await deps.domain.publish('notice', { ...notice, userId: event.hostId, link: linkOf(event.shortId) });
}

export const eventChangedNotice = (title: string, changes: string[]) => ({
  kind: 'event_changed' as const,
  title: `Changed: ${title}`,
  body: `The host changed "${title}": ${changes.join('; ')}.`,
});

export const eventCancelledNotice = (title: string, startsAt: Date, by: 'host' | 'admin' = 'host') => ({
  kind: 'event_cancelled' as const,
  title: `Cancelled: ${title}`,
  body: `The event "${title}" planned for ${whenOf(startsAt)} has been cancelled by ${by === 'host' ? 'its host' : "Parley's team"}. Find another event to join on the events page.`,
});

export { whenOf };
