import type { Event } from '@parley/contracts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db } from '../../platform/db/port.ts';
import { presentEvent } from './events.presenter.ts';
import { findCurrentEventFor, participantsOf } from './events.store.ts';

export interface EventsDeps {
  db: Db;
  clock: Clock;
}

export async function currentEvent(deps: EventsDeps, userId: number): Promise<Event | null> {
  const found = await findCurrentEventFor(deps.db, userId, deps.clock.now());
  if (!found) return null;
  const participants = (await participantsOf(deps.db, [found.event.id])).map(({ eventId: _eventId, ...p }) => p);
  return presentEvent(found.event, found.host, participants, found.live);
}
