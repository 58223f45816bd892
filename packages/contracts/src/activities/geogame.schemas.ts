import * as z from 'zod/mini';
import { activitySettingsSchema } from '../events/participation.schemas.ts';

/** The rules of a geography game (ADR 0053). */
export const GEO_GAME = {
  /** How long the others have to place their guess while the describer talks. */
  roundSeconds: 120,
  /** The pause after a round, with the city and everyone's guesses on the map, before the next describer starts. */
  breakSeconds: 20,
  /** Fewer people in the room than this and there is nobody to guess: the game does not start or go on. */
  minPlayers: 2,
  /** A guess on the spot is worth this much; points halve about every `halfPointsKm`. */
  maxPoints: 100,
  halfPointsKm: 1_000,
  /** Useful phrases on the card after each round. */
  usefulWords: 5,
} as const;

export const GEO_GAME_TEXTS = {
  notEnoughPlayers: 'The geography game needs at least two people in the room',
  notGuessing: 'Nobody is describing a city right now',
  describerCannotGuess: 'You are describing: let the others guess',
  alreadyGuessed: 'You already placed your guess this round',
  cannotSkip: 'Only the host or the describer can move on',
  gameRunning: 'A game is already running in this room',
  roundNotOver: 'That round is not over yet',
} as const;

/**
 * waiting: no game yet (anyone in the room starts one); describing: one player talks about a city only they see while
 * the others place guesses on the map; round_over: the city and the guesses are shown; finished: the results.
 */
export const GEO_GAME_PHASES = ['waiting', 'describing', 'round_over', 'finished'] as const;

const latitude = z.number().check(z.gte(-90), z.lte(90));
const longitude = z.number().check(z.gte(-180), z.lte(180));

/** What everyone in the room sees of the game: never the city while it is being described. */
export const geoGameViewSchema = z.object({
  type: z.literal('GEO_GAME'),
  phase: z.enum(GEO_GAME_PHASES),
  /** The game's round (0 while waiting) and how many it has: everyone describes once. */
  round: z.int().check(z.gte(0)),
  rounds_total: z.int().check(z.gte(0)),
  describer_id: z.nullable(z.int()),
  /** When guessing stops (describing) or the next round starts (round_over). */
  ends_at: z.nullable(z.iso.datetime()),
  /** Who has placed a guess this round, in the order they did (not where: that shows once the round is over). */
  guessed_ids: z.array(z.int()),
  /** Everyone's points so far, best first. */
  scores: z.array(z.object({ user_id: z.int(), points: z.int() })),
  /** The city, once its round is over. */
  city: z.nullable(z.object({ name: z.string(), country: z.string() })),
});
export type GeoGameView = z.infer<typeof geoGameViewSchema>;

export const WAITING_GEO_GAME: GeoGameView = {
  type: 'GEO_GAME',
  phase: 'waiting',
  round: 0,
  rounds_total: 0,
  describer_id: null,
  ends_at: null,
  guessed_ids: [],
  scores: [],
  city: null,
};

/** What the describer sees: the city and what they can say about it. */
export const geoCityCardSchema = z.object({
  name: z.string(),
  country: z.string(),
  continent: z.string(),
  population: z.int(),
  capital: z.boolean(),
  languages: z.array(z.string()),
  landmarks: z.array(z.string()),
});
export type GeoCityCard = z.infer<typeof geoCityCardSchema>;

/** A phrase that helps describe a place, with an example about the round's city. */
export const usefulPhraseSchema = z.object({ phrase: z.string(), example: z.string() });
export type UsefulPhrase = z.infer<typeof usefulPhraseSchema>;

export const geoPointSchema = z.object({ lat: latitude, lon: longitude });
export type GeoPoint = z.infer<typeof geoPointSchema>;

/** One finished round: the city, where it is, everyone's guess and its points, and the card of useful words. */
export const geoRoundSchema = z.object({
  round: z.int(),
  describer_id: z.int(),
  city: z.extend(geoCityCardSchema, geoPointSchema.shape),
  guesses: z.array(z.object({ user_id: z.int(), lat: latitude, lon: longitude, distance_km: z.int(), points: z.int() })),
  /** The describer's points: the mean of the guessers' (a clear description scores). */
  describer_points: z.int(),
  useful_words: z.array(usefulPhraseSchema),
});
export type GeoRound = z.infer<typeof geoRoundSchema>;

/** Everything a client needs to show the game from scratch (a late joiner, a reload). */
export const geoGameSchema = z.object({
  room_id: z.string(),
  view: geoGameViewSchema,
  /** The city to describe: only for the describer while the round runs. */
  card: z.nullable(geoCityCardSchema),
  /** The caller's own guess this round, if placed. */
  my_guess: z.nullable(geoPointSchema),
});
export type GeoGame = z.infer<typeof geoGameSchema>;

export const geoGuessBodySchema = z.extend(geoPointSchema, {
  event_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});

export const geoGuessResultSchema = z.object({ lat: latitude, lon: longitude, guessed: z.int() });

/** A finished round on the map: the city and the guesses (the spec's `coordinates`). */
export const geoCoordinatesSchema = z.object({
  round: z.int(),
  city: z.extend(geoPointSchema, { name: z.string() }),
  guesses: z.array(z.object({ user_id: z.int(), lat: latitude, lon: longitude })),
});
export type GeoCoordinates = z.infer<typeof geoCoordinatesSchema>;

export const geoResultsSchema = z.object({
  room_id: z.string(),
  phase: z.enum(GEO_GAME_PHASES),
  /** Totals, best first. */
  scores: z.array(z.object({ user_id: z.int(), points: z.int() })),
  /** The last finished round, if any. */
  last_round: z.nullable(geoRoundSchema),
});
export type GeoResults = z.infer<typeof geoResultsSchema>;

export const geoRoundsSchema = z.object({ room_id: z.string(), rounds: z.array(geoRoundSchema) });

export const geoGameConfigSchema = z.extend(activitySettingsSchema, {
  round_seconds: z.int(),
  break_seconds: z.int(),
  min_players: z.int(),
  /** The city set level the event's proficiency maps to (1 famous cities … 4 cities of a million), and its size. */
  city_level: z.int(),
  cities_at_level: z.int(),
});
export type GeoGameConfig = z.infer<typeof geoGameConfigSchema>;
