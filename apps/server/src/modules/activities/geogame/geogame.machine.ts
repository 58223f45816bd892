import {
  GEO_GAME,
  GEO_GAME_PHASES,
  GEO_GAME_TEXTS,
  WAITING_GEO_GAME,
  geoRoundSchema,
  type GeoCityCard,
  type GeoGameView,
  type GeoPoint,
  type GeoRound,
} from '@parley/contracts';
import * as z from 'zod/mini';
import type { ActivityContext, ActivityMachine, Step } from '../engine/activity-machine.ts';
import { breakSecondsOf, later, newGameId, rankedScores, refuse, roundSecondsOf } from '../engine/game-rules.ts';
import { CITY_SET, type City } from './city-set.ts';
import { distanceKm, pointsForDistance } from './distance.ts';
import { usefulPhrases } from './useful-words.ts';

const stateSchema = z.object({
  phase: z.enum(GEO_GAME_PHASES),
  game_id: z.string(),
  /** One describer's round, unique to it: the clock's wake-ups name it. Null while waiting. */
  round_id: z.nullable(z.string()),
  round: z.int(),
  /** Everyone who plays, in describing order: who was in the room at the start, then who joined and guessed. */
  player_ids: z.array(z.int()),
  described_ids: z.array(z.int()),
  describer_id: z.nullable(z.int()),
  city_id: z.nullable(z.string()),
  ends_at: z.nullable(z.iso.datetime()),
  guesses: z.array(z.object({ user_id: z.int(), lat: z.number(), lon: z.number() })),
  scores: z.record(z.string(), z.int()),
  /** The game's cities so far: none comes up twice in a game. */
  used_city_ids: z.array(z.string()),
  /** The finished rounds, oldest first. */
  rounds: z.array(geoRoundSchema),
});
export type GeoGameState = z.infer<typeof stateSchema>;

/** The clock's actions, taken by the runtime when the guessing or the pause runs out (they name the round they end). */
const wakeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('time_up'), round_id: z.string() }),
  z.object({ type: z.literal('break_over'), round_id: z.string() }),
]);

export type GeoGameAction =
  | { type: 'new_game' }
  | { type: 'guess'; user_id: number; lat: number; lon: number }
  /** End the guessing now (describing) or the pause (round over): the host or the describer. */
  | { type: 'next'; user_id: number; host: boolean }
  | z.infer<typeof wakeSchema>;

const CITIES_BY_ID = new Map(CITY_SET.map((city) => [city.id, city]));
export const cityOf = (state: GeoGameState): City | null => (state.city_id ? (CITIES_BY_ID.get(state.city_id) ?? null) : null);

export const cityCard = ({ name, country, continent, population, capital, languages, landmarks }: City): GeoCityCard => ({
  name,
  country,
  continent,
  population,
  capital,
  languages,
  landmarks,
});

/** A city of the event's level the game has not had, or any of the level once it has had them all. */
function pickCity(ctx: ActivityContext, used: readonly string[]): City {
  const fits = CITY_SET.filter((city) => city.level <= ctx.level);
  const fresh = fits.filter((city) => !used.includes(city.id));
  const from = fresh.length ? fresh : fits;
  return from[Math.floor(ctx.random() * from.length)]!;
}

const playersHere = (state: GeoGameState, ctx: ActivityContext) => state.player_ids.filter((id) => ctx.people.includes(id));

function finish(state: GeoGameState): Step<GeoGameState, GeoGameAction> {
  return { state: { ...state, phase: 'finished', ends_at: null, describer_id: null } };
}

/** The next describer's round, or the results when everyone has described or too few are left to guess. */
function nextRound(state: GeoGameState, ctx: ActivityContext): Step<GeoGameState, GeoGameAction> {
  const describer = playersHere(state, ctx).find((id) => !state.described_ids.includes(id));
  if (describer === undefined || playersHere(state, ctx).length < GEO_GAME.minPlayers) return finish(state);
  const city = pickCity(ctx, state.used_city_ids);
  const roundId = `${state.game_id}.${state.round + 1}`;
  return {
    state: {
      ...state,
      phase: 'describing',
      round_id: roundId,
      round: state.round + 1,
      described_ids: [...state.described_ids, describer],
      describer_id: describer,
      city_id: city.id,
      ends_at: later(ctx, roundSecondsOf(ctx, GEO_GAME.roundSeconds)),
      guesses: [],
      used_city_ids: [...state.used_city_ids, city.id],
    },
    effects: [
      {
        type: 'GEO_CITY',
        payload: { room_id: ctx.roomId, round_id: roundId, card: cityCard(city) },
        to: { userId: describer },
      },
    ],
    wake: { afterMs: roundSecondsOf(ctx, GEO_GAME.roundSeconds) * 1000, action: { type: 'time_up', round_id: roundId } },
  };
}

function newGame(state: GeoGameState, ctx: ActivityContext): Step<GeoGameState, GeoGameAction> {
  if (state.phase === 'describing' || state.phase === 'round_over') return refuse(GEO_GAME_TEXTS.gameRunning);
  if (ctx.people.length < GEO_GAME.minPlayers) return refuse(GEO_GAME_TEXTS.notEnoughPlayers);
  const scores = Object.fromEntries(ctx.people.map((id) => [String(id), 0]));
  return nextRound({ ...waiting(ctx), player_ids: [...ctx.people], scores }, ctx);
}

/** Scores the round's guesses by their distance from the city; the describer gets the mean of the guessers' points. */
function scoredRound(state: GeoGameState, city: City): GeoRound {
  const guesses = state.guesses.map((guess) => {
    const km = distanceKm(guess, city);
    return { ...guess, distance_km: Math.round(km), points: pointsForDistance(km) };
  });
  const total = guesses.reduce((sum, guess) => sum + guess.points, 0);
  return {
    round: state.round,
    describer_id: state.describer_id!,
    city: { ...cityCard(city), lat: city.lat, lon: city.lon },
    guesses: guesses.sort((a, b) => a.distance_km - b.distance_km),
    describer_points: guesses.length ? Math.round(total / guesses.length) : 0,
    useful_words: usefulPhrases(city),
  };
}

function endRound(state: GeoGameState, ctx: ActivityContext): Step<GeoGameState, GeoGameAction> {
  const city = cityOf(state)!;
  const result = scoredRound(state, city);
  const scores = { ...state.scores };
  for (const guess of result.guesses) scores[guess.user_id] = (scores[guess.user_id] ?? 0) + guess.points;
  scores[result.describer_id] = (scores[result.describer_id] ?? 0) + result.describer_points;
  return {
    state: {
      ...state,
      phase: 'round_over',
      ends_at: later(ctx, breakSecondsOf(ctx, GEO_GAME.breakSeconds)),
      scores,
      rounds: [...state.rounds, result],
    },
    wake: {
      afterMs: breakSecondsOf(ctx, GEO_GAME.breakSeconds) * 1000,
      action: { type: 'break_over', round_id: state.round_id! },
    },
  };
}

function guess(
  state: GeoGameState,
  action: Extract<GeoGameAction, { type: 'guess' }>,
  ctx: ActivityContext,
): Step<GeoGameState, GeoGameAction> {
  if (state.phase !== 'describing') return refuse(GEO_GAME_TEXTS.notGuessing);
  if (action.user_id === state.describer_id) return refuse(GEO_GAME_TEXTS.describerCannotGuess);
  if (state.guesses.some((g) => g.user_id === action.user_id)) return refuse(GEO_GAME_TEXTS.alreadyGuessed);
  // Someone who came in during the game plays from their first guess on, and describes if a round is left for them.
  const joined = state.player_ids.includes(action.user_id)
    ? state
    : { ...state, player_ids: [...state.player_ids, action.user_id], scores: { ...state.scores, [action.user_id]: 0 } };
  const next = { ...joined, guesses: [...joined.guesses, { user_id: action.user_id, lat: action.lat, lon: action.lon }] };
  const guessers = ctx.people.filter((id) => id !== state.describer_id);
  const everyone = guessers.every((id) => next.guesses.some((g) => g.user_id === id));
  return everyone ? endRound(next, ctx) : { state: next };
}

function next(
  state: GeoGameState,
  action: Extract<GeoGameAction, { type: 'next' }>,
  ctx: ActivityContext,
): Step<GeoGameState, GeoGameAction> {
  if (state.phase === 'waiting' || state.phase === 'finished') return refuse(GEO_GAME_TEXTS.notGuessing);
  if (!action.host && action.user_id !== state.describer_id) return refuse(GEO_GAME_TEXTS.cannotSkip);
  return state.phase === 'round_over' ? nextRound(state, ctx) : endRound(state, ctx);
}

function waiting(ctx: ActivityContext): GeoGameState {
  return {
    phase: 'waiting',
    game_id: newGameId(ctx),
    round_id: null,
    round: 0,
    player_ids: [],
    described_ids: [],
    describer_id: null,
    city_id: null,
    ends_at: null,
    guesses: [],
    scores: {},
    used_city_ids: [],
    rounds: [],
  };
}

/** What the room sees of the game: the city only once its round is over. */
export function geoGameView(state: GeoGameState): GeoGameView {
  if (state.phase === 'waiting') return WAITING_GEO_GAME;
  const shown = state.phase === 'round_over' || state.phase === 'finished' ? state.rounds.at(-1)?.city : undefined;
  return {
    type: 'GEO_GAME',
    phase: state.phase,
    round: state.round,
    rounds_total: state.player_ids.length,
    describer_id: state.describer_id,
    ends_at: state.ends_at,
    guessed_ids: state.guesses.map((g) => g.user_id),
    scores: rankedScores(state.scores),
    city: shown ? { name: shown.name, country: shown.country } : null,
  };
}

/** The caller's own guess of the round running (they may look at where they put it, nobody else may). */
export const guessOf = (state: GeoGameState, userId: number): GeoPoint | null => {
  const mine = state.phase === 'describing' ? state.guesses.find((g) => g.user_id === userId) : undefined;
  return mine ? { lat: mine.lat, lon: mine.lon } : null;
};

/**
 * The geography game (ADR 0053): each player describes a city once a game, in English, without naming it; the others
 * place a guess on the map; a round ends when everyone has guessed or the clock runs out, points go by distance, and
 * the next describer starts after a pause that shows the city, the guesses and useful words.
 */
export const geoGameMachine: ActivityMachine<GeoGameState, GeoGameAction> = {
  type: 'GEO_GAME',
  stateSchema,
  wakeSchema,
  initial: waiting,
  begin(ctx) {
    return ctx.people.length >= GEO_GAME.minPlayers ? newGame(waiting(ctx), ctx) : { state: waiting(ctx) };
  },
  act(state, action, ctx) {
    switch (action.type) {
      case 'new_game':
        return newGame(state, ctx);
      case 'guess':
        return guess(state, action, ctx);
      case 'next':
        return next(state, action, ctx);
      case 'time_up':
        return state.phase === 'describing' && state.round_id === action.round_id ? endRound(state, ctx) : refuse('stale');
      case 'break_over':
        return state.phase === 'round_over' && state.round_id === action.round_id ? nextRound(state, ctx) : refuse('stale');
    }
  },
  view: geoGameView,
};
