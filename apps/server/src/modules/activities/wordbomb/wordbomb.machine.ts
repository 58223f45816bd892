import {
  WAITING_WORD_BOMB,
  WORD_BOMB,
  WORD_BOMB_PHASES,
  WORD_BOMB_TEXTS,
  WORD_BOMB_VERDICTS,
  wordBombExplosionSchema,
  type WordBombVerdict,
  type WordBombView,
} from '@parley/contracts';
import * as z from 'zod/mini';
import type { ActivityContext, ActivityMachine, Step } from '../engine/activity-machine.ts';
import { later, newGameId, normalAnswer, refuse, roundSecondsOf } from '../engine/game-rules.ts';
import { isWord, SYLLABLES, wordsWith } from './dictionary.ts';

const stateSchema = z.object({
  phase: z.enum(WORD_BOMB_PHASES),
  game_id: z.string(),
  turn_id: z.nullable(z.string()),
  turn: z.int(),
  players: z.array(z.object({ user_id: z.int(), lives: z.int(), words: z.int(), longest: z.nullable(z.string()) })),
  holder_id: z.nullable(z.int()),
  syllable: z.nullable(z.string()),
  ends_at: z.nullable(z.iso.datetime()),
  attempt: z.nullable(z.object({ user_id: z.int(), text: z.string(), spoken: z.boolean(), verdict: z.enum(WORD_BOMB_VERDICTS) })),
  /** Every word that passed the bomb this game: none passes it twice. */
  played: z.array(z.object({ user_id: z.int(), word: z.string(), syllable: z.string(), spoken: z.boolean() })),
  explosions: z.array(wordBombExplosionSchema),
  winner_id: z.nullable(z.int()),
});
export type WordBombState = z.infer<typeof stateSchema>;

/** The bomb's clock, taken by the runtime when a prompt's time runs out (it names the turn it ends). */
const wakeSchema = z.object({ type: z.literal('explode'), turn_id: z.string() });

export type WordBombAction =
  | { type: 'new_game' }
  | { type: 'answer'; user_id: number; text: string; spoken: boolean }
  /** The holder gives the prompt up: the bomb explodes on them now. */
  | { type: 'pass'; user_id: number }
  | z.infer<typeof wakeSchema>;

type WordBombStep = Step<WordBombState, WordBombAction>;

/** Prompts not used again for this many turns, so the room meets new letters. */
const RECENT_PROMPTS = 12;
/** A prompt the game's words have nearly used up is not given. */
const WORDS_LEFT_AT_LEAST = 5;
/** Draws before taking any prompt of the level: a game long enough to use up so many is not played by people. */
const PROMPT_TRIES = 20;

const usedWords = (state: WordBombState) => new Set(state.played.map((p) => p.word));

/** A prompt of the event's level, not one of the last few, that still has words left to find. */
function pickSyllable(state: WordBombState, ctx: ActivityContext): string {
  const recent = [...state.played.map((p) => p.syllable), ...state.explosions.map((e) => e.syllable)].slice(-RECENT_PROMPTS);
  const used = usedWords(state);
  const fits = SYLLABLES.filter((s) => s.level === ctx.level && !recent.includes(s.syllable));
  const draw = () => fits[Math.floor(ctx.random() * fits.length)]!.syllable;
  for (let tries = 0; tries < PROMPT_TRIES; tries++) {
    const syllable = draw();
    if (wordsWith(syllable).filter((word) => !used.has(word)).length >= WORDS_LEFT_AT_LEAST) return syllable;
  }
  return draw();
}

/** Who may still get the bomb: players with a life left who are in the room. */
const contenders = (state: WordBombState, ctx: ActivityContext) =>
  state.players.filter((p) => p.lives > 0 && ctx.people.includes(p.user_id));

/** The next contender after the holder, round the table; the holder only when nobody else is left. */
function nextHolder(state: WordBombState, ctx: ActivityContext): number | null {
  const left = new Set(contenders(state, ctx).map((p) => p.user_id));
  const from = state.players.findIndex((p) => p.user_id === state.holder_id);
  for (let step = 1; step <= state.players.length; step++) {
    const { user_id } = state.players[(from + step) % state.players.length]!;
    if (left.has(user_id)) return user_id;
  }
  return null;
}

function finish(state: WordBombState, ctx: ActivityContext): WordBombStep {
  const [last] = contenders(state, ctx);
  return {
    state: {
      ...state,
      phase: 'finished',
      turn_id: null,
      holder_id: null,
      syllable: null,
      ends_at: null,
      attempt: null,
      winner_id: contenders(state, ctx).length === 1 ? last!.user_id : null,
    },
  };
}

/** The bomb goes to the next player with a new prompt, or the game ends when one player (or none) is left. */
function passBomb(state: WordBombState, ctx: ActivityContext, holder = nextHolder(state, ctx)): WordBombStep {
  if (holder === null || contenders(state, ctx).length < 2) return finish(state, ctx);
  const turnId = `${state.game_id}.${state.turn + 1}`;
  const seconds = roundSecondsOf(ctx, WORD_BOMB.turnSeconds);
  return {
    state: {
      ...state,
      turn_id: turnId,
      turn: state.turn + 1,
      holder_id: holder,
      syllable: pickSyllable(state, ctx),
      ends_at: later(ctx, seconds),
      attempt: null,
    },
    wake: { afterMs: seconds * 1000, action: { type: 'explode', turn_id: turnId } },
  };
}

/** How many of a prompt's first words (the most common, the shortest) the card of useful words draws from. */
const USEFUL_FROM = 3 * WORD_BOMB.usefulWords;

/** Words holding the prompt that nobody played, among its most common and shortest: the card after an explosion. */
function usefulWords(state: WordBombState, syllable: string, ctx: ActivityContext): string[] {
  const used = usedWords(state);
  const from = wordsWith(syllable)
    .filter((word) => !used.has(word))
    .slice(0, USEFUL_FROM);
  return Array.from(
    { length: Math.min(WORD_BOMB.usefulWords, from.length) },
    () => from.splice(Math.floor(ctx.random() * from.length), 1)[0]!,
  ).sort((a, b) => a.length - b.length);
}

/** The bomb explodes on its holder: a life less, the card of words that would have passed, and on it goes. */
function explode(state: WordBombState, ctx: ActivityContext): WordBombStep {
  const holder = state.holder_id!;
  const syllable = state.syllable!;
  const hit: WordBombState = {
    ...state,
    players: state.players.map((p) => (p.user_id === holder ? { ...p, lives: p.lives - 1 } : p)),
    explosions: [...state.explosions, { user_id: holder, syllable, useful_words: usefulWords(state, syllable, ctx) }],
  };
  return passBomb(hit, ctx);
}

function newGame(state: WordBombState, ctx: ActivityContext): WordBombStep {
  if (state.phase === 'playing') return refuse(WORD_BOMB_TEXTS.gameRunning);
  if (ctx.people.length < WORD_BOMB.minPlayers) return refuse(WORD_BOMB_TEXTS.notEnoughPlayers);
  const players = ctx.people.map((user_id) => ({ user_id, lives: WORD_BOMB.lives, words: 0, longest: null }));
  const first = players[Math.floor(ctx.random() * players.length)]!.user_id;
  return passBomb({ ...waiting(ctx), phase: 'playing', players }, ctx, first);
}

/** Why a word does not pass the prompt, or null when it does. */
function verdictOf(state: WordBombState, word: string): WordBombVerdict {
  if (!word.includes(state.syllable!)) return 'no_syllable';
  if (!isWord(word)) return 'not_a_word';
  if (usedWords(state).has(word)) return 'used';
  return 'correct';
}

function answer(state: WordBombState, action: Extract<WordBombAction, { type: 'answer' }>, ctx: ActivityContext) {
  if (state.phase !== 'playing') return refuse(WORD_BOMB_TEXTS.notPlaying);
  if (action.user_id !== state.holder_id) return refuse(WORD_BOMB_TEXTS.notYourTurn);
  const word = normalAnswer(action.text).replace(/\s/g, '');
  const verdict = verdictOf(state, word);
  if (verdict !== 'correct')
    return { state: { ...state, attempt: { user_id: action.user_id, text: word, spoken: action.spoken, verdict } } };
  const players = state.players.map((p) =>
    p.user_id === action.user_id
      ? { ...p, words: p.words + 1, longest: word.length > (p.longest?.length ?? 0) ? word : p.longest }
      : p,
  );
  const played = [...state.played, { user_id: action.user_id, word, syllable: state.syllable!, spoken: action.spoken }];
  return passBomb({ ...state, players, played }, ctx);
}

function waiting(ctx: ActivityContext): WordBombState {
  return {
    phase: 'waiting',
    game_id: newGameId(ctx),
    turn_id: null,
    turn: 0,
    players: [],
    holder_id: null,
    syllable: null,
    ends_at: null,
    attempt: null,
    played: [],
    explosions: [],
    winner_id: null,
  };
}

export function wordBombView(state: WordBombState): WordBombView {
  if (state.phase === 'waiting') return WAITING_WORD_BOMB;
  const { game_id: _game, played, ...shown } = state;
  return { type: 'JKLM_FUN', ...shown, played: played.slice(-WORD_BOMB.wordsShown) };
}

/**
 * The word game, BombParty-style (ADR 0054): the bomb goes round the room with a prompt of two or three letters; the
 * player holding it says or types an English word holding the prompt to pass it on with a new one; when the clock
 * runs out (or they give up) it explodes and they lose a life; the last player with a life left wins.
 */
export const wordBombMachine: ActivityMachine<WordBombState, WordBombAction> = {
  type: 'JKLM_FUN',
  stateSchema,
  wakeSchema,
  initial: waiting,
  begin(ctx) {
    return ctx.people.length >= WORD_BOMB.minPlayers ? newGame(waiting(ctx), ctx) : { state: waiting(ctx) };
  },
  act(state, action, ctx) {
    switch (action.type) {
      case 'new_game':
        return newGame(state, ctx);
      case 'answer':
        return answer(state, action, ctx);
      case 'pass':
        if (state.phase !== 'playing') return refuse(WORD_BOMB_TEXTS.notPlaying);
        return action.user_id === state.holder_id ? explode(state, ctx) : refuse(WORD_BOMB_TEXTS.notYourTurn);
      case 'explode':
        return state.phase === 'playing' && state.turn_id === action.turn_id ? explode(state, ctx) : refuse('stale');
    }
  },
  view: wordBombView,
};
