import type { GeoPoint } from '@parley/contracts';

/** A point as a person reads it: "48.9° N, 2.4° E". */
export function placeName({ lat, lon }: GeoPoint): string {
  const part = (value: number, positive: string, negative: string) =>
    `${Math.abs(value).toFixed(1)}° ${value >= 0 ? positive : negative}`;
  return `${part(lat, 'N', 'S')}, ${part(lon, 'E', 'W')}`;
}
