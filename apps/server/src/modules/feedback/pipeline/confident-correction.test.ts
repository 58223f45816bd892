import { describe, expect, it } from 'vitest';
import { confidentCorrection } from './confident-correction.ts';

const split = (text: string) => text.split(' ');

describe('confidentCorrection', () => {
  it('never repeats a word the recogniser was unsure of: "by bath every mining" stays out of the correction', () => {
    const heard = split('she go to work by bath every mining');
    const sure = [true, true, true, true, true, false, true, false];
    expect(confidentCorrection(heard, sure, 'she goes to work by bath every mining')).toBe('she goes to');
  });

  it('refuses a fix of a word that is not sure (its quote would be the recogniser’s guess)', () => {
    const heard = split('she go to work by bath every mining');
    const sure = [true, true, true, true, true, false, true, false];
    expect(confidentCorrection(heard, sure, 'she go to work by bath every piece of mining')).toBeNull();
  });

  it('frames the fix with one sure word either side, and with none where the neighbour is unsure', () => {
    const heard = split('yesterday i buyed an i phone');
    expect(confidentCorrection(heard, [true, true, true, false, true, true], 'yesterday i bought an i phone')).toBe('i bought');
    expect(confidentCorrection(heard, [true, false, true, false, true, true], 'yesterday i bought an i phone')).toBe('bought');
  });

  it('shows a dropped word by its sure neighbours', () => {
    expect(confidentCorrection(split('i can to swim well'), [true, true, true, true, true], 'i can swim well')).toBe('can swim');
  });
});
