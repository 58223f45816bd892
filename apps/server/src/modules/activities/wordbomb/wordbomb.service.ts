import {
  WAITING_WORD_BOMB,
  WORD_BOMB,
  WORD_BOMB_TEXTS,
  type WordBombAnswerResult,
  type WordBombConfig,
  type WordBombGame,
} from '@parley/contracts';
import { conflict } from '../../../errors.ts';
import type { SpeechPort } from '../../../platform/speech/port.ts';
import type { Viewer } from '../../../shared/viewer.ts';
import type * as live from '../../live/public.ts';
import { act, gameConfig, ownStateUnlocked, readActivity, type RuntimeDeps, type Target } from '../engine/runtime.ts';
import { hearOneOf } from '../../../shared/spoken-word.ts';
import { DICTIONARY_SIZE, SYLLABLES } from './dictionary.ts';
import { candidateAnswers } from './spoken-answer.ts';
import { wordBombMachine, wordBombView, type WordBombState } from './wordbomb.machine.ts';

type RoomTarget = Omit<Target, 'all_rooms'>;

export interface WordBombDeps extends RuntimeDeps {
  speech: Pick<SpeechPort, 'recognizer' | 'converter'>;
}

const gameFor = (roomId: string, state: WordBombState | null): WordBombGame => ({
  room_id: roomId,
  view: state ? wordBombView(state) : WAITING_WORD_BOMB,
});

/** The game of a room the caller may see (their own; any, for a host). */
export const game = (deps: live.ChangeDeps, viewer: Viewer, target: RoomTarget) =>
  readActivity(deps, viewer, target, wordBombMachine, (room, state) => gameFor(room.id, state));

/** Anyone in the room starts a game when none runs: everyone in the room then plays. */
export async function newGame(deps: RuntimeDeps, viewer: Viewer, target: RoomTarget): Promise<WordBombGame> {
  const { room_id, state } = await act(deps, viewer, target, wordBombMachine, { type: 'new_game' });
  return gameFor(room_id, state);
}

/** The holder gives the prompt up: the bomb explodes on them. */
export async function pass(deps: RuntimeDeps, viewer: Viewer, target: RoomTarget): Promise<WordBombGame> {
  const { room_id, state } = await act(deps, viewer, target, wordBombMachine, { type: 'pass', user_id: viewer.id });
  return gameFor(room_id, state);
}

/** The holder's word: it passes the bomb on, or stays their attempt for the room to see, with why it did not pass. */
export async function answer(
  deps: RuntimeDeps,
  viewer: Viewer,
  eventId: string,
  text: string,
  spoken = false,
): Promise<WordBombAnswerResult> {
  const { state } = await act(deps, viewer, { event_id: eventId }, wordBombMachine, {
    type: 'answer',
    user_id: viewer.id,
    text,
    spoken,
  });
  // A word that passed leaves no attempt (the next holder starts afresh); one that did not is the caller's attempt.
  if (state.attempt?.user_id === viewer.id) return { verdict: state.attempt.verdict, word: state.attempt.text };
  return { verdict: 'correct', word: state.played.at(-1)!.word };
}

/** The prompt the caller must answer now, read without the room's lock (the answer itself re-checks it all). */
async function promptToAnswer(deps: live.ChangeDeps, viewer: Viewer, eventRef: string): Promise<string> {
  const state = await ownStateUnlocked(deps, viewer, eventRef, wordBombMachine);
  if (state?.phase !== 'playing' || !state.syllable) throw conflict(WORD_BOMB_TEXTS.notPlaying);
  if (state.holder_id !== viewer.id) throw conflict(WORD_BOMB_TEXTS.notYourTurn);
  return state.syllable;
}

/**
 * A spoken answer: the clip is recognised among words holding the prompt and decoys (spoken-answer.ts) outside the
 * room's lock, and the word heard is then answered as if typed. Nothing heard leaves the game as it was.
 */
export async function spokenAnswer(
  deps: WordBombDeps,
  viewer: Viewer,
  target: RoomTarget,
  audio: Uint8Array,
): Promise<WordBombAnswerResult> {
  const syllable = await promptToAnswer(deps, viewer, target.event_id);
  const heard = await hearOneOf(deps.speech, audio, candidateAnswers(syllable, Math.random), {
    ...WORD_BOMB_TEXTS,
    maxSeconds: WORD_BOMB.spokenAnswerMaxSeconds,
  });
  if (!heard) return { verdict: null, word: null };
  return answer(deps, viewer, target.event_id, heard, true);
}

/** The word game's settings for an event: groups without rotation, the bomb's clock, lives, and its prompt level. */
export async function wordBombConfig(deps: RuntimeDeps, eventRef: string): Promise<WordBombConfig> {
  const rules = { roundSeconds: WORD_BOMB.turnSeconds, breakSeconds: 0, minPlayers: WORD_BOMB.minPlayers };
  const { settings, level } = await gameConfig(deps, eventRef, 'JKLM_FUN', rules);
  const { round_seconds, break_seconds: _none, ...rest } = settings;
  return {
    ...rest,
    turn_seconds: round_seconds,
    lives: WORD_BOMB.lives,
    syllable_level: level,
    syllables_at_level: SYLLABLES.filter((s) => s.level === level).length,
    dictionary_words: DICTIONARY_SIZE,
  };
}
