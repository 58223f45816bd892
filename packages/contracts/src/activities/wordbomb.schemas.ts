import * as z from 'zod/mini';
import { activitySettingsSchema } from '../events/participation.schemas.ts';

/** The rules of the word game, JKLM_FUN (ADR 0054). */
export const WORD_BOMB = {
  /** How long the player holding the bomb has to answer before it explodes; it starts again with every new prompt. */
  turnSeconds: 20,
  /** Explosions a player survives: out when they reach none. */
  lives: 2,
  /** Fewer people in the room than this and there is nobody to pass the bomb to. */
  minPlayers: 2,
  wordMaxLength: 20,
  /** Words of the game shown to the room, the newest kept. */
  wordsShown: 40,
  /** Words holding the prompt on the card after an explosion. */
  usefulWords: 5,
  /** A spoken answer: a short clip of one word. */
  spokenAnswerMaxBytes: 512 * 1024,
  spokenAnswerMaxSeconds: 6,
} as const;

export const WORD_BOMB_TEXTS = {
  notEnoughPlayers: 'The word game needs at least two people in the room',
  notPlaying: 'No word game is running right now',
  notYourTurn: 'Wait until the bomb comes to you',
  gameRunning: 'A game is already running in this room',
  emptyAnswer: 'Type or say a word',
  noFile: 'Send the answer as a short audio clip (field "file")',
  tooBig: 'Say the word in a few seconds',
} as const;

/**
 * waiting: no game yet (anyone in the room starts one); playing: the bomb goes round; finished: one player is left
 * (or nobody), and the results show until someone starts again.
 */
export const WORD_BOMB_PHASES = ['waiting', 'playing', 'finished'] as const;

/** Why an answer did not pass the bomb on: not a word we know, no prompt in it, or played already this game. */
export const WORD_BOMB_VERDICTS = ['correct', 'not_a_word', 'no_syllable', 'used'] as const;
export type WordBombVerdict = (typeof WORD_BOMB_VERDICTS)[number];

const playerSchema = z.object({
  user_id: z.int(),
  lives: z.int().check(z.gte(0)),
  /** Words this player found this game, and the longest of them. */
  words: z.int().check(z.gte(0)),
  longest: z.nullable(z.string()),
});

/** A prompt the bomb exploded on, with common words that would have passed it (the card of useful words). */
export const wordBombExplosionSchema = z.object({
  user_id: z.int(),
  syllable: z.string(),
  useful_words: z.array(z.string()),
});
export type WordBombExplosion = z.infer<typeof wordBombExplosionSchema>;

/** What everyone in the room sees: the game has no secrets. */
export const wordBombViewSchema = z.object({
  type: z.literal('JKLM_FUN'),
  phase: z.enum(WORD_BOMB_PHASES),
  /** One prompt's turn, unique to it: the bomb's clock names it. Null unless playing. */
  turn_id: z.nullable(z.string()),
  /** Prompts so far this game. */
  turn: z.int().check(z.gte(0)),
  holder_id: z.nullable(z.int()),
  /** The letters the word must contain, lower case. */
  syllable: z.nullable(z.string()),
  /** When the bomb explodes. */
  ends_at: z.nullable(z.iso.datetime()),
  /** In the order the bomb goes round. */
  players: z.array(playerSchema),
  /** The holder's last answer that did not pass, so the room hears what they tried. */
  attempt: z.nullable(
    z.object({
      user_id: z.int(),
      text: z.string(),
      spoken: z.boolean(),
      verdict: z.enum(WORD_BOMB_VERDICTS),
    }),
  ),
  /** Words that passed the bomb, oldest first (the newest `wordsShown`). */
  played: z.array(z.object({ user_id: z.int(), word: z.string(), syllable: z.string(), spoken: z.boolean() })),
  /** Every explosion of the game, oldest first. */
  explosions: z.array(wordBombExplosionSchema),
  /** The last player standing, once the game is over (null when nobody was left). */
  winner_id: z.nullable(z.int()),
});
export type WordBombView = z.infer<typeof wordBombViewSchema>;

export const WAITING_WORD_BOMB: WordBombView = {
  type: 'JKLM_FUN',
  phase: 'waiting',
  turn_id: null,
  turn: 0,
  holder_id: null,
  syllable: null,
  ends_at: null,
  players: [],
  attempt: null,
  played: [],
  explosions: [],
  winner_id: null,
};

export const wordBombGameSchema = z.object({ room_id: z.string(), view: wordBombViewSchema });
export type WordBombGame = z.infer<typeof wordBombGameSchema>;

export const wordBombAnswerBodySchema = z.object({
  event_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  word: z.string().check(z.trim(), z.minLength(1, WORD_BOMB_TEXTS.emptyAnswer), z.maxLength(WORD_BOMB.wordMaxLength)),
});

/** The answer to an answer: whether it passed the bomb, why not, and the word as taken (heard, for a spoken one). */
export const wordBombAnswerResultSchema = z.object({
  verdict: z.nullable(z.enum(WORD_BOMB_VERDICTS)),
  /** Null when a spoken answer held no word the game could hear. */
  word: z.nullable(z.string()),
});
export type WordBombAnswerResult = z.infer<typeof wordBombAnswerResultSchema>;

export const wordBombConfigSchema = z.extend(activitySettingsSchema, {
  turn_seconds: z.int(),
  lives: z.int(),
  min_players: z.int(),
  /** The prompt level the event's proficiency maps to (1: pieces in many common words … 4: in few), and its size. */
  syllable_level: z.int(),
  syllables_at_level: z.int(),
  dictionary_words: z.int(),
});
export type WordBombConfig = z.infer<typeof wordBombConfigSchema>;
