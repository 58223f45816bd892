import { notFound } from '../../errors.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db } from '../../platform/db/port.ts';
import type { MatchRunner } from './matching.runner.ts';
import * as store from './matching.store.ts';
import { groupRooms } from './matching.groups.ts';
import type { MatchCandidate, MatchResult } from './matching.types.ts';

export interface MatchingDeps {
  db: Db;
  clock: Clock;
  runner: MatchRunner;
}

export interface RoundRequest {
  eventId: string;
  /** The round these rooms belong to; a re-match after someone left may reuse the current round. */
  round: number;
  /** Who is in the event's main room now (from the live hub). */
  candidates: MatchCandidate[];
  /** Defaults to `<eventId>:<round>`, so a round can be replayed to explain its rooms. */
  seed?: string;
  /** People a room holds (the event's activity settings): pairs, or groups joined from them. */
  roomSize?: number;
}

/**
 * Matches one round of an event and stores its pairs, in one transaction on the locked event row: the event's
 * earlier pairs, the avoids and follows among the candidates, the engine (on the worker thread) and the new
 * rows. Two calls for one event therefore never match on the same history. Given a transaction as `db` (the live
 * rotation does, through index.ts), this runs as a savepoint inside it and commits with the caller's rooms.
 */
export async function matchRound(deps: MatchingDeps, request: RoundRequest): Promise<MatchResult> {
  const { eventId, round, candidates } = request;
  const ids = candidates.map((c) => c.userId);
  return deps.db.transaction(async (tx) => {
    if (!(await store.lockEvent(tx, eventId))) throw notFound('This event does not exist');
    const previous = await store.earlierPairs(tx, eventId);
    const avoids = await store.avoidsAmong(tx, ids);
    const follows = await store.followsAmong(tx, ids);
    const seed = request.seed ?? `${eventId}:${round}`;
    const result = groupRooms(
      await deps.runner.match({ candidates, avoids, previous, follows }, seed),
      avoids,
      request.roomSize ?? 2,
    );
    await store.insertRooms(tx, eventId, round, result.rooms, deps.clock.now());
    return result;
  });
}
