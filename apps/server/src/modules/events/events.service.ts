import type { Event } from '@parley/contracts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db } from '../../platform/db/port.ts';
import { presentEvent } from './events.presenter.ts';
import { findCurrentEventFor, participantsOf } from './events.store.ts';

export interface EventsDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
}

export async function currentEvent(deps: EventsDeps, userId: number): Promise<Event | null> {
  const now = deps.clock.now();
  const found = await findCurrentEventFor(deps.db, userId, now);
  if (!found) return null;
  const participants = (await participantsOf(deps.db, [found.event.id])).map(({ eventId: _eventId, ...p }) => p);
  return presentEvent({
    row: found.event,
    host: found.host,
    participants,
    isLive: found.live,
    now,
    publicUrl: deps.publicUrl,
  });
}
