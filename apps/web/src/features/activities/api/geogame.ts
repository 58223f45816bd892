import { activitiesApi, type GeoPoint } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

const room = (eventId: string) => ({ event_id: eventId });

/** The caller's room's game: the view, the city when they describe it, their own guess. */
export const fetchGeoGame = (eventId: string) => call(activitiesApi.geoGameGet, { query: room(eventId) });

/** The scores and the last finished round's table. */
export const fetchGeoResults = (eventId: string) => call(activitiesApi.geoGameResults, { query: room(eventId) });

/** The last finished round on the map: the city and the guesses. */
export const fetchGeoCoordinates = (eventId: string) => call(activitiesApi.geoGameCoordinates, { query: room(eventId) });

export const newGeoGame = (eventId: string) => call(activitiesApi.geoGameNewGame, { body: room(eventId) });

/** The host or the describer ends the guessing, or the pause. */
export const nextGeoRound = (eventId: string) => call(activitiesApi.geoGameNext, { body: room(eventId) });

export const placeGeoGuess = (eventId: string, point: GeoPoint) =>
  call(activitiesApi.geoGameGuess, { body: { ...room(eventId), ...point } });
