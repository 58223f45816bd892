import type { Plan } from '@parley/contracts';

/** Someone waiting in an event's main room for a partner. */
export interface MatchCandidate {
  userId: number;
  /** Proficiency, 1–4 (0 allowed for events). */
  level: number;
  plan: Plan;
}

/** A pair of user ids; order carries no meaning unless said otherwise. */
export type UserPair = readonly [number, number];

export interface MatchInput {
  candidates: MatchCandidate[];
  /** [user, avoided]: never matched, in either direction. */
  avoids: UserPair[];
  /** Pairs already matched earlier in this event: never again. */
  previous: UserPair[];
  /** [follower, followee]: only a follow both ways raises a pair's weight. */
  follows: UserPair[];
}

export interface MatchResult {
  /** Rooms of two, and at most one of three; each user id in at most one room. */
  rooms: number[][];
  /** Candidates the rules left without a room this round; they wait for the next one. */
  unmatched: number[];
}
