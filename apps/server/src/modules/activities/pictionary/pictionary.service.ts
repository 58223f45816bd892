import {
  ACTIVITY_TEXTS,
  PICTIONARY,
  PICTIONARY_TEXTS,
  WAITING_PICTIONARY,
  type PictionaryConfig,
  type PictionaryGame,
  type PictionaryGuessResult,
  type PictionaryStroke,
  type StrokePieces,
} from '@parley/contracts';
import { conflict, forbidden } from '../../../errors.ts';
import type { Tx } from '../../../platform/db/port.ts';
import type { SpeechPort } from '../../../platform/speech/port.ts';
import type { Viewer } from '../../../shared/viewer.ts';
import * as live from '../../live/public.ts';
import { relayInRoom, type RelayDeps } from '../engine/room-relay.ts';
import {
  act,
  gameConfig,
  ownStateUnlocked,
  readActivity,
  roomOf,
  storedState,
  type RuntimeDeps,
  type Target,
} from '../engine/runtime.ts';
import { hearOneOf } from '../../../shared/spoken-word.ts';
import { judgeGuess } from './judge-guess.ts';
import { pictionaryMachine, pictionaryView, type PictionaryState } from './pictionary.machine.ts';
import { candidateWords } from './spoken-guess.ts';
import { addStroke, clearStrokes, strokesOf } from './strokes.store.ts';
import { WORD_BANK } from './word-bank.ts';

type RoomTarget = Omit<Target, 'all_rooms'>;

export interface PictionaryDeps extends RuntimeDeps {
  speech: Pick<SpeechPort, 'recognizer' | 'converter'>;
}

async function gameFor(tx: Tx, room: live.RoomRow, state: PictionaryState | null, viewer: Viewer): Promise<PictionaryGame> {
  if (!state) return { room_id: room.id, view: WAITING_PICTIONARY, word: null, choices: null, strokes: [] };
  const mine = state.drawer_id === viewer.id;
  return {
    room_id: room.id,
    view: pictionaryView(state),
    word: mine && state.phase === 'drawing' ? (state.word?.word ?? null) : null,
    choices: mine && state.phase === 'choosing' ? state.choices.map((c) => c.word) : null,
    strokes: state.turn_id ? await strokesOf(tx, room.id, state.turn_id) : [],
  };
}

/** The game of a room the caller may see (their own; any, for a host), with the word if they are drawing it. */
export const game = (deps: live.ChangeDeps, viewer: Viewer, target: RoomTarget): Promise<PictionaryGame> =>
  readActivity(deps, viewer, target, pictionaryMachine, (room, state, tx) => gameFor(tx, room, state, viewer));

/** Starts a game when none runs (anyone in the room), or moves on: skips the word or ends the pause (host or drawer). */
export async function next(deps: RuntimeDeps, viewer: Viewer, target: RoomTarget): Promise<PictionaryGame> {
  const { room_id } = await act(deps, viewer, target, pictionaryMachine, (ctx) => ({
    type: 'next' as const,
    user_id: viewer.id,
    host: live.isHostOf(ctx.found, ctx.state, viewer.id),
  }));
  return game(deps, viewer, { event_id: target.event_id, room_id });
}

/** The drawer takes one of the words offered, and the round's clock starts. */
export async function choose(deps: RuntimeDeps, viewer: Viewer, eventId: string, word: string): Promise<PictionaryGame> {
  const { room_id } = await act(deps, viewer, { event_id: eventId }, pictionaryMachine, {
    type: 'choose',
    user_id: viewer.id,
    word,
  });
  return game(deps, viewer, { event_id: eventId, room_id });
}

/** A guess at the caller's room's word; the answer (right, close, points) is the guesser's alone. */
export async function guess(
  deps: RuntimeDeps,
  viewer: Viewer,
  eventId: string,
  text: string,
  spoken = false,
): Promise<PictionaryGuessResult> {
  const { state } = await act(deps, viewer, { event_id: eventId }, pictionaryMachine, {
    type: 'guess',
    user_id: viewer.id,
    text,
    spoken,
  });
  const mine = state.guessed.find((g) => g.user_id === viewer.id);
  const close = !mine && state.word !== null && judgeGuess(state.word.word, text) === 'close';
  return { correct: mine !== undefined, close, text, points: mine?.points ?? 0 };
}

/**
 * A spoken guess: the clip is recognised among the round's word and decoys (spoken-guess.ts) outside the room's lock,
 * and the word heard is then guessed as if typed. Nothing heard leaves the round as it was.
 */
export async function spokenGuess(
  deps: PictionaryDeps,
  viewer: Viewer,
  target: RoomTarget,
  audio: Uint8Array,
): Promise<PictionaryGuessResult> {
  const word = await wordToGuess(deps, viewer, target.event_id);
  const heard = await hearOneOf(deps.speech, audio, candidateWords(word, Math.random), {
    ...PICTIONARY_TEXTS,
    maxSeconds: PICTIONARY.spokenGuessMaxSeconds,
  });
  if (!heard) return { correct: false, close: false, text: null, points: 0 };
  return guess(deps, viewer, target.event_id, heard, true);
}

/** The word of the round the caller may guess in, read without the room's lock (the guess itself re-checks it all). */
async function wordToGuess(deps: live.ChangeDeps, viewer: Viewer, eventRef: string): Promise<string> {
  const state = await ownStateUnlocked(deps, viewer, eventRef, pictionaryMachine);
  if (!state?.word || state.phase !== 'drawing') throw conflict(PICTIONARY_TEXTS.notGuessing);
  if (state.drawer_id === viewer.id) throw conflict(PICTIONARY_TEXTS.drawerCannotGuess);
  return state.word.word;
}

/** The room the caller is drawing in, with the running turn: only the drawer of a running round draws. */
function mustDraw(room: live.RoomRow, viewer: Viewer): string {
  if (room.activityType !== 'PICTIONARY') throw conflict(ACTIVITY_TEXTS.notRunning);
  const state = storedState(pictionaryMachine, room);
  if (!state || state.phase !== 'drawing' || !state.turn_id) throw conflict(PICTIONARY_TEXTS.notGuessing);
  if (state.drawer_id !== viewer.id) throw forbidden(PICTIONARY_TEXTS.notDrawer);
  return state.turn_id;
}

/** The drawer's stroke in progress: relayed at once to the others in the room, never stored. */
export async function relayPoints(deps: RelayDeps, viewer: Viewer, eventId: string, piece: StrokePieces) {
  await relayInRoom(deps, viewer, eventId, {
    activity: 'PICTIONARY',
    may: (room) => {
      const state = storedState(pictionaryMachine, room);
      return state?.phase === 'drawing' && state.drawer_id === viewer.id;
    },
    refusal: PICTIONARY_TEXTS.notDrawer,
    message: (room) => ({
      type: 'PICTIONARY_POINTS',
      seq: null,
      payload: { room_id: room.id, turn_id: storedState(pictionaryMachine, room)!.turn_id!, from_user_id: viewer.id, piece },
    }),
  });
}

/** A drawer's finished stroke, as their socket sent it. */
export interface StrokeCommit {
  viewer: Viewer;
  stroke: PictionaryStroke;
}

/**
 * Finished strokes, a group of them in one change of the event: each stored with its turn (so a late joiner sees it)
 * and sent to the room in order; a refused one (not the drawer, a full canvas) stores nothing of its turn.
 */
export async function storeStrokes(ctx: live.ChangeContext, commits: StrokeCommit[]): Promise<live.Outcome<void>[]> {
  const outcomes: live.Outcome<void>[] = [];
  for (const { viewer, stroke } of commits)
    outcomes.push(
      await live.outcomeOf(async () => {
        const room = await roomOf(ctx, viewer, undefined);
        const turnId = mustDraw(room, viewer);
        const added = await addStroke(ctx.tx, room.id, turnId, stroke, PICTIONARY.strokesPerRound);
        if (added === 'full') throw conflict(PICTIONARY_TEXTS.canvasFull);
        if (added === 'added')
          await ctx.emit('PICTIONARY_STROKE', { room_id: room.id, turn_id: turnId, stroke }, { roomId: room.id });
      }),
    );
  return outcomes;
}

/** The drawer starts the picture again. */
export async function clearCanvas(deps: live.ChangeDeps, viewer: Viewer, eventId: string) {
  await live.change(deps, eventId, async (ctx) => {
    const room = await roomOf(ctx, viewer, undefined);
    const turnId = mustDraw(room, viewer);
    await clearStrokes(ctx.tx, room.id);
    await ctx.emit('PICTIONARY_CLEAR', { room_id: room.id, turn_id: turnId }, { roomId: room.id });
  });
}

/** Pictionary's settings for an event: groups without rotation, the round's clock, and its word level. */
export async function pictionaryConfig(deps: RuntimeDeps, eventRef: string): Promise<PictionaryConfig> {
  const { settings, level } = await gameConfig(deps, eventRef, 'PICTIONARY', PICTIONARY);
  return {
    ...settings,
    word_level: level,
    words_at_level: WORD_BANK.filter((w) => w.level <= level).length,
  };
}
