import type { ActivityView, PayloadOf, RunnableActivity, SequencedType, TopicLevel } from '@parley/contracts';
import type * as z from 'zod/mini';

/** Everything a machine reads besides its state and the action, so that it stays a pure function. */
export interface ActivityContext {
  roomId: string;
  now: Date;
  /** Uniform in [0, 1); the runtime's own, a test's replayable. */
  random: () => number;
  /** The topic bank level of the event's proficiency. */
  level: TopicLevel;
  /** Discussion topics the event has had, by bank id, oldest first. */
  topicsUsed: readonly string[];
}

/** A sequenced message of the live log the runtime stores and sends once the change commits. */
export type Effect = {
  [T in SequencedType]: { type: T; payload: PayloadOf<T>; forUserId?: number };
}[SequencedType];

export interface Step<S> {
  state: S;
  effects?: Effect[];
  /** The event's topics after this step, when it used one. */
  topicsUsed?: string[];
}

/**
 * One activity as a state machine (ADR 0048): a new room's state, what an action does to it, and what everyone in
 * the room sees of it. No I/O: the runtime loads and stores the state, checks who may act, and sends the effects.
 */
export interface ActivityMachine<S, A> {
  readonly type: RunnableActivity;
  /** Reads a stored state back; one that does not parse (an older release's) starts the activity afresh. */
  readonly stateSchema: z.ZodMiniType<S>;
  initial(ctx: ActivityContext): S;
  /** Throws ActivityRefusal for an action that does not fit the state (out of turn, finished, …). */
  act(state: S, action: A, ctx: ActivityContext): Step<S>;
  view(state: S): ActivityView;
}

/** An action the activity's rules refuse; its message is the answer's text, and nothing changes. */
export class ActivityRefusal extends Error {}
