import { WAITING_WORD_BOMB, type WordBombView } from '@parley/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { bombStatus, standings } from './bomb-status.ts';

const player = (user_id: number, lives: number, words = 0) => ({ user_id, lives, words, longest: null });
const playing: WordBombView = {
  ...WAITING_WORD_BOMB,
  phase: 'playing',
  turn_id: 'g.3',
  turn: 3,
  holder_id: 2,
  syllable: 'ing',
  ends_at: '2026-03-10T10:00:20.000Z',
  players: [player(1, 2), player(2, 1), player(3, 2)],
};
const t = i18next.t.bind(i18next);
const names = (id: number) => ['', 'Ann', 'Ben', 'Cy'][id]!;

describe('bombStatus', () => {
  it('tells the holder it is their turn and everyone else who holds the bomb, with the letters in capitals', () => {
    expect(bombStatus(playing, 2, names, t)).toBe('Your turn! Say a word with “ING”');
    expect(bombStatus(playing, 1, names, t)).toBe('Ben has the bomb: a word with “ING”');
  });

  it('names the winner, or says nobody is left', () => {
    const over = { ...playing, phase: 'finished' as const, holder_id: null, syllable: null, winner_id: 3 };
    expect(bombStatus(over, 1, names, t)).toBe('Cy wins!');
    expect(bombStatus({ ...over, winner_id: null }, 1, names, t)).toBe('Nobody is left: the game is over');
  });
});

describe('standings', () => {
  it('ranks the winner first, then whoever went out last, then by words', () => {
    const explosion = (user_id: number) => ({ user_id, syllable: 'ab', useful_words: [] });
    const view: WordBombView = {
      ...playing,
      phase: 'finished',
      winner_id: 4,
      players: [player(1, 0, 5), player(2, 0, 1), player(3, 0, 2), player(4, 1, 0)],
      // Ann went out first, then Cy, then Ben.
      explosions: [explosion(1), explosion(3), explosion(1), explosion(4), explosion(3), explosion(2), explosion(2)],
    };
    expect(standings(view).map((p) => p.user_id)).toEqual([4, 2, 3, 1]);
  });
});
