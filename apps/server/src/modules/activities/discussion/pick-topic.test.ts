import type { DiscussionTopic, TopicLevel } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { DAY_TOPICS, pickTopic, topicsOfDay } from './pick-topic.ts';
import { TOPIC_BANK } from './topic-bank.ts';

const topic = (id: string, level: TopicLevel): DiscussionTopic => ({
  id,
  level,
  category: 'test',
  question: `What about ${id}?`,
  follow_ups: ['Why is that?', 'And then what?', 'What would you change?'],
  phrases: ['I think', 'In my view', 'It depends'],
});
const bank = [topic('a1', 1), topic('b1', 2), topic('b2', 2), topic('c1', 3), topic('d1', 4)];
const first = () => 0;
const last = () => 0.999;

describe('pickTopic', () => {
  it('picks among the unused topics of the level, by the random number', () => {
    expect(pickTopic(bank, 2, [], first)?.id).toBe('b1');
    expect(pickTopic(bank, 2, [], last)?.id).toBe('b2');
    expect(pickTopic(bank, 2, ['b1'], first)?.id).toBe('b2');
  });

  it('goes one level down, then up, when the level is used up', () => {
    expect(pickTopic(bank, 2, ['b1', 'b2'], first)?.id).toBe('a1');
    expect(pickTopic(bank, 2, ['b1', 'b2', 'a1'], first)?.id).toBe('c1');
    expect(pickTopic(bank, 4, ['d1', 'c1'], first)?.id).toBe('b1');
  });

  it('repeats the topic the event had longest ago once every one was used, and has none in an empty bank', () => {
    expect(pickTopic(bank, 1, ['gone', 'c1', 'a1', 'b1', 'b2', 'd1'], first)?.id).toBe('c1');
    expect(pickTopic([], 1, [], first)).toBeNull();
  });
});

describe('topicsOfDay', () => {
  it('gives every event of a level the same topics on a day, and others the next day', () => {
    const monday = topicsOfDay(TOPIC_BANK, 2, '2026-03-09');
    expect(monday).toHaveLength(DAY_TOPICS);
    expect(monday.every((topic) => topic.level === 2)).toBe(true);
    expect(topicsOfDay(TOPIC_BANK, 2, '2026-03-09')).toEqual(monday);
    expect(topicsOfDay(TOPIC_BANK, 2, '2026-03-10')).not.toEqual(monday);
    expect(topicsOfDay(TOPIC_BANK, 4, '2026-03-09').every((topic) => topic.level === 4)).toBe(true);
  });
});
