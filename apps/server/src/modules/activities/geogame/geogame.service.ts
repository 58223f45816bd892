import {
  GEO_GAME,
  GEO_GAME_TEXTS,
  WAITING_GEO_GAME,
  type GeoCoordinates,
  type GeoGame,
  type GeoGameConfig,
  type GeoPoint,
  type GeoResults,
  type GeoRound,
} from '@parley/contracts';
import { notFound } from '../../../errors.ts';
import type { Viewer } from '../../../shared/viewer.ts';
import * as live from '../../live/public.ts';
import { act, gameConfig, readActivity, type RuntimeDeps, type Target } from '../engine/runtime.ts';
import { CITY_SET } from './city-set.ts';
import { cityCard, cityOf, geoGameMachine, geoGameView, guessOf, type GeoGameState } from './geogame.machine.ts';

type RoomTarget = Omit<Target, 'all_rooms'>;

function gameFor(roomId: string, state: GeoGameState | null, viewer: Viewer): GeoGame {
  if (!state) return { room_id: roomId, view: WAITING_GEO_GAME, card: null, my_guess: null };
  const city = state.phase === 'describing' && state.describer_id === viewer.id ? cityOf(state) : null;
  return { room_id: roomId, view: geoGameView(state), card: city && cityCard(city), my_guess: guessOf(state, viewer.id) };
}

/** The game, with the city if the caller is describing it and their own guess if they placed one. */
export const game = (deps: live.ChangeDeps, viewer: Viewer, target: RoomTarget) =>
  readActivity(deps, viewer, target, geoGameMachine, (room, state) => gameFor(room.id, state, viewer));

/** Anyone in the room starts a game when none runs. */
export async function newGame(deps: RuntimeDeps, viewer: Viewer, target: RoomTarget): Promise<GeoGame> {
  const { room_id, state } = await act(deps, viewer, target, geoGameMachine, { type: 'new_game' });
  return gameFor(room_id, state, viewer);
}

/** The host or the describer ends the guessing now, or the pause after a round. */
export async function next(deps: RuntimeDeps, viewer: Viewer, target: RoomTarget): Promise<GeoGame> {
  const { room_id, state } = await act(deps, viewer, target, geoGameMachine, (ctx) => ({
    type: 'next' as const,
    user_id: viewer.id,
    host: live.isHostOf(ctx.found, ctx.state, viewer.id),
  }));
  return gameFor(room_id, state, viewer);
}

/** A guesser places their guess; the round ends when the last guesser in the room has. */
export async function guess(deps: RuntimeDeps, viewer: Viewer, eventId: string, point: GeoPoint) {
  const { state } = await act(deps, viewer, { event_id: eventId }, geoGameMachine, {
    type: 'guess',
    user_id: viewer.id,
    ...point,
  });
  return { ...point, guessed: state.phase === 'describing' ? state.guesses.length : (state.rounds.at(-1)?.guesses.length ?? 0) };
}

/** A finished round: the one asked for, or the last; a round still being guessed is never shown. */
function finishedRound(state: GeoGameState | null, round: number | undefined): GeoRound {
  const rounds = state?.rounds ?? [];
  const found = round === undefined ? rounds.at(-1) : rounds.find((r) => r.round === round);
  if (!found) throw notFound(GEO_GAME_TEXTS.roundNotOver);
  return found;
}

export const coordinates = (deps: live.ChangeDeps, viewer: Viewer, target: RoomTarget & { round?: number | undefined }) =>
  readActivity(deps, viewer, target, geoGameMachine, (_room, state): GeoCoordinates => {
    const { round, city, guesses } = finishedRound(state, target.round);
    return {
      round,
      city: { name: city.name, lat: city.lat, lon: city.lon },
      guesses: guesses.map(({ user_id, lat, lon }) => ({ user_id, lat, lon })),
    };
  });

export const results = (deps: live.ChangeDeps, viewer: Viewer, target: RoomTarget) =>
  readActivity(deps, viewer, target, geoGameMachine, (room, state): GeoResults => ({
    room_id: room.id,
    phase: state?.phase ?? 'waiting',
    scores: state ? geoGameView(state).scores : [],
    last_round: state?.rounds.at(-1) ?? null,
  }));

export const rounds = (deps: live.ChangeDeps, viewer: Viewer, target: RoomTarget) =>
  readActivity(deps, viewer, target, geoGameMachine, (room, state) => ({ room_id: room.id, rounds: state?.rounds ?? [] }));

/** The geography game's settings for an event: groups without rotation, the round's clock, and its city level. */
export async function geoGameConfig(deps: RuntimeDeps, eventRef: string): Promise<GeoGameConfig> {
  const { settings, level } = await gameConfig(deps, eventRef, 'GEO_GAME', GEO_GAME);
  return {
    ...settings,
    city_level: level,
    cities_at_level: CITY_SET.filter((city) => city.level <= level).length,
  };
}
