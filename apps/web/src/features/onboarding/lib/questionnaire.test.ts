import { INTERESTS_MAX } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { addInterest, EMPTY_ANSWERS, filledSegments, pickOccupation, shownInterests, toGoalsData } from './questionnaire.ts';

describe('pickOccupation', () => {
  it('selects a status with no description', () => {
    expect(pickOccupation({ status: null, description: null }, 'employee')).toEqual({ status: 'employee', description: null });
  });

  it('clears the status when the selected one is picked again', () => {
    expect(pickOccupation({ status: 'student', description: 'Biology' }, 'student')).toEqual({ status: null, description: null });
  });

  it('clears the description when another status is picked', () => {
    expect(pickOccupation({ status: 'employee', description: 'Nurse' }, 'work')).toEqual({ status: 'work', description: null });
  });
});

describe('addInterest', () => {
  it('adds a trimmed interest', () => {
    expect(addInterest(['music'], '  chess ')).toEqual(['music', 'chess']);
  });

  it('does not add one already present, whatever its case', () => {
    expect(addInterest(['Music'], 'music')).toEqual(['Music']);
    expect(addInterest(['music'], ' music ')).toEqual(['music']);
  });

  it('ignores blank and over-long text', () => {
    expect(addInterest(['music'], '   ')).toEqual(['music']);
    expect(addInterest([], 'x'.repeat(41))).toEqual([]);
  });

  it('stops at the most the server keeps', () => {
    const full = Array.from({ length: INTERESTS_MAX }, (_, i) => `topic ${i}`);
    expect(addInterest(full, 'one more')).toEqual(full);
  });

  it('returns a new list and leaves the old one alone', () => {
    const before = ['music'];
    const after = addInterest(before, 'chess');
    expect(before).toEqual(['music']);
    expect(after).not.toBe(before);
  });
});

describe('shownInterests', () => {
  it('shows every tag up to four', () => {
    expect(shownInterests(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b', 'c', 'd'], hidden: 0 });
  });

  it('shows the first four and counts the rest', () => {
    expect(shownInterests(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({ shown: ['a', 'b', 'c', 'd'], hidden: 2 });
  });
});

describe('filledSegments', () => {
  it('fills none on the intro and one more per step, four on the last of five steps', () => {
    expect([0, 1, 2, 3, 4].map(filledSegments)).toEqual([0, 1, 2, 3, 4]);
  });

  it('never leaves the 0–4 range', () => {
    expect(filledSegments(-1)).toBe(0);
    expect(filledSegments(9)).toBe(4);
  });
});

describe('toGoalsData', () => {
  it('sends the answers in the module shape, with a blank description as none', () => {
    expect(
      toGoalsData({
        goal: ['travel'],
        occupation: { status: 'employee', description: '  ' },
        interests: ['music'],
        about_me: ' Hello ',
      }),
    ).toEqual({
      goal: ['travel'],
      occupation: { status: 'employee', description: null },
      interests: ['music'],
      about_me: 'Hello',
    });
  });

  it('sends empty answers as empty', () => {
    expect(toGoalsData(EMPTY_ANSWERS)).toEqual({
      goal: [],
      occupation: { status: null, description: null },
      interests: [],
      about_me: '',
    });
  });
});
