import { EVENT_TEXTS, LIVE_TEXTS, type PayloadOf, type SequencedType } from '@parley/contracts';
import { forbidden, notFound } from '../../errors.ts';
import type { Tx } from '../../platform/db/port.ts';
import type { Viewer } from '../../shared/viewer.ts';
import * as events from '../events/public.ts';
import { publishAll, type Envelope } from './live.bus.ts';
import type { ChangeDeps } from './live.deps.ts';
import { append, ensureState, type LiveStateRow } from './live-log.store.ts';
import * as store from './live.store.ts';

export type Found = NonNullable<Awaited<ReturnType<typeof events.findEvent>>>;
type Emit = <T extends SequencedType>(type: T, payload: PayloadOf<T>, forUserId?: number | null) => Promise<void>;
export interface ChangeContext {
  tx: Tx;
  found: Found;
  state: LiveStateRow;
  now: Date;
  emit: Emit;
}

/**
 * Runs one change of an event's live room in a transaction: what it emits is stored there under the event's
 * sequence numbers and published only once committed, so no instance sends what a rollback undid.
 */
export async function change<T>(deps: ChangeDeps, ref: string, work: (ctx: ChangeContext) => Promise<T>): Promise<T> {
  const now = deps.clock.now();
  const envelopes: Envelope[] = [];
  let eventId = '';
  const result = await deps.db.transaction(async (tx) => {
    const found = await events.findEvent(tx, ref, now);
    if (!found) throw notFound(EVENT_TEXTS.eventNotFound);
    eventId = found.event.id;
    const state = await ensureState(tx, eventId);
    const emit: Emit = async (type, payload, forUserId = null) => {
      envelopes.push(await append(tx, eventId, type, payload, forUserId));
    };
    return work({ tx, found, state, now, emit });
  });
  await publishAll(deps.bus, eventId, envelopes);
  return result;
}

/** The one host rule (ADR 0036): the event's host or a co-host the room named. */
export const isHostOf = (found: Found, state: Pick<LiveStateRow, 'hostIds'>, userId: number) =>
  events.isHost(found.event, state.hostIds, userId);

export function mustHost(found: Found, state: Pick<LiveStateRow, 'hostIds'>, viewer: Pick<Viewer, 'id'>) {
  if (!isHostOf(found, state, viewer.id)) throw forbidden(EVENT_TEXTS.hostOnly);
}

export async function mustBeInside(tx: Tx, eventId: string, userId: number) {
  const row = await store.findPresence(tx, eventId, userId);
  if (!row || row.leftAt !== null) throw notFound(LIVE_TEXTS.userNotInEvent);
  return row;
}
