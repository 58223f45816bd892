import { GEO_GAME, GEO_GAME_TEXTS, WAITING_GEO_GAME } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import type { ActivityContext } from '../engine/activity-machine.ts';
import { refusal } from '../engine/machine-testing.ts';
import { CITY_SET } from './city-set.ts';
import { distanceKm, pointsForDistance } from './distance.ts';
import { cityOf, geoGameMachine as machine, guessOf, type GeoGameAction, type GeoGameState } from './geogame.machine.ts';

const START = Date.parse('2026-03-10T10:00:00Z');
const ctx = (people = [1, 2, 3], random = () => 0.5, level: ActivityContext['level'] = 1): ActivityContext => ({
  roomId: 'E1-main',
  now: new Date(START),
  random,
  level,
  topicsUsed: [],
  clocks: { roundSeconds: null, breakSeconds: null },
  people,
});
const run = (state: GeoGameState, action: GeoGameAction, at = ctx()) => machine.act(state, action, at);
const begun = (at = ctx()) => machine.begin!(at).state;
const guess = (state: GeoGameState, user_id: number, lat: number, lon: number, at = ctx()) =>
  run(state, { type: 'guess', user_id, lat, lon }, at);
/** The describer ends the round, then the pause. */
const roundOver = (state: GeoGameState, at = ctx()) =>
  run(
    run(state, { type: 'next', user_id: state.describer_id!, host: false }, at).state,
    { type: 'next', user_id: state.describer_id!, host: false },
    at,
  ).state;

describe('distances and points', () => {
  it('measures the great circle: London to Paris is about 344 km, antipodes half the Earth round', () => {
    expect(distanceKm({ lat: 51.5074, lon: -0.1278 }, { lat: 48.8566, lon: 2.3522 })).toBeCloseTo(344, -1);
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(20_015, -1);
    expect(distanceKm({ lat: 10, lon: 170 }, { lat: 10, lon: -170 })).toBeLessThan(2_200);
  });

  it('gives every point on the spot and half of them every 1,000 km', () => {
    expect(pointsForDistance(0)).toBe(GEO_GAME.maxPoints);
    expect(pointsForDistance(GEO_GAME.halfPointsKm)).toBe(GEO_GAME.maxPoints / 2);
    expect(pointsForDistance(2 * GEO_GAME.halfPointsKm)).toBe(GEO_GAME.maxPoints / 4);
    expect(pointsForDistance(20_000)).toBe(0);
  });
});

describe('the geography game machine', () => {
  it('waits with one person in the room, refuses a game until a second comes, and then deals the first city', () => {
    const alone = machine.begin!(ctx([1]));
    expect(machine.view(alone.state)).toEqual(WAITING_GEO_GAME);
    expect(refusal(() => run(alone.state, { type: 'new_game' }, ctx([1])))).toBe(GEO_GAME_TEXTS.notEnoughPlayers);
    expect(run(alone.state, { type: 'new_game' }, ctx([1, 2])).state.phase).toBe('describing');
  });

  it('tells only the describer the city, of the event level, and hides it from the room until the round is over', () => {
    const step = machine.begin!(ctx());
    const { state } = step;
    const city = cityOf(state)!;
    expect(city.level).toBe(1);
    expect(state).toMatchObject({ phase: 'describing', describer_id: 1, round: 1 });
    expect(step.effects).toEqual([
      {
        type: 'GEO_CITY',
        payload: { room_id: 'E1-main', round_id: state.round_id, card: expect.objectContaining({ name: city.name }) },
        to: { userId: 1 },
      },
    ]);
    expect(step.wake).toEqual({ afterMs: GEO_GAME.roundSeconds * 1000, action: { type: 'time_up', round_id: state.round_id } });
    const view = machine.view(state);
    expect(view).toMatchObject({ phase: 'describing', round: 1, rounds_total: 3, describer_id: 1, city: null });
    expect(JSON.stringify(view)).not.toContain(city.name);
  });

  it('gives the round the server’s length when one is set', () => {
    const step = machine.begin!({ ...ctx(), clocks: { roundSeconds: 600, breakSeconds: null } });
    expect(step.wake!.afterMs).toBe(600_000);
    expect(step.state.ends_at).toBe(new Date(START + 600_000).toISOString());
  });

  it('takes one guess per guesser, refuses the describer, and ends the round when everyone has guessed', () => {
    const state = begun();
    const city = cityOf(state)!;
    expect(refusal(() => guess(state, 1, 0, 0))).toBe(GEO_GAME_TEXTS.describerCannotGuess);
    const one = guess(state, 2, city.lat, city.lon).state;
    expect(guessOf(one, 2)).toEqual({ lat: city.lat, lon: city.lon });
    expect(guessOf(one, 3)).toBeNull();
    expect(machine.view(one)).toMatchObject({ phase: 'describing', guessed_ids: [2] });
    expect(JSON.stringify(machine.view(one))).not.toContain(String(city.lat));
    expect(refusal(() => guess(one, 2, 0, 0))).toBe(GEO_GAME_TEXTS.alreadyGuessed);

    const step = guess(one, 3, city.lat + 9, city.lon);
    expect(step.state.phase).toBe('round_over');
    expect(step.wake).toEqual({
      afterMs: GEO_GAME.breakSeconds * 1000,
      action: { type: 'break_over', round_id: state.round_id },
    });
    const round = step.state.rounds[0]!;
    expect(round.guesses.map((g) => [g.user_id, g.distance_km, g.points])).toEqual([
      [2, 0, 100],
      [3, 1001, 50],
    ]);
    expect(round.describer_points).toBe(75);
    expect(machine.view(step.state)).toMatchObject({
      phase: 'round_over',
      city: { name: city.name, country: city.country },
      scores: [
        { user_id: 2, points: 100 },
        { user_id: 1, points: 75 },
        { user_id: 3, points: 50 },
      ],
    });
    expect(guessOf(step.state, 2)).toBeNull();
    expect(refusal(() => guess(step.state, 2, 0, 0))).toBe(GEO_GAME_TEXTS.notGuessing);
  });

  it('ends the round on the clock with the guesses made, and a stale or repeated clock changes nothing', () => {
    const state = guess(begun(), 2, 10, 10).state;
    const over = run(state, { type: 'time_up', round_id: state.round_id! });
    expect(over.state.rounds[0]!.guesses.map((g) => g.user_id)).toEqual([2]);
    expect(refusal(() => run(over.state, { type: 'time_up', round_id: state.round_id! }))).toBe('stale');
    expect(refusal(() => run(state, { type: 'break_over', round_id: state.round_id! }))).toBe('stale');
    const nextRound = run(over.state, { type: 'break_over', round_id: state.round_id! }).state;
    expect(nextRound).toMatchObject({ phase: 'describing', round: 2, describer_id: 2 });
    expect(refusal(() => run(nextRound, { type: 'time_up', round_id: state.round_id! }))).toBe('stale');
  });

  it('lets only the host or the describer move on, and refuses a second game while one runs', () => {
    const state = begun();
    expect(refusal(() => run(state, { type: 'next', user_id: 2, host: false }))).toBe(GEO_GAME_TEXTS.cannotSkip);
    expect(run(state, { type: 'next', user_id: 2, host: true }).state.phase).toBe('round_over');
    expect(refusal(() => run(state, { type: 'new_game' }))).toBe(GEO_GAME_TEXTS.gameRunning);
    expect(refusal(() => run(machine.initial(ctx()), { type: 'next', user_id: 1, host: true }))).toBe(GEO_GAME_TEXTS.notGuessing);
  });

  it('gives each player one city to describe, never the same city twice, then the results; a new game starts over', () => {
    let state = begun();
    const cities = [state.city_id];
    state = roundOver(state);
    cities.push(state.city_id);
    state = roundOver(state);
    cities.push(state.city_id);
    expect(state.describer_id).toBe(3);
    state = roundOver(state);
    expect(state.phase).toBe('finished');
    expect(new Set(cities).size).toBe(3);
    expect(state.rounds.map((r) => r.describer_id)).toEqual([1, 2, 3]);
    expect(machine.view(state)).toMatchObject({ phase: 'finished', round: 3, rounds_total: 3, describer_id: null });
    const again = run(state, { type: 'new_game' }).state;
    expect(again).toMatchObject({ phase: 'describing', round: 1, rounds: [], describer_id: 1 });
  });

  it('skips a describer who left, lets a latecomer play from their first guess, and ends when too few are left', () => {
    const state = begun(ctx([1, 2]));
    const joined = guess(state, 4, 0, 0, ctx([1, 2, 4])).state;
    expect(joined.player_ids).toEqual([1, 2, 4]);
    expect(joined.phase).toBe('describing');
    const second = roundOver(joined, ctx([1, 4]));
    expect(second.describer_id).toBe(4);
    expect(roundOver(second, ctx([4])).phase).toBe('finished');
  });

  it('deals cities of harder levels to stronger rooms, and useful words about the city after each round', () => {
    const levels = new Set<number>();
    for (let i = 0; i < 40; i++) levels.add(cityOf(begun(ctx([1, 2], () => i / 40, 4)))!.level);
    expect(Math.max(...levels)).toBe(4);
    const over = run(begun(), { type: 'next', user_id: 1, host: false }).state;
    const { city, useful_words } = over.rounds[0]!;
    expect(useful_words).toHaveLength(GEO_GAME.usefulWords);
    for (const { example } of useful_words) expect(example).toContain(city.name);
    expect(useful_words[1]!.example).toBe(`${city.name} is in ${city.continent}.`);
  });
});

describe('the city set', () => {
  it('has unique cities at every level, the best-known with landmarks', () => {
    expect(new Set(CITY_SET.map((c) => c.id)).size).toBe(CITY_SET.length);
    expect(new Set(CITY_SET.map((c) => `${c.name}/${c.country}`)).size).toBe(CITY_SET.length);
    for (const level of [1, 2, 3, 4]) expect(CITY_SET.filter((c) => c.level === level).length).toBeGreaterThan(50);
    expect(CITY_SET.filter((c) => c.level === 1).every((c) => c.landmarks.length > 0)).toBe(true);
    expect(CITY_SET.find((c) => c.name === 'Paris')).toMatchObject({ country: 'France', capital: true, continent: 'Europe' });
  });
});
