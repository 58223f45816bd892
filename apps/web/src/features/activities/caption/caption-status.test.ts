import { WAITING_CAPTION, type CaptionView } from '@parley/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { captionStatus } from './caption-status.ts';

const t = i18next.t.bind(i18next);
const names = (id: number) => ['', 'Ann', 'Ben', 'Cy'][id]!;
const round = (winner_ids: number[]) => ({
  round: 1,
  media: { id: 'x', url: '/x.svg', alt: 'A picture' },
  captions: [],
  winner_ids,
  useful_words: [],
  description: 'A picture',
});

describe('captionStatus', () => {
  it('asks for a caption, then a vote, and says when this person is done with each', () => {
    const writing: CaptionView = { ...WAITING_CAPTION, phase: 'writing', round: 1, done_ids: [2] };
    expect(captionStatus(writing, 1, names, t)).toBe('Write or say a caption for the picture');
    expect(captionStatus(writing, 2, names, t)).toBe('Your caption is in. Wait for the others');
    const voting: CaptionView = { ...writing, phase: 'voting', done_ids: [1] };
    expect(captionStatus(voting, 1, names, t)).toBe('Your vote is in. Wait for the others');
    expect(captionStatus(voting, 3, names, t)).toBe('Vote for the caption you like best');
  });

  it('names the best captions of a round, or says nobody voted, and the winner at the end', () => {
    const over: CaptionView = { ...WAITING_CAPTION, phase: 'round_over', last_round: round([1, 3]) };
    expect(captionStatus(over, 2, names, t)).toBe('Best caption: Ann, Cy');
    expect(captionStatus({ ...over, last_round: round([]) }, 2, names, t)).toBe('No votes this round');
    const finished: CaptionView = { ...over, phase: 'finished', scores: [{ user_id: 2, points: 3 }] };
    expect(captionStatus(finished, 1, names, t)).toBe('Ben wins!');
  });
});
