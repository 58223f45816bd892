import {
  CAPTION_PHASES,
  CAPTION_TEXTS,
  CAPTION_THIS,
  WAITING_CAPTION,
  captionCorrectionSchema,
  captionRoundSchema,
  type CaptionRound,
  type CaptionView,
} from '@parley/contracts';
import * as z from 'zod/mini';
import type { ActivityContext, ActivityMachine, Step } from '../engine/activity-machine.ts';
import { breakSecondsOf, later, newGameId, rankedScores, refuse, roundSecondsOf } from '../engine/game-rules.ts';
import { mediaOf, usefulWordsOf } from './media.ts';
import { SCENES } from './scenes.ts';

const captionSchema = z.object({
  id: z.string(),
  user_id: z.int(),
  text: z.string(),
  spoken: z.boolean(),
  corrections: z.array(captionCorrectionSchema),
});

const stateSchema = z.object({
  phase: z.enum(CAPTION_PHASES),
  game_id: z.string(),
  /** One round, unique to it: the clock's wake-ups name it. */
  round_id: z.nullable(z.string()),
  round: z.int(),
  scene_id: z.nullable(z.string()),
  ends_at: z.nullable(z.iso.datetime()),
  captions: z.array(captionSchema),
  /** The ballot's order, shuffled once when voting opens. */
  ballot_ids: z.array(z.string()),
  votes: z.array(z.object({ user_id: z.int(), caption_id: z.string() })),
  scores: z.record(z.string(), z.int()),
  used_scene_ids: z.array(z.string()),
  rounds: z.array(captionRoundSchema),
  corrections: z.boolean(),
});
export type CaptionState = z.infer<typeof stateSchema>;
export type Caption = z.infer<typeof captionSchema>;

const wakeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('writing_over'), round_id: z.string() }),
  z.object({ type: z.literal('voting_over'), round_id: z.string() }),
  z.object({ type: z.literal('break_over'), round_id: z.string() }),
]);

export type CaptionAction =
  | { type: 'new_game' }
  /** A caption, with what the grammar checker found in it (checked before the action: it takes time). */
  | { type: 'caption'; user_id: number; text: string; spoken: boolean; corrections: Caption['corrections'] }
  | { type: 'vote'; user_id: number; caption_id: string }
  | { type: 'next'; host: boolean }
  /** The host's choice (the service checks who asks). */
  | { type: 'corrections'; on: boolean }
  | z.infer<typeof wakeSchema>;

type CaptionStep = Step<CaptionState, CaptionAction>;

const captionId = (ctx: ActivityContext) => Math.floor(ctx.random() * 36 ** 6).toString(36);

function pickScene(state: CaptionState, ctx: ActivityContext): string {
  const fresh = SCENES.filter((scene) => !state.used_scene_ids.includes(scene.id));
  const from = fresh.length ? fresh : SCENES;
  return from[Math.floor(ctx.random() * from.length)]!.id;
}

function nextRound(state: CaptionState, ctx: ActivityContext): CaptionStep {
  if (state.round >= CAPTION_THIS.rounds || ctx.people.length < CAPTION_THIS.minPlayers)
    return { state: { ...state, phase: 'finished', ends_at: null } };
  const sceneId = pickScene(state, ctx);
  const roundId = `${state.game_id}.${state.round + 1}`;
  const seconds = roundSecondsOf(ctx, CAPTION_THIS.writeSeconds);
  return {
    state: {
      ...state,
      phase: 'writing',
      round_id: roundId,
      round: state.round + 1,
      scene_id: sceneId,
      ends_at: later(ctx, seconds),
      captions: [],
      ballot_ids: [],
      votes: [],
      used_scene_ids: [...state.used_scene_ids, sceneId],
    },
    wake: { afterMs: seconds * 1000, action: { type: 'writing_over', round_id: roundId } },
  };
}

/** The finished round: captions by votes, the winners, and the picture's words. */
function roundResult(state: CaptionState): CaptionRound {
  const votesFor = (id: string) => state.votes.filter((v) => v.caption_id === id).length;
  const captions = state.captions
    .map(({ id, user_id, text, spoken, corrections }) => ({
      id,
      user_id,
      text,
      spoken,
      votes: votesFor(id),
      corrections,
    }))
    .sort((a, b) => b.votes - a.votes);
  const most = captions[0]?.votes ?? 0;
  return {
    round: state.round,
    media: mediaOf(state.scene_id!),
    captions,
    winner_ids: most > 0 ? captions.filter((c) => c.votes === most).map((c) => c.user_id) : [],
    useful_words: usefulWordsOf(state.scene_id!),
    description: mediaOf(state.scene_id!).alt,
  };
}

function endRound(state: CaptionState, ctx: ActivityContext): CaptionStep {
  const result = roundResult(state);
  const scores = { ...state.scores };
  for (const caption of result.captions) scores[caption.user_id] = (scores[caption.user_id] ?? 0) + caption.votes;
  const seconds = breakSecondsOf(ctx, CAPTION_THIS.breakSeconds);
  return {
    state: { ...state, phase: 'round_over', ends_at: later(ctx, seconds), scores, rounds: [...state.rounds, result] },
    wake: { afterMs: seconds * 1000, action: { type: 'break_over', round_id: state.round_id! } },
  };
}

/** Who may still vote: everyone in the room with a caption to choose that is not their own. */
const voters = (state: CaptionState, ctx: ActivityContext) =>
  ctx.people.filter((id) => state.captions.some((c) => c.user_id !== id));

/** Voting needs two captions; with fewer there is nothing to choose, and the round is over. */
function openVoting(state: CaptionState, ctx: ActivityContext): CaptionStep {
  if (state.captions.length < 2) return endRound(state, ctx);
  const ballot = state.captions.map((c) => ({ id: c.id, order: ctx.random() })).sort((a, b) => a.order - b.order);
  const seconds = roundSecondsOf(ctx, CAPTION_THIS.voteSeconds);
  return {
    state: { ...state, phase: 'voting', ends_at: later(ctx, seconds), ballot_ids: ballot.map((b) => b.id) },
    wake: { afterMs: seconds * 1000, action: { type: 'voting_over', round_id: state.round_id! } },
  };
}

function caption(state: CaptionState, action: Extract<CaptionAction, { type: 'caption' }>, ctx: ActivityContext) {
  if (state.phase !== 'writing') return refuse(CAPTION_TEXTS.notWriting);
  if (state.captions.some((c) => c.user_id === action.user_id)) return refuse(CAPTION_TEXTS.alreadyCaptioned);
  const { user_id, text, spoken, corrections } = action;
  const next = { ...state, captions: [...state.captions, { id: captionId(ctx), user_id, text, spoken, corrections }] };
  const everyone = ctx.people.every((id) => next.captions.some((c) => c.user_id === id));
  return everyone ? openVoting(next, ctx) : { state: next };
}

function vote(state: CaptionState, action: Extract<CaptionAction, { type: 'vote' }>, ctx: ActivityContext) {
  if (state.phase !== 'voting') return refuse(CAPTION_TEXTS.notVoting);
  const chosen = state.captions.find((c) => c.id === action.caption_id);
  if (!chosen) return refuse(CAPTION_TEXTS.noSuchCaption);
  if (chosen.user_id === action.user_id) return refuse(CAPTION_TEXTS.ownCaption);
  if (state.votes.some((v) => v.user_id === action.user_id)) return refuse(CAPTION_TEXTS.alreadyVoted);
  const next = { ...state, votes: [...state.votes, { user_id: action.user_id, caption_id: action.caption_id }] };
  const everyone = voters(next, ctx).every((id) => next.votes.some((v) => v.user_id === id));
  return everyone ? endRound(next, ctx) : { state: next };
}

function newGame(state: CaptionState, ctx: ActivityContext): CaptionStep {
  if (state.phase !== 'waiting' && state.phase !== 'finished') return refuse(CAPTION_TEXTS.gameRunning);
  if (ctx.people.length < CAPTION_THIS.minPlayers) return refuse(CAPTION_TEXTS.notEnoughPlayers);
  return nextRound({ ...waiting(ctx), corrections: state.corrections }, ctx);
}

function next(state: CaptionState, host: boolean, ctx: ActivityContext): CaptionStep {
  if (!host) return refuse(CAPTION_TEXTS.cannotSkip);
  switch (state.phase) {
    case 'writing':
      return openVoting(state, ctx);
    case 'voting':
      return endRound(state, ctx);
    case 'round_over':
      return nextRound(state, ctx);
    default:
      return refuse(CAPTION_TEXTS.notWriting);
  }
}

/** A wake-up of the round and phase it names; any other is stale. */
function woken(state: CaptionState, action: z.infer<typeof wakeSchema>, ctx: ActivityContext): CaptionStep {
  if (state.round_id !== action.round_id) return refuse('stale');
  if (action.type === 'writing_over' && state.phase === 'writing') return openVoting(state, ctx);
  if (action.type === 'voting_over' && state.phase === 'voting') return endRound(state, ctx);
  if (action.type === 'break_over' && state.phase === 'round_over') return nextRound(state, ctx);
  return refuse('stale');
}

function waiting(ctx: ActivityContext): CaptionState {
  return {
    phase: 'waiting',
    game_id: newGameId(ctx),
    round_id: null,
    round: 0,
    scene_id: null,
    ends_at: null,
    captions: [],
    ballot_ids: [],
    votes: [],
    scores: {},
    used_scene_ids: [],
    rounds: [],
    corrections: true,
  };
}

/** A finished round as the room sees it: without the corrections when the host turned them off. */
export function shownRound<R extends CaptionRound | null>(round: R, corrections: boolean): R {
  if (!round || corrections) return round;
  return { ...round, captions: round.captions.map((c) => ({ ...c, corrections: [] })) };
}

export function captionView(state: CaptionState): CaptionView {
  if (state.phase === 'waiting') return { ...WAITING_CAPTION, corrections: state.corrections };
  const byId = new Map(state.captions.map((c) => [c.id, c]));
  const running = state.phase === 'writing' || state.phase === 'voting';
  return {
    type: 'CAPTION_THIS',
    phase: state.phase,
    round: state.round,
    rounds_total: CAPTION_THIS.rounds,
    media: state.scene_id ? mediaOf(state.scene_id) : null,
    ends_at: state.ends_at,
    done_ids: !running
      ? []
      : state.phase === 'writing'
        ? state.captions.map((c) => c.user_id)
        : state.votes.map((v) => v.user_id),
    ballot: state.phase === 'voting' ? state.ballot_ids.map((id) => ({ id, text: byId.get(id)!.text })) : [],
    last_round: running ? null : shownRound(state.rounds.at(-1) ?? null, state.corrections),
    scores: rankedScores(state.scores),
    corrections: state.corrections,
  };
}

/**
 * Caption this (ADR 0055): each round shows the room a picture; everyone writes or says a caption; everyone votes for
 * one that is not their own; the round's card shows every caption with its author, votes and (unless the host turns
 * them off) the grammar checker's corrections, and words for what the picture shows.
 */
export const captionMachine: ActivityMachine<CaptionState, CaptionAction> = {
  type: 'CAPTION_THIS',
  stateSchema,
  wakeSchema,
  initial: waiting,
  begin(ctx) {
    return ctx.people.length >= CAPTION_THIS.minPlayers ? newGame(waiting(ctx), ctx) : { state: waiting(ctx) };
  },
  act(state, action, ctx) {
    switch (action.type) {
      case 'new_game':
        return newGame(state, ctx);
      case 'caption':
        return caption(state, action, ctx);
      case 'vote':
        return vote(state, action, ctx);
      case 'next':
        return next(state, action.host, ctx);
      case 'corrections':
        return { state: { ...state, corrections: action.on } };
      default:
        return woken(state, action, ctx);
    }
  },
  view: captionView,
};
