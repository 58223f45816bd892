import type { ActivityContext } from './activity-machine.ts';
import { ActivityRefusal } from './activity-machine.ts';

/** Refuses the action with `text` as the answer. */
export const refuse = (text: string): never => {
  throw new ActivityRefusal(text);
};

/** Random per game: a wake-up from an earlier game never touches this one. */
export const newGameId = (ctx: ActivityContext) => Math.floor(ctx.random() * 36 ** 8).toString(36);

/** `seconds` after the action, as stored in a state. */
export const later = (ctx: ActivityContext, seconds: number) => new Date(ctx.now.getTime() + seconds * 1000).toISOString();

/** The game's round length, or the server's when it sets one. */
export const roundSecondsOf = (ctx: ActivityContext, own: number) => ctx.clocks.roundSeconds ?? own;

/** The game's pause between rounds, or the server's when it sets one. */
export const breakSecondsOf = (ctx: ActivityContext, own: number) => ctx.clocks.breakSeconds ?? own;

/** A game's points by player as the room sees them: best first. */
export const rankedScores = (scores: Record<string, number>) =>
  Object.entries(scores)
    .map(([id, points]) => ({ user_id: Number(id), points }))
    .sort((a, b) => b.points - a.points || a.user_id - b.user_id);

const ARTICLE = /^(?:a|an|the|some)\s+/;

/** An answer as games compare it: lower case, letters only, without a leading article ("An Elephant!" → "elephant"). */
export function normalAnswer(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z\s]/g, '')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(ARTICLE, '');
}
