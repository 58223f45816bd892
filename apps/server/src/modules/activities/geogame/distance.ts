import { GEO_GAME, type GeoPoint } from '@parley/contracts';

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points (haversine), in km. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A guess's points: all of them on the spot, half every `halfPointsKm` further (a guess in the right country scores). */
export const pointsForDistance = (km: number) => Math.round(GEO_GAME.maxPoints * 0.5 ** (km / GEO_GAME.halfPointsKm));
