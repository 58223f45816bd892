import type { Tx } from '../../platform/db/port.ts';
import { findAttendance, findEvent, isParticipant } from './events.store.ts';
import { isHost } from './host.ts';

/**
 * The event named by `ref` when `userId` hosts or co-hosts it, takes part in it or attended it; otherwise nothing,
 * whether or not it exists. What another module may attach to someone's events (notes) goes through this.
 */
export async function eventTakenPartIn(db: Tx, ref: string, userId: number, now: Date) {
  const row = await findEvent(db, ref, now);
  if (!row) return null;
  const { event } = row;
  if (isHost(event, row.coHostIds, userId)) return event;
  if ((await isParticipant(db, event.id, userId)) || (await findAttendance(db, event.id, userId))) return event;
  return null;
}
