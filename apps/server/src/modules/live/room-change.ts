import { EVENT_TEXTS, LIVE_TEXTS, type PayloadOf, type SequencedType } from '@parley/contracts';
import type { SQLWrapper } from 'drizzle-orm';
import { forbidden, notFound } from '../../errors.ts';
import type { Tx } from '../../platform/db/port.ts';
import type { Viewer } from '../../shared/viewer.ts';
import * as events from '../events/public.ts';
import { publishAll, type Audience, type Envelope } from './live.bus.ts';
import type { ChangeDeps } from './live.deps.ts';
import { appendAll, ensureState, type Emission, type LiveStateRow } from './live-log.store.ts';
import * as store from './live.store.ts';

export type Found = NonNullable<Awaited<ReturnType<typeof events.findEvent>>>;
type Emit = <T extends SequencedType>(type: T, payload: PayloadOf<T>, to?: Audience) => Promise<void>;
export interface ChangeContext {
  tx: Tx;
  found: Found;
  state: LiveStateRow;
  now: Date;
  emit: Emit;
  /** Several messages, stored in one statement, with `alongside` (a write that needs no answer) if given. */
  emitAll(emissions: Emission[], alongside?: SQLWrapper): Promise<void>;
}

/** The event and its live state row, locked: one statement once the event's room has been used. */
async function lockEvent(tx: Tx, ref: string, now: Date): Promise<{ found: Found; state: LiveStateRow }> {
  const locked = await events.findEventLockingLive(tx, ref, now);
  if (locked) {
    const { state, ...found } = locked;
    return { found, state };
  }
  const found = await events.findEvent(tx, ref, now);
  if (!found) throw notFound(EVENT_TEXTS.eventNotFound);
  return { found, state: await ensureState(tx, found.event.id) };
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
    const { found, state } = await lockEvent(tx, ref, now);
    eventId = found.event.id;
    const emitAll = async (emissions: Emission[], alongside?: SQLWrapper) => {
      envelopes.push(...(await appendAll(tx, eventId, emissions, alongside)));
    };
    const emit: Emit = (type, payload, to) => emitAll([{ type, payload, to } as Emission]);
    return work({ tx, found, state, now, emit, emitAll });
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
