import { describe, expect, it } from 'vitest';
import { groupRooms } from './matching.groups.ts';

describe('groupRooms', () => {
  const pairs = {
    rooms: [
      [1, 2],
      [3, 4],
      [5, 6],
      [7, 8, 9],
    ],
    unmatched: [10],
  };

  it('leaves pairs as they are for activities in pairs', () => {
    expect(groupRooms(pairs, [], 2)).toBe(pairs);
  });

  it('joins rooms up to the size, largest first, and keeps the unmatched waiting', () => {
    expect(groupRooms(pairs, [], 4)).toEqual({
      rooms: [
        [7, 8, 9],
        [1, 2, 3, 4],
        [5, 6],
      ],
      unmatched: [10],
    });
    expect(groupRooms(pairs, [], 6)).toEqual({
      rooms: [
        [7, 8, 9, 1, 2],
        [3, 4, 5, 6],
      ],
      unmatched: [10],
    });
  });

  it('never joins a room with someone avoided by, or avoiding, one of its people', () => {
    expect(groupRooms(pairs, [[4, 1]], 4).rooms).toEqual([
      [7, 8, 9],
      [1, 2, 5, 6],
      [3, 4],
    ]);
  });
});
