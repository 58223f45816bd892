import type { ActivityView, RunnableActivity, TopicLevel } from '@parley/contracts';
import type { Emission } from '../../live/public.ts';
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
  /** Who is in the room now, hosts included. */
  people: readonly number[];
  clocks: GameClocks;
}

/** The round and pause lengths every game uses instead of its own, when the server sets them (ACTIVITY_*_SECONDS). */
export interface GameClocks {
  roundSeconds: number | null;
  breakSeconds: number | null;
}

/** A sequenced message of the live log the runtime stores and sends once the change commits. */
export type Effect = Emission;

export interface Step<S, A = never> {
  state: S;
  effects?: Effect[];
  /** The event's topics after this step, when it used one. */
  topicsUsed?: string[];
  /** An action the runtime takes on the machine's behalf later (a round's clock running out), whoever is there. */
  wake?: { afterMs: number; action: A };
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
  /** What a host's start does, when more than a fresh state (a game dealing its first round); else `initial`. */
  begin?(ctx: ActivityContext): Step<S, A>;
  /** Throws ActivityRefusal for an action that does not fit the state (out of turn, finished, …). */
  act(state: S, action: A, ctx: ActivityContext): Step<S, A>;
  /** Reads back an action the machine asked to be woken with (it travels through the job queue). */
  readonly wakeSchema?: z.ZodMiniType<A>;
  view(state: S): ActivityView;
}

/** An action the activity's rules refuse; its message is the answer's text, and nothing changes. */
export class ActivityRefusal extends Error {}
