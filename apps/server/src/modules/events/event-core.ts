import { EVENT_TEXTS, type Event } from '@parley/contracts';
import { notFound } from '../../errors.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db, Tx } from '../../platform/db/port.ts';
import type { JobQueuePort } from '../../platform/queue/port.ts';
import type { DomainEventBus } from '../../shared/domain-events.ts';
import type { EventListCache } from './events.cache.ts';
import { presentEvent } from './events.presenter.ts';
import * as store from './events.store.ts';

export interface EventsDeps {
  db: Db;
  clock: Clock;
  queue: JobQueuePort;
  publicUrl: string;
  listCache: EventListCache;
  domain: DomainEventBus;
}

export type EventFound = NonNullable<Awaited<ReturnType<typeof store.findEvent>>>;

export const isEnded = (e: EventFound['event'], now: Date) => e.endedAt !== null || e.endsAt.getTime() <= now.getTime();

export async function present(deps: EventsDeps, db: Tx, found: Omit<EventFound, 'coHostIds'>, now: Date): Promise<Event> {
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

export async function mustFind(db: Tx, ref: string, now: Date, lock = false): Promise<EventFound> {
  const found = await store.findEvent(db, ref, now, lock);
  if (!found) throw notFound(EVENT_TEXTS.eventNotFound);
  return found;
}

/** Every write that succeeded is announced, so no instance lists a stale page. */
export function announced<A extends unknown[], R>(write: (deps: EventsDeps, ...args: A) => Promise<R>) {
  return async (deps: EventsDeps, ...args: A): Promise<R> => {
    const result = await write(deps, ...args);
    await deps.domain.publish('events.changed', {});
    return result;
  };
}
