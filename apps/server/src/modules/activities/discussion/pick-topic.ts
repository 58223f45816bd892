import { createHash } from 'node:crypto';
import type { DiscussionTopic, TopicLevel } from '@parley/contracts';

/**
 * A topic the event has not had: of its level when one is left, else of the nearest level (one below first, it is
 * easier to talk about), else the one the event had longest ago. Null only for an empty bank.
 */
export function pickTopic(
  bank: readonly DiscussionTopic[],
  level: TopicLevel,
  used: readonly string[],
  random: () => number,
): DiscussionTopic | null {
  const had = new Set(used);
  for (const near of [level, level - 1, level + 1, level - 2, level + 2, level - 3, level + 3]) {
    const left = bank.filter((topic) => topic.level === near && !had.has(topic.id));
    if (left.length) return left[Math.floor(random() * left.length)]!;
  }
  const oldest = used.find((id) => bank.some((topic) => topic.id === id));
  return bank.find((topic) => topic.id === oldest) ?? null;
}

/** The bank level an event's proficiency (0 beginner, 1 medium, 2 advanced, 3 native, 4 all levels) talks at. */
const TOPIC_LEVEL_OF_PROFICIENCY: Record<number, TopicLevel> = { 0: 1, 1: 2, 2: 3, 3: 4, 4: 2 };

/** The bank level (topics, words, cities) of an event's proficiency; B1 for one the map does not name. */
export const levelOfProficiency = (proficiency: number): TopicLevel => TOPIC_LEVEL_OF_PROFICIENCY[proficiency] ?? 2;

/** How many topics an event's page offers to prepare with. */
export const DAY_TOPICS = 4;

/**
 * The day's topics of a level: the same for every event of that level on that day (ordered by a hash of the day and
 * each topic's id), and a different set the next day.
 */
export function topicsOfDay(bank: readonly DiscussionTopic[], level: TopicLevel, day: string): DiscussionTopic[] {
  const rank = (topic: DiscussionTopic) => createHash('sha256').update(`${day}:${topic.id}`).digest('hex');
  return bank
    .filter((topic) => topic.level === level)
    .map((topic) => ({ topic, rank: rank(topic) }))
    .sort((a, b) => (a.rank < b.rank ? -1 : 1))
    .slice(0, DAY_TOPICS)
    .map(({ topic }) => topic);
}
