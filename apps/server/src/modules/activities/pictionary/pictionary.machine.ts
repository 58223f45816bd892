import { PICTIONARY, PICTIONARY_PHASES, PICTIONARY_TEXTS, WAITING_PICTIONARY, type PictionaryView } from '@parley/contracts';
import * as z from 'zod/mini';
import type { ActivityContext, ActivityMachine, Step } from '../engine/activity-machine.ts';
import { breakSecondsOf, later, newGameId, rankedScores, refuse, roundSecondsOf } from '../engine/game-rules.ts';
import { judgeGuess } from './judge-guess.ts';
import { WORD_BANK } from './word-bank.ts';

const stateSchema = z.object({
  phase: z.enum(PICTIONARY_PHASES),
  /** Random per game: a wake-up from an earlier game never touches this one. */
  game_id: z.string(),
  turn_id: z.nullable(z.string()),
  round: z.int(),
  /** Everyone who plays, in drawing order: who was in the room at the start, then who joined and guessed. */
  player_ids: z.array(z.int()),
  drawn_ids: z.array(z.int()),
  drawer_id: z.nullable(z.int()),
  /** The words the drawer is offered while choosing. */
  choices: z.array(z.object({ word: z.string(), category: z.string() })),
  word: z.nullable(z.object({ word: z.string(), category: z.string() })),
  started_at: z.nullable(z.iso.datetime()),
  ends_at: z.nullable(z.iso.datetime()),
  guessed: z.array(z.object({ user_id: z.int(), points: z.int() })),
  guesses: z.array(z.object({ user_id: z.int(), text: z.string(), spoken: z.boolean() })),
  scores: z.record(z.string(), z.int()),
  /** The game's words so far: none comes up twice in a game. */
  used_words: z.array(z.string()),
});
export type PictionaryState = z.infer<typeof stateSchema>;

/** The clock's actions, taken by the runtime when the round or the pause runs out (they name the turn they end). */
const wakeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('choice_due'), turn_id: z.string() }),
  z.object({ type: z.literal('time_up'), turn_id: z.string() }),
  z.object({ type: z.literal('break_over'), turn_id: z.string() }),
]);

export type PictionaryAction =
  | { type: 'choose'; user_id: number; word: string }
  | { type: 'guess'; user_id: number; text: string; spoken: boolean }
  /** Start a game (none running), skip the turn (choosing, drawing) or end the pause (round over). */
  | { type: 'next'; user_id: number; host: boolean }
  | z.infer<typeof wakeSchema>;

/** Words of the event's level the game has not had, distinct, or any of the level once it has had them all. */
function pickWords(ctx: ActivityContext, used: readonly string[], count: number) {
  const fits = WORD_BANK.filter((w) => w.level <= ctx.level);
  const fresh = fits.filter((w) => !used.includes(w.word));
  const from = [...(fresh.length >= count ? fresh : fits)];
  return Array.from({ length: count }, () => from.splice(Math.floor(ctx.random() * from.length), 1)[0]!).map((w) => ({
    word: w.word,
    category: w.category,
  }));
}

/** The next drawer: the first player still in the room who has not drawn this game. */
const nextDrawer = (state: PictionaryState, ctx: ActivityContext) =>
  state.player_ids.find((id) => ctx.people.includes(id) && !state.drawn_ids.includes(id)) ?? null;

const roundSeconds = (ctx: ActivityContext) => roundSecondsOf(ctx, PICTIONARY.roundSeconds);

const enoughPlayers = (state: PictionaryState, ctx: ActivityContext) =>
  state.player_ids.filter((id) => ctx.people.includes(id)).length >= PICTIONARY.minPlayers;

function finish(state: PictionaryState): Step<PictionaryState, PictionaryAction> {
  return { state: { ...state, phase: 'finished', ends_at: null, drawer_id: null } };
}

/** The next drawer's turn, choosing their word, or the results when everyone has drawn or too few are left to guess. */
function nextTurn(state: PictionaryState, ctx: ActivityContext): Step<PictionaryState, PictionaryAction> {
  const drawer = nextDrawer(state, ctx);
  if (drawer === null || !enoughPlayers(state, ctx)) return finish(state);
  const choices = pickWords(ctx, state.used_words, PICTIONARY.choices);
  const turnId = `${state.game_id}.${state.round + 1}`;
  return {
    state: {
      ...state,
      phase: 'choosing',
      turn_id: turnId,
      round: state.round + 1,
      drawn_ids: [...state.drawn_ids, drawer],
      drawer_id: drawer,
      choices,
      word: null,
      started_at: null,
      ends_at: later(ctx, PICTIONARY.chooseSeconds),
      guessed: [],
      guesses: [],
    },
    effects: [
      {
        type: 'PICTIONARY_CHOICES',
        payload: { room_id: ctx.roomId, turn_id: turnId, words: choices.map((c) => c.word) },
        to: { userId: drawer },
      },
    ],
    wake: { afterMs: PICTIONARY.chooseSeconds * 1000, action: { type: 'choice_due', turn_id: turnId } },
  };
}

/** The drawer's word is set and the clock starts; a drawer who did not choose in time gets the first choice. */
function startDrawing(state: PictionaryState, word: string, ctx: ActivityContext): Step<PictionaryState, PictionaryAction> {
  const chosen = state.choices.find((c) => c.word === word);
  if (state.phase !== 'choosing' || !chosen) return refuse(PICTIONARY_TEXTS.notAChoice);
  const turnId = state.turn_id!;
  return {
    state: {
      ...state,
      phase: 'drawing',
      choices: [],
      word: chosen,
      started_at: ctx.now.toISOString(),
      ends_at: later(ctx, roundSeconds(ctx)),
      used_words: [...state.used_words, chosen.word],
    },
    effects: [
      {
        type: 'PICTIONARY_WORD',
        payload: { room_id: ctx.roomId, turn_id: turnId, word: chosen.word },
        to: { userId: state.drawer_id! },
      },
    ],
    wake: { afterMs: roundSeconds(ctx) * 1000, action: { type: 'time_up', turn_id: turnId } },
  };
}

function choose(
  state: PictionaryState,
  action: Extract<PictionaryAction, { type: 'choose' }>,
  ctx: ActivityContext,
): Step<PictionaryState, PictionaryAction> {
  if (state.phase !== 'choosing') return refuse(PICTIONARY_TEXTS.notChoosing);
  if (action.user_id !== state.drawer_id) return refuse(PICTIONARY_TEXTS.notDrawer);
  return startDrawing(state, action.word.trim().toLowerCase(), ctx);
}

function newGame(ctx: ActivityContext): Step<PictionaryState, PictionaryAction> {
  if (ctx.people.length < PICTIONARY.minPlayers) refuse(PICTIONARY_TEXTS.notEnoughPlayers);
  const scores = Object.fromEntries(ctx.people.map((id) => [String(id), 0]));
  return nextTurn({ ...waiting(ctx), game_id: newGameId(ctx), player_ids: [...ctx.people], scores }, ctx);
}

function endRound(state: PictionaryState, ctx: ActivityContext): Step<PictionaryState, PictionaryAction> {
  return {
    state: { ...state, phase: 'round_over', ends_at: later(ctx, breakSecondsOf(ctx, PICTIONARY.breakSeconds)) },
    wake: {
      afterMs: breakSecondsOf(ctx, PICTIONARY.breakSeconds) * 1000,
      action: { type: 'break_over', turn_id: state.turn_id! },
    },
  };
}

/** Faster is worth more: full points at once, the minimum as the clock runs out. */
function guessPoints(state: PictionaryState, ctx: ActivityContext): number {
  const elapsed = (ctx.now.getTime() - Date.parse(state.started_at!)) / 1000;
  const left = Math.min(1, Math.max(0, 1 - elapsed / roundSeconds(ctx)));
  return Math.round(PICTIONARY.guessPointsMin + (PICTIONARY.guessPointsMax - PICTIONARY.guessPointsMin) * left);
}

function guess(
  state: PictionaryState,
  action: Extract<PictionaryAction, { type: 'guess' }>,
  ctx: ActivityContext,
): Step<PictionaryState, PictionaryAction> {
  if (state.phase !== 'drawing' || !state.word) return refuse(PICTIONARY_TEXTS.notGuessing);
  if (action.user_id === state.drawer_id) return refuse(PICTIONARY_TEXTS.drawerCannotGuess);
  if (state.guessed.some((g) => g.user_id === action.user_id)) return refuse(PICTIONARY_TEXTS.alreadyGuessed);
  // Someone who came in during the game plays from their first guess on, and draws if a turn is left for them.
  const joined = state.player_ids.includes(action.user_id)
    ? state
    : { ...state, player_ids: [...state.player_ids, action.user_id] };
  if (judgeGuess(state.word.word, action.text) !== 'correct') {
    const guesses = [...joined.guesses, { user_id: action.user_id, text: action.text, spoken: action.spoken }];
    return { state: { ...joined, guesses: guesses.slice(-PICTIONARY.guessesShown) } };
  }
  const points = guessPoints(state, ctx);
  const scores = { ...joined.scores };
  scores[action.user_id] = (scores[action.user_id] ?? 0) + points;
  scores[state.drawer_id!] = (scores[state.drawer_id!] ?? 0) + PICTIONARY.drawerPointsPerGuess;
  const next = { ...joined, guessed: [...joined.guessed, { user_id: action.user_id, points }], scores };
  const guessers = ctx.people.filter((id) => id !== state.drawer_id);
  const everyone = guessers.every((id) => next.guessed.some((g) => g.user_id === id));
  return everyone ? endRound(next, ctx) : { state: next };
}

function next(
  state: PictionaryState,
  action: Extract<PictionaryAction, { type: 'next' }>,
  ctx: ActivityContext,
): Step<PictionaryState, PictionaryAction> {
  if (state.phase === 'waiting' || state.phase === 'finished') return newGame(ctx);
  if (!action.host && action.user_id !== state.drawer_id) return refuse(PICTIONARY_TEXTS.cannotSkip);
  return state.phase === 'round_over' ? nextTurn(state, ctx) : endRound({ ...state, choices: [] }, ctx);
}

function waiting(ctx: ActivityContext): PictionaryState {
  return {
    phase: 'waiting',
    game_id: newGameId(ctx),
    turn_id: null,
    round: 0,
    player_ids: [],
    drawn_ids: [],
    drawer_id: null,
    choices: [],
    word: null,
    started_at: null,
    ends_at: null,
    guessed: [],
    guesses: [],
    scores: {},
    used_words: [],
  };
}

const hintOf = (word: string) => [word[0], ...Array.from(word.slice(1), () => '_')].join(' ');

/** What the room sees of the game: the word only once its round is over. */
export function pictionaryView(state: PictionaryState): PictionaryView {
  if (state.phase === 'waiting') return WAITING_PICTIONARY;
  const revealed = state.phase === 'round_over' || state.phase === 'finished';
  return {
    type: 'PICTIONARY',
    phase: state.phase,
    turn_id: state.turn_id,
    round: state.round,
    rounds_total: state.player_ids.length,
    drawer_id: state.drawer_id,
    hint: state.word && state.phase === 'drawing' ? hintOf(state.word.word) : null,
    category: state.word && state.phase === 'drawing' ? state.word.category : null,
    ends_at: state.ends_at,
    guessed_ids: state.guessed.map((g) => g.user_id),
    guesses: state.guesses,
    scores: rankedScores(state.scores),
    word: revealed && state.word ? state.word.word : null,
  };
}

/**
 * Pictionary (ADR 0050): each player draws once a game, in the order they were in the room; the others guess, typing
 * or speaking; a round ends when everyone has guessed or the clock runs out, and the next starts after a pause.
 */
export const pictionaryMachine: ActivityMachine<PictionaryState, PictionaryAction> = {
  type: 'PICTIONARY',
  stateSchema,
  wakeSchema,
  initial: waiting,
  begin(ctx) {
    return ctx.people.length >= PICTIONARY.minPlayers ? newGame(ctx) : { state: waiting(ctx) };
  },
  act(state, action, ctx) {
    switch (action.type) {
      case 'choose':
        return choose(state, action, ctx);
      case 'choice_due':
        return state.phase === 'choosing' && state.turn_id === action.turn_id
          ? startDrawing(state, state.choices[0]!.word, ctx)
          : refuse('stale');
      case 'guess':
        return guess(state, action, ctx);
      case 'next':
        return next(state, action, ctx);
      case 'time_up':
        return state.phase === 'drawing' && state.turn_id === action.turn_id ? endRound(state, ctx) : refuse('stale');
      case 'break_over':
        return state.phase === 'round_over' && state.turn_id === action.turn_id ? nextTurn(state, ctx) : refuse('stale');
    }
  },
  view: pictionaryView,
};
