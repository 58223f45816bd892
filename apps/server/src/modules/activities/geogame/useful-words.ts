import { GEO_GAME, type UsefulPhrase } from '@parley/contracts';
import type { City } from './city-set.ts';

/** "about 2.1 million", "about 640,000": how a speaker would say the number. */
export function spokenPopulation(population: number): string {
  if (population >= 1_000_000) return `about ${Number((population / 1_000_000).toFixed(1))} million`;
  return `about ${(Math.round(population / 10_000) * 10_000).toLocaleString('en-GB')}`;
}

const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/**
 * The card after a round: phrases that describe a place, each with an example about the round's city, so the next
 * describer has the words and everyone hears how the city could have been described.
 */
export function usefulPhrases(city: City): UsefulPhrase[] {
  const phrases: UsefulPhrase[] = [
    city.capital
      ? { phrase: 'It’s the capital of …', example: `${city.name} is the capital of ${city.country}.` }
      : {
          phrase: 'It’s one of the biggest cities in …',
          example: `${city.name} is one of the biggest cities in ${city.country}.`,
        },
    { phrase: 'It’s in …', example: `${city.name} is in ${city.continent}.` },
    {
      phrase: 'It has a population of …',
      example: `${city.name} has a population of ${spokenPopulation(city.population)} people.`,
    },
  ];
  if (city.landmarks.length)
    phrases.push({ phrase: 'It’s famous for …', example: `${city.name} is famous for ${listed(city.landmarks.slice(0, 2))}.` });
  if (city.languages.length)
    phrases.push({
      phrase: 'People there speak …',
      example: `People in ${city.name} speak ${listed(city.languages.slice(0, 2))}.`,
    });
  phrases.push({
    phrase: 'It’s in the northern / southern hemisphere',
    example: `${city.name} is in the ${city.lat >= 0 ? 'northern' : 'southern'} hemisphere.`,
  });
  return phrases.slice(0, GEO_GAME.usefulWords);
}
