import { AppError } from '../../errors.ts';
import type { ChangeDeps } from './live.deps.ts';
import { change, type ChangeContext } from './room-change.ts';

/** What one request of a group comes to: its answer, or its own refusal. */
export type Outcome<R> = { value: R } | { error: AppError };

/** Runs a group's requests in one change of their event: one outcome per request, in their order. */
export type GroupRunner<I, R> = (ctx: ChangeContext, items: I[]) => Promise<Outcome<R>[]>;

interface Request<I, R> {
  item: I;
  resolve(value: R): void;
  reject(error: unknown): void;
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Whatever `work` answers, or the refusal it throws; anything else fails the group. */
export async function outcomeOf<R>(work: () => Promise<R>): Promise<Outcome<R>> {
  try {
    return { value: await work() };
  } catch (err) {
    if (err instanceof AppError) return { error: err };
    throw err;
  }
}

/**
 * Changes of one event that come often (a finished stroke: 100 a second when 200 people draw) run in groups: while one
 * group's transaction holds the event's row lock, the next requests of that event wait here instead of each taking a
 * database connection to wait on the lock, and then run together in one transaction, with the event read and locked
 * once for all. `run` answers each request: a refusal answers that request alone, so it must come before the request
 * writes anything; any other failure fails the whole group. What the group emits is published once it commits, as for
 * any change. A busier event makes larger groups, not a longer queue of transactions; with `spacingMs`, an event's
 * groups start at most that often (a request after a quiet spell never waits for it).
 */
export function createChangeGroups<I, R>(deps: ChangeDeps, run: GroupRunner<I, R>, { spacingMs = 0 } = {}) {
  const waiting = new Map<string, Request<I, R>[]>();

  async function runGroup(eventRef: string, group: Request<I, R>[]) {
    try {
      const outcomes = await change(deps, eventRef, async (ctx) => {
        const answered = await run(
          ctx,
          group.map((request) => request.item),
        );
        if (answered.length !== group.length) throw new Error(`a group of ${group.length} got ${answered.length} outcomes`);
        return answered;
      });
      outcomes.forEach((outcome, i) => {
        if ('error' in outcome) group[i]!.reject(outcome.error);
        else group[i]!.resolve(outcome.value);
      });
    } catch (err) {
      for (const request of group) request.reject(err);
    }
  }

  async function drain(eventRef: string) {
    // Requests read from the sockets in this turn of the event loop join the first group.
    await nextTurn();
    for (let group = waiting.get(eventRef)!; group.length > 0; group = waiting.get(eventRef)!) {
      waiting.set(eventRef, []);
      const started = performance.now();
      await runGroup(eventRef, group);
      // A group costs about the same whatever its size: what comes meanwhile waits for the next one.
      const rest = started + spacingMs - performance.now();
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
    }
    waiting.delete(eventRef);
  }

  return {
    /** Runs `item` in the event's next group (`eventRef` as `change` takes it). */
    submit(eventRef: string, item: I): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        const queued = waiting.get(eventRef);
        if (queued) return void queued.push({ item, resolve, reject });
        waiting.set(eventRef, [{ item, resolve, reject }]);
        void drain(eventRef);
      });
    },
  };
}
export type ChangeGroups<I, R> = ReturnType<typeof createChangeGroups<I, R>>;
