import * as z from 'zod/mini';
import cities from './city-set.json' with { type: 'json' };

export const citySchema = z.object({
  /** GeoNames' id. */
  id: z.string().check(z.regex(/^\d+$/)),
  name: z.string().check(z.minLength(1)),
  country: z.string().check(z.minLength(1)),
  continent: z.string().check(z.minLength(1)),
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lon: z.number().check(z.gte(-180), z.lte(180)),
  population: z.int().check(z.positive()),
  capital: z.boolean(),
  /** The country's languages. */
  languages: z.array(z.string()),
  /** What a describer can talk about besides the facts; the best-known cities have some. */
  landmarks: z.array(z.string()),
  /** 1: cities anyone has heard of; 2: big capitals; 3: capitals and cities of 3 million; 4: of a million. */
  level: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
});
export type City = z.infer<typeof citySchema>;

/**
 * The cities a describer may be given (written by scripts/write-city-set.ts). Parsed at load so a bad edit fails at
 * startup, not mid-game.
 */
export const CITY_SET: readonly City[] = z.array(citySchema).parse(cities);
