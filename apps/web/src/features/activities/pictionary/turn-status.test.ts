import { WAITING_PICTIONARY, type PictionaryView } from '@parley/contracts';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import texts from '../texts.en.json';
import { turnStatus } from './turn-status.ts';

const t = i18next.t.bind(i18next);
beforeAll(() => i18next.init({ lng: 'en', resources: { en: { translation: texts } } }));

const drawing: PictionaryView = {
  ...WAITING_PICTIONARY,
  phase: 'drawing',
  turn_id: 'g.1',
  round: 1,
  rounds_total: 3,
  drawer_id: 1,
  hint: 'c _ _',
  category: 'animals',
  ends_at: '2026-03-10T10:01:20Z',
  scores: [
    { user_id: 2, points: 90 },
    { user_id: 1, points: 25 },
  ],
};
const names = { 1: 'Dora', 2: 'Gus' } as Record<number, string>;
const seen = (meId: number, word: string | null = null) => ({ meId, word, nameOf: (id: number) => names[id]! });

describe('turnStatus', () => {
  it('tells the drawer their word and the others who draws, or that they got it', () => {
    expect(turnStatus(drawing, seen(1, 'cat'), t)).toBe('Draw “cat”');
    expect(turnStatus(drawing, seen(2), t)).toBe('Dora is drawing');
    expect(turnStatus({ ...drawing, guessed_ids: [2] }, seen(2), t)).toBe('You got it! Wait for the others');
  });

  it('shows the word after the round, a skipped turn as such, and the winner at the end', () => {
    expect(turnStatus({ ...drawing, phase: 'round_over', word: 'cat' }, seen(2), t)).toBe('The word was “cat”');
    expect(turnStatus({ ...drawing, phase: 'round_over' }, seen(2), t)).toBe('The turn was skipped');
    expect(turnStatus({ ...drawing, phase: 'finished' }, seen(1), t)).toBe('Gus wins!');
    expect(turnStatus({ ...drawing, phase: 'choosing' }, seen(2), t)).toBe('Dora is choosing a word…');
  });
});
