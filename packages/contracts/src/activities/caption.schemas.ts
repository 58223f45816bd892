import * as z from 'zod/mini';
import { activitySettingsSchema } from '../events/participation.schemas.ts';

/** The rules of Caption this (ADR 0055). */
export const CAPTION_THIS = {
  /** Pictures a game shows, one a round. */
  rounds: 3,
  /** How long everyone has to write or say a caption, then to vote. */
  writeSeconds: 90,
  voteSeconds: 45,
  /** The pause after a round, with every caption, its votes and corrections, before the next picture. */
  breakSeconds: 20,
  minPlayers: 2,
  captionMaxLength: 140,
  /** A spoken caption: a sentence or two. */
  spokenMaxBytes: 1024 * 1024,
  spokenMaxSeconds: 15,
} as const;

export const CAPTION_TEXTS = {
  notEnoughPlayers: 'Caption this needs at least two people in the room',
  gameRunning: 'A game is already running in this room',
  notWriting: 'Captions are not being written right now',
  notVoting: 'Voting is not open right now',
  alreadyCaptioned: 'You already sent your caption this round',
  alreadyVoted: 'You already voted this round',
  ownCaption: 'Vote for someone else’s caption',
  noSuchCaption: 'There is no such caption this round',
  cannotSkip: 'Only the host can move the game on',
  emptyCaption: 'Write or say a caption',
  noFile: 'Send the caption as a short audio clip (field "file")',
  tooBig: 'Say the caption in a few seconds',
  notHeard: 'We could not make out the words: say it again, or type it',
} as const;

/**
 * waiting: no game yet (anyone in the room starts one); writing: everyone captions the picture; voting: everyone
 * votes for a caption not their own; round_over: the captions with their authors, votes and corrections; finished.
 */
export const CAPTION_PHASES = ['waiting', 'writing', 'voting', 'round_over', 'finished'] as const;

/** One of the pictures that ship with the game (the spec's `videos`). */
export const captionMediaSchema = z.object({ id: z.string(), url: z.string(), alt: z.string() });
export type CaptionMedia = z.infer<typeof captionMediaSchema>;

/** A grammar checker's finding on a caption: what to say instead, and why. */
export const captionCorrectionSchema = z.object({ corrected: z.string(), explanation: z.string() });

/** A caption once its round is over: its author, its votes and, when the room shows them, its corrections. */
export const captionResultSchema = z.object({
  id: z.string(),
  user_id: z.int(),
  text: z.string(),
  spoken: z.boolean(),
  votes: z.int(),
  corrections: z.array(captionCorrectionSchema),
});
export type CaptionResult = z.infer<typeof captionResultSchema>;

export const captionRoundSchema = z.object({
  round: z.int(),
  media: captionMediaSchema,
  /** Most votes first. */
  captions: z.array(captionResultSchema),
  /** The authors of the captions with the most votes (none when nobody voted). */
  winner_ids: z.array(z.int()),
  /** Words for what the picture shows, and a sentence that describes it. */
  useful_words: z.array(z.string()),
  description: z.string(),
});
export type CaptionRound = z.infer<typeof captionRoundSchema>;

/** What everyone in the room sees: captions without their authors while votes are cast. */
export const captionViewSchema = z.object({
  type: z.literal('CAPTION_THIS'),
  phase: z.enum(CAPTION_PHASES),
  round: z.int().check(z.gte(0)),
  rounds_total: z.int().check(z.gte(0)),
  media: z.nullable(captionMediaSchema),
  /** When writing or voting closes, or the next round starts. */
  ends_at: z.nullable(z.iso.datetime()),
  /** Who has sent a caption (writing) or voted (voting). */
  done_ids: z.array(z.int()),
  /** While voting: the captions to choose from, shuffled, without authors. */
  ballot: z.array(z.object({ id: z.string(), text: z.string() })),
  /** The last finished round, shown in the pause and with the results. */
  last_round: z.nullable(captionRoundSchema),
  scores: z.array(z.object({ user_id: z.int(), points: z.int() })),
  /** Whether captions are shown with the grammar checker's corrections (the host may turn it off). */
  corrections: z.boolean(),
});
export type CaptionView = z.infer<typeof captionViewSchema>;

export const WAITING_CAPTION: CaptionView = {
  type: 'CAPTION_THIS',
  phase: 'waiting',
  round: 0,
  rounds_total: 0,
  media: null,
  ends_at: null,
  done_ids: [],
  ballot: [],
  last_round: null,
  scores: [],
  corrections: true,
};

/** The game with what only the caller sees: their own caption and vote this round. */
export const captionGameSchema = z.object({
  room_id: z.string(),
  view: captionViewSchema,
  my_caption: z.nullable(z.object({ id: z.string(), text: z.string() })),
  my_vote: z.nullable(z.string()),
});
export type CaptionGame = z.infer<typeof captionGameSchema>;

const eventId = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));

export const captionBodySchema = z.object({
  event_id: eventId,
  text: z.string().check(z.trim(), z.minLength(1, CAPTION_TEXTS.emptyCaption), z.maxLength(CAPTION_THIS.captionMaxLength)),
  /** The caption came from the player's speech (transcribe), perhaps edited. */
  spoken: z._default(z.boolean(), false),
});
export const captionVoteBodySchema = z.object({
  event_id: eventId,
  caption_id: z.string().check(z.minLength(1), z.maxLength(40)),
});
export const captionCorrectionsBodySchema = z.object({ event_id: eventId, on: z.boolean() });

/** What the recogniser heard in a spoken caption, for the player to check and send. */
export const captionTranscriptSchema = z.object({ text: z.string() });

export const captionResultsSchema = z.object({
  room_id: z.string(),
  phase: z.enum(CAPTION_PHASES),
  rounds: z.array(captionRoundSchema),
  scores: z.array(z.object({ user_id: z.int(), points: z.int() })),
});
export type CaptionResults = z.infer<typeof captionResultsSchema>;

export const captionConfigSchema = z.extend(activitySettingsSchema, {
  rounds: z.int(),
  write_seconds: z.int(),
  vote_seconds: z.int(),
  break_seconds: z.int(),
  min_players: z.int(),
  pictures: z.int(),
});
export type CaptionConfig = z.infer<typeof captionConfigSchema>;

export const captionMediaListSchema = z.object({ media: z.array(captionMediaSchema) });
