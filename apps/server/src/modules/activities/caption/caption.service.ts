import {
  CAPTION_TEXTS,
  CAPTION_THIS,
  WAITING_CAPTION,
  type CaptionConfig,
  type CaptionGame,
  type CaptionResults,
} from '@parley/contracts';
import type { GrammarChecker } from '@parley/language';
import { badRequest, conflict } from '../../../errors.ts';
import type { SpeechPort } from '../../../platform/speech/port.ts';
import type { Viewer } from '../../../shared/viewer.ts';
import * as live from '../../live/public.ts';
import { act, gameConfig, ownStateUnlocked, readActivity, type RuntimeDeps, type Target } from '../engine/runtime.ts';
import { clipAsWav } from '../../../shared/spoken-word.ts';
import { captionMachine, captionView, shownRound, type Caption, type CaptionState } from './caption.machine.ts';
import { mediaOf } from './media.ts';
import { SCENES } from './scenes.ts';

type RoomTarget = Omit<Target, 'all_rooms'>;

export interface CaptionDeps extends RuntimeDeps {
  speech: Pick<SpeechPort, 'recognizer' | 'converter'>;
  /** The grammar checker the feedback uses (one per process: it takes seconds to load). */
  grammar: () => Promise<GrammarChecker>;
}

function gameFor(roomId: string, state: CaptionState | null, viewer: Viewer): CaptionGame {
  if (!state) return { room_id: roomId, view: WAITING_CAPTION, my_caption: null, my_vote: null };
  const mine = state.phase === 'writing' || state.phase === 'voting' ? state.captions.find((c) => c.user_id === viewer.id) : null;
  return {
    room_id: roomId,
    view: captionView(state),
    my_caption: mine ? { id: mine.id, text: mine.text } : null,
    my_vote: state.phase === 'voting' ? (state.votes.find((v) => v.user_id === viewer.id)?.caption_id ?? null) : null,
  };
}

/**
 * The game, with the caller's own caption and vote. Every page asks for it as a game starts: the grammar checker
 * (harper: ~2 s to load, on the server's own thread) and the speech decoders load then, not when the first caption
 * waits for them (a spoken one waited 14 s on a busy machine).
 */
export function game(deps: CaptionDeps, viewer: Viewer, target: RoomTarget) {
  void deps.grammar().catch(() => undefined);
  void deps.speech.recognizer.warm().catch(() => undefined);
  return readActivity(deps, viewer, target, captionMachine, (room, state) => gameFor(room.id, state, viewer));
}

export async function newGame(deps: RuntimeDeps, viewer: Viewer, target: RoomTarget) {
  const { room_id, state } = await act(deps, viewer, target, captionMachine, { type: 'new_game' });
  return gameFor(room_id, state, viewer);
}

/** The host closes the writing or the voting, or ends the pause. */
export async function next(deps: RuntimeDeps, viewer: Viewer, target: RoomTarget) {
  const { room_id, state } = await act(deps, viewer, target, captionMachine, (ctx) => ({
    type: 'next' as const,
    host: live.isHostOf(ctx.found, ctx.state, viewer.id),
  }));
  return gameFor(room_id, state, viewer);
}

/** The host shows the grammar checker's corrections with the captions, or not. */
export async function setCorrections(deps: RuntimeDeps, viewer: Viewer, eventId: string, on: boolean) {
  const { room_id, state } = await act(
    deps,
    viewer,
    { event_id: eventId },
    captionMachine,
    { type: 'corrections', on },
    async (ctx) => live.mustHost(ctx.found, ctx.state, viewer),
  );
  return gameFor(room_id, state, viewer);
}

/**
 * The checker reads sentences as a transcript has them (lower case, no punctuation): a caption is compared in that
 * form, and its corrections are of that form.
 */
const asTranscript = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z'\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

async function correctionsOf(deps: CaptionDeps, text: string): Promise<Caption['corrections']> {
  const checker = await deps.grammar();
  const [findings = []] = await checker.check([asTranscript(text)]);
  return findings.map((f) => ({ corrected: f.correctedSentence, explanation: f.explanation }));
}

/** A caption for the round's picture, checked for grammar before it joins the round (outside the room's lock). */
export async function addCaption(deps: CaptionDeps, viewer: Viewer, eventId: string, text: string, spoken: boolean) {
  const state = await ownStateUnlocked(deps, viewer, eventId, captionMachine);
  if (state?.phase !== 'writing') throw conflict(CAPTION_TEXTS.notWriting);
  const corrections = await correctionsOf(deps, text);
  const { room_id, state: after } = await act(deps, viewer, { event_id: eventId }, captionMachine, {
    type: 'caption',
    user_id: viewer.id,
    text,
    spoken,
    corrections,
  });
  return gameFor(room_id, after, viewer);
}

/** What a spoken caption says, transcribed by the speech port for the player to check and send. */
export async function transcribe(deps: CaptionDeps, viewer: Viewer, target: RoomTarget, audio: Uint8Array) {
  const state = await ownStateUnlocked(deps, viewer, target.event_id, captionMachine);
  if (state?.phase !== 'writing') throw conflict(CAPTION_TEXTS.notWriting);
  const wav = await clipAsWav(deps.speech, audio, { ...CAPTION_TEXTS, maxSeconds: CAPTION_THIS.spokenMaxSeconds });
  const { words } = await deps.speech.recognizer.transcribe(wav);
  const text = words.map((w) => w.word).join(' ');
  if (!text) throw badRequest('VALIDATION_ERROR', CAPTION_TEXTS.notHeard, 'file');
  return { text: text.slice(0, CAPTION_THIS.captionMaxLength) };
}

export async function vote(deps: RuntimeDeps, viewer: Viewer, eventId: string, captionId: string) {
  const { room_id, state } = await act(deps, viewer, { event_id: eventId }, captionMachine, {
    type: 'vote',
    user_id: viewer.id,
    caption_id: captionId,
  });
  return gameFor(room_id, state, viewer);
}

export const results = (deps: live.ChangeDeps, viewer: Viewer, target: RoomTarget) =>
  readActivity(deps, viewer, target, captionMachine, (room, state): CaptionResults => ({
    room_id: room.id,
    phase: state?.phase ?? 'waiting',
    rounds: (state?.rounds ?? []).map((round) => shownRound(round, state!.corrections)),
    scores: state ? captionView(state).scores : [],
  }));

export const mediaList = () => ({ media: SCENES.map((scene) => mediaOf(scene.id)) });

export async function captionConfig(deps: RuntimeDeps, eventRef: string): Promise<CaptionConfig> {
  const rules = {
    roundSeconds: CAPTION_THIS.writeSeconds,
    breakSeconds: CAPTION_THIS.breakSeconds,
    minPlayers: CAPTION_THIS.minPlayers,
  };
  const { settings } = await gameConfig(deps, eventRef, 'CAPTION_THIS', rules);
  const { round_seconds, ...rest } = settings;
  return {
    ...rest,
    rounds: CAPTION_THIS.rounds,
    write_seconds: round_seconds,
    vote_seconds: deps.clocks.roundSeconds ?? CAPTION_THIS.voteSeconds,
    pictures: SCENES.length,
  };
}
