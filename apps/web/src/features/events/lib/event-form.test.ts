import { EVENT_TEXTS } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../test/fixtures.ts';
import { bodyOf, defaultEndTime, eventFormSchema, formValuesOf } from './event-form.ts';

const messages = (values: object) => {
  const result = eventFormSchema.safeParse({ ...formValuesOf(null), ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('event form', () => {
  it("says the spec's texts for a missing language, date and time", () => {
    expect(messages({ event_title: 'Chat' })).toEqual({
      event_language: EVENT_TEXTS.languageRequired,
      date: EVENT_TEXTS.dateRequired,
      time: EVENT_TEXTS.timeRequired,
    });
    expect(messages({ event_title: 'Chat', event_language: 'en', date: '2030-01-02' })).toEqual({
      time: EVENT_TEXTS.timeRequired,
    });
  });

  it('defaults the end to one hour after the start, and past midnight to the next day', () => {
    expect(defaultEndTime('18:30')).toBe('19:30');
    expect(defaultEndTime('23:30')).toBe('00:30');
    expect(defaultEndTime('')).toBe('');
    const values = eventFormSchema.parse({
      ...formValuesOf(null),
      event_title: 'Late chat',
      event_language: 'en',
      date: '2030-01-02',
      time: '23:30',
      end_time: '00:30',
      tags: ['a', 'a', 'b'],
    });
    const body = bodyOf(values);
    expect(body.start_time_utc).toBe(new Date(2030, 0, 2, 23, 30).toISOString());
    expect(body.end_time_utc).toBe(new Date(2030, 0, 3, 0, 30).toISOString());
    expect(body.tags).toEqual(['a', 'b']);
    expect(body.proficiency).toBe(4);
  });

  it('refuses an event longer than the longest allowed', () => {
    expect(messages({ event_title: 'Long', event_language: 'en', date: '2030-01-02', time: '08:00', end_time: '20:00' })).toEqual(
      {
        end_time: EVENT_TEXTS.tooLong,
      },
    );
  });

  it('fills the edit form from the event, in local time', () => {
    const event = makeEvent({
      start_time_utc: new Date(2030, 4, 6, 9, 15).toISOString(),
      end_time_utc: new Date(2030, 4, 6, 10, 45).toISOString(),
    });
    expect(formValuesOf(event)).toMatchObject({
      date: '2030-05-06',
      time: '09:15',
      end_time: '10:45',
      proficiency: '1',
      tags: ['work', 'travel'],
    });
  });
});
