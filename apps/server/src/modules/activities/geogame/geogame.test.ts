import {
  ACTIVITY_TEXTS,
  EVENT_TEXTS,
  GEO_GAME,
  GEO_GAME_TEXTS,
  type Event,
  type GeoCoordinates,
  type GeoGame,
  type GeoResults,
  type GeoRound,
} from '@parley/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/auth-helpers.ts';
import { student, type Member } from '../../../test/event-helpers.ts';
import { gameRoom } from '../../../test/game-room.ts';
import { wakeUp } from '../engine/runtime.ts';
import { CITY_SET } from './city-set.ts';

const room = gameRoom('geogame');
const { request, read, socketOf, runtime, pendingWake } = room;
let host: Member;
let ann: Member;
let ben: Member;
let event: Event;
beforeEach(() => ({ host, ann, ben, event } = room));

const gameOf = (who: Member) => read<GeoGame>('get', who);
const guess = (who: Member, lat: number, lon: number) => request('POST', 'guess', who, { event_id: event.event_id, lat, lon });
const start = async () => {
  const res = await request('POST', 'start', host, { event_id: event.event_id });
  expect(res.statusCode, res.body).toBe(200);
  return gameOf(host);
};
/** The round's city, as the set has it (the describer's card names it). */
const cityNamed = (name: string) => CITY_SET.find((city) => city.name === name)!;

describe('the geography game', () => {
  it('is started by a host only, shows the describer alone the city, and tells the others who describes', async () => {
    expectError(await request('POST', 'start', ann, { event_id: event.event_id }), 403, 'FORBIDDEN', EVENT_TEXTS.hostOnly);
    expect(socketOf(ann).messages.some((m) => m.type === 'CHANGE_EVENT_TYPE')).toBe(false);
    const game = await start();
    expect(game.view).toMatchObject({ phase: 'describing', round: 1, rounds_total: 3, describer_id: host.id, city: null });
    expect(game.card).toMatchObject({ name: expect.any(String), country: expect.any(String) });
    expect((await socketOf(host).next('GEO_CITY')).payload.card).toEqual(game.card);
    expect((await socketOf(ann).next('CHANGE_EVENT_TYPE')).payload.event_type).toBe('GEO_GAME');
    expect((await socketOf(ann).next('ACTIVITY_STATE')).payload.activity).toEqual(game.view);
    expect(socketOf(ann).messages.some((m) => m.type === 'GEO_CITY')).toBe(false);
    const annSees = await gameOf(ann);
    expect(annSees.card).toBeNull();
    expect(JSON.stringify(annSees)).not.toContain(game.card!.name);

    const config = await read<Record<string, number | null>>('config', ann);
    expect(config).toMatchObject({ room_size: 4, rotation_minutes: null, round_seconds: GEO_GAME.roundSeconds, min_players: 2 });
    expect(config.cities_at_level).toBe(CITY_SET.filter((c) => c.level <= config.city_level!).length);
  });

  it('takes one guess each, scores them by distance when the last guesser is in, and shows the round to everyone', async () => {
    const { card } = await start();
    const city = cityNamed(card!.name);
    expectError(await guess(host, 0, 0), 409, 'CONFLICT', GEO_GAME_TEXTS.describerCannotGuess);
    expectError(await guess(ann, 91, 0), 400, 'VALIDATION_ERROR');
    expectError(await guess(ann, 0, -181), 400, 'VALIDATION_ERROR');
    expectError(
      await request('GET', `coordinates?event_id=${event.event_id}`, ann),
      404,
      'NOT_FOUND',
      GEO_GAME_TEXTS.roundNotOver,
    );

    const first = await guess(ann, city.lat, city.lon);
    expect(first.json()).toEqual({ lat: city.lat, lon: city.lon, guessed: 1 });
    expect((await gameOf(ann)).my_guess).toEqual({ lat: city.lat, lon: city.lon });
    expect((await gameOf(ben)).my_guess).toBeNull();
    expect((await gameOf(ben)).view.guessed_ids).toEqual([ann.id]);
    expectError(await guess(ann, 1, 1), 409, 'CONFLICT', GEO_GAME_TEXTS.alreadyGuessed);

    expect((await guess(ben, city.lat > 0 ? city.lat - 9 : city.lat + 9, city.lon)).statusCode).toBe(200);
    const over = await gameOf(ben);
    expect(over.view).toMatchObject({ phase: 'round_over', city: { name: city.name, country: city.country } });
    expect(over.my_guess).toBeNull();
    expectError(await guess(ben, 0, 0), 409, 'CONFLICT', GEO_GAME_TEXTS.notGuessing);

    const coordinates = await read<GeoCoordinates>('coordinates', ben);
    expect(coordinates).toEqual({
      round: 1,
      city: { name: city.name, lat: city.lat, lon: city.lon },
      guesses: [
        { user_id: ann.id, lat: city.lat, lon: city.lon },
        { user_id: ben.id, lat: expect.any(Number), lon: city.lon },
      ],
    });
    const results = await read<GeoResults>('results', ann);
    expect(results.last_round!.guesses.map((g) => [g.user_id, g.distance_km, g.points])).toEqual([
      [ann.id, 0, 100],
      [ben.id, 1001, 50],
    ]);
    expect(results.scores).toEqual([
      { user_id: ann.id, points: 100 },
      { user_id: host.id, points: 75 },
      { user_id: ben.id, points: 50 },
    ]);
    expect(results.last_round!.useful_words).toHaveLength(GEO_GAME.usefulWords);
    expectError(await request('GET', `coordinates?event_id=${event.event_id}&round=2`, ann), 404, 'NOT_FOUND');
    expectError(await request('GET', `coordinates?event_id=${event.event_id}&round=x`, ann), 400, 'VALIDATION_ERROR');
  });

  it('moves on when the clock runs out or the host or describer says so, and ends with every round and the results', async () => {
    const game = await start();
    expectError(await request('POST', 'next', ann, { event_id: event.event_id }), 409, 'CONFLICT', GEO_GAME_TEXTS.cannotSkip);
    expectError(
      await request('POST', 'game/start', ann, { event_id: event.event_id }),
      409,
      'CONFLICT',
      GEO_GAME_TEXTS.gameRunning,
    );

    // The clock: the wake-up the round asked for, run as the worker would.
    const wake = await pendingWake('time_up', game.room_id);
    expect(wake).toBeDefined();
    await wakeUp(runtime(), wake);
    expect((await gameOf(ann)).view.phase).toBe('round_over');

    // Ann describes next, once the host ends the pause; Ben's turn is ended by Ben.
    const second = (await request('POST', 'next', host, { event_id: event.event_id })).json<GeoGame>();
    expect(second.view).toMatchObject({ phase: 'describing', round: 2, describer_id: ann.id });
    expect(second.card).toBeNull();
    expect((await gameOf(ann)).card).not.toBeNull();
    await request('POST', 'next', ann, { event_id: event.event_id });
    await request('POST', 'next', ann, { event_id: event.event_id });
    expect((await gameOf(ben)).view.describer_id).toBe(ben.id);
    await request('POST', 'next', ben, { event_id: event.event_id });
    const last = (await request('POST', 'next', ben, { event_id: event.event_id })).json<GeoGame>();
    expect(last.view).toMatchObject({ phase: 'finished', round: 3 });

    const { rounds } = await read<{ rounds: GeoRound[] }>('rounds', ann);
    expect(rounds.map((r) => r.describer_id)).toEqual([host.id, ann.id, ben.id]);
    expect(new Set(rounds.map((r) => r.city.name)).size).toBe(3);
    expect((await read<GeoCoordinates>('coordinates?round=2', ann)).city.name).toBe(rounds[1]!.city.name);

    const again = await request('POST', 'game/start', ben, { event_id: event.event_id });
    expect(again.json<GeoGame>().view).toMatchObject({ phase: 'describing', round: 1, describer_id: host.id });
  });

  it('answers only in a room running the game, and exit takes the room back to the chat', async () => {
    expectError(await request('GET', `get?event_id=${event.event_id}`, ann), 409, 'CONFLICT', ACTIVITY_TEXTS.notRunning);
    expectError(await guess(ann, 0, 0), 409, 'CONFLICT', ACTIVITY_TEXTS.notRunning);
    await start();
    const outsider = await student(room.t);
    expectError(await request('GET', `get?event_id=${event.event_id}`, outsider), 409, 'CONFLICT', ACTIVITY_TEXTS.notInRoom);
    expectError(await request('POST', 'exit', ann, { event_id: event.event_id }), 403, 'FORBIDDEN', EVENT_TEXTS.hostOnly);
    expect((await request('POST', 'exit', host, { event_id: event.event_id })).statusCode).toBe(200);
    expectError(await request('GET', `results?event_id=${event.event_id}`, ann), 409, 'CONFLICT', ACTIVITY_TEXTS.notRunning);
  });
});
