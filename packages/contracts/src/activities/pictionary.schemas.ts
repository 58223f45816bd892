import * as z from 'zod/mini';
import { activitySettingsSchema } from '../events/participation.schemas.ts';

/** The rules of a Pictionary game (ADR 0050). */
export const PICTIONARY = {
  /** Words the drawer chooses from at the start of a turn, and how long they have before the first is taken. */
  choices: 3,
  chooseSeconds: 15,
  /** How long the drawer has; guessing stops when it runs out. */
  roundSeconds: 80,
  /** The pause after a round, with the word shown, before the next drawer starts on their own. */
  breakSeconds: 8,
  /** Fewer people in the room than this and there is nobody to guess: the game does not start or go on. */
  minPlayers: 2,
  /** A right guess at once is worth this much, falling linearly to `guessPointsMin` as time runs out. */
  guessPointsMax: 100,
  guessPointsMin: 40,
  /** The drawer's points for each person who guesses the word. */
  drawerPointsPerGuess: 25,
  guessMaxLength: 40,
  /** Wrong guesses everyone sees, the newest kept. */
  guessesShown: 30,
  strokesPerRound: 400,
  pointsPerStroke: 2_000,
  /** Points one streamed piece of a stroke carries (30 points/s is a fast drawer). */
  pointsPerMessage: 64,
  /** A spoken guess: a short clip, one word or a few. */
  spokenGuessMaxBytes: 512 * 1024,
  spokenGuessMaxSeconds: 6,
} as const;

export const PICTIONARY_COLORS = ['#1f2933', '#d64545', '#2f80ed', '#27ae60', '#f2994a', '#9b51e0', '#ffffff'] as const;
export const PICTIONARY_SIZES = [4, 8, 16, 32] as const;

export const PICTIONARY_TEXTS = {
  notEnoughPlayers: 'Pictionary needs at least two people in the room',
  notGuessing: 'Nobody is drawing right now',
  notChoosing: 'There is no word to choose right now',
  notAChoice: 'Choose one of the words you were offered',
  drawerCannotGuess: 'You are drawing: let the others guess',
  alreadyGuessed: 'You already guessed the word',
  notDrawer: 'Only the drawer can draw',
  cannotSkip: 'Only the host or the drawer can move on',
  emptyGuess: 'Type or say a guess',
  canvasFull: 'The canvas is full: clear it to draw more',
  noFile: 'Send the guess as a short audio clip (field "file")',
  tooBig: 'Say the guess in a few seconds',
} as const;

const unit = z.number().check(z.gte(0), z.lte(1));
/** A point of a stroke: x and y as fractions of the canvas (so any screen size draws alike), and pen pressure. */
export const strokePointSchema = z.tuple([unit, unit, unit]);
export type StrokePoint = z.infer<typeof strokePointSchema>;

const strokeIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/));
const strokeStyle = {
  id: strokeIdSchema,
  color: z.enum(PICTIONARY_COLORS),
  size: z.union(PICTIONARY_SIZES.map((size) => z.literal(size))),
};

/** A finished stroke: rendered with perfect-freehand from its points by every client alike. */
export const pictionaryStrokeSchema = z.object({
  ...strokeStyle,
  points: z.array(strokePointSchema).check(z.minLength(1), z.maxLength(PICTIONARY.pointsPerStroke)),
});
export type PictionaryStroke = z.infer<typeof pictionaryStrokeSchema>;

/** A piece of a stroke still being drawn: the points from index `start` on, streamed while the pen moves. */
export const strokePiecesSchema = z.object({
  ...strokeStyle,
  start: z.int().check(z.gte(0), z.lt(PICTIONARY.pointsPerStroke)),
  points: z.array(strokePointSchema).check(z.minLength(1), z.maxLength(PICTIONARY.pointsPerMessage)),
});
export type StrokePieces = z.infer<typeof strokePiecesSchema>;

/**
 * waiting: no game yet (anyone in the room starts one); choosing: the drawer picks their word; finished: the results,
 * until someone starts again.
 */
export const PICTIONARY_PHASES = ['waiting', 'choosing', 'drawing', 'round_over', 'finished'] as const;

/** What everyone in the room sees of the game: never the word while it is being guessed. */
export const pictionaryViewSchema = z.object({
  type: z.literal('PICTIONARY'),
  phase: z.enum(PICTIONARY_PHASES),
  /** One drawer's turn, unique to it: strokes and their messages name the turn they belong to. Null while waiting. */
  turn_id: z.nullable(z.string()),
  /** The round of this game, 0 while waiting. */
  round: z.int().check(z.gte(0)),
  rounds_total: z.int().check(z.gte(0)),
  drawer_id: z.nullable(z.int()),
  /** The word's letters hidden but the first ("e _ _ _ _ _ _ _"), and what kind of thing it is. */
  hint: z.nullable(z.string()),
  category: z.nullable(z.string()),
  /** When the choice is made for the drawer (choosing), guessing stops (drawing) or the next round starts (round_over). */
  ends_at: z.nullable(z.iso.datetime()),
  /** Who guessed the word this round, in the order they did. */
  guessed_ids: z.array(z.int()),
  /** Wrong guesses of this round, oldest first: learners see each other's words. */
  guesses: z.array(z.object({ user_id: z.int(), text: z.string(), spoken: z.boolean() })),
  /** Everyone's points so far, best first. */
  scores: z.array(z.object({ user_id: z.int(), points: z.int() })),
  /** The word, once its round is over. */
  word: z.nullable(z.string()),
});
export type PictionaryView = z.infer<typeof pictionaryViewSchema>;

export const WAITING_PICTIONARY: PictionaryView = {
  type: 'PICTIONARY',
  phase: 'waiting',
  turn_id: null,
  round: 0,
  rounds_total: 0,
  drawer_id: null,
  hint: null,
  category: null,
  ends_at: null,
  guessed_ids: [],
  guesses: [],
  scores: [],
  word: null,
};

export const pictionaryChooseBodySchema = z.object({
  event_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  word: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
});

export const pictionaryGuessBodySchema = z.object({
  event_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  text: z.string().check(z.trim(), z.minLength(1, PICTIONARY_TEXTS.emptyGuess), z.maxLength(PICTIONARY.guessMaxLength)),
});

/** The answer to a guess, for the guesser only: whether it was right, nearly right, and what was heard. */
export const pictionaryGuessResultSchema = z.object({
  correct: z.boolean(),
  /** One letter off: worth another try. */
  close: z.boolean(),
  /** The guess as the server took it (a spoken one: the word recognised); null when no word was heard. */
  text: z.nullable(z.string()),
  points: z.int(),
});
export type PictionaryGuessResult = z.infer<typeof pictionaryGuessResultSchema>;

/** Everything a client needs to show the game from scratch (a late joiner, a reload). */
export const pictionaryGameSchema = z.object({
  room_id: z.string(),
  view: pictionaryViewSchema,
  /** The word to draw: only for the drawer while the round runs. */
  word: z.nullable(z.string()),
  /** The words the drawer may choose from: only for them, while they choose. */
  choices: z.nullable(z.array(z.string())),
  strokes: z.array(pictionaryStrokeSchema),
});
export type PictionaryGame = z.infer<typeof pictionaryGameSchema>;

export const pictionaryConfigSchema = z.extend(activitySettingsSchema, {
  round_seconds: z.int(),
  break_seconds: z.int(),
  min_players: z.int(),
  /** The word bank level the event's proficiency maps to (1 A2 … 4 C1), and how many words it offers. */
  word_level: z.int(),
  words_at_level: z.int(),
});
export type PictionaryConfig = z.infer<typeof pictionaryConfigSchema>;
