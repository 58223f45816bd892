import { describe, expect, it } from 'vitest';
import { confidentCorrection } from './confident-correction.ts';

const split = (text: string) => text.split(' ');

describe('confidentCorrection', () => {
  it('shows a replacement alone: no word around it, sure or not, can be a word the learner never said', () => {
    const heard = split('she go to work by bath every mining');
    const sure = [true, true, true, true, true, false, true, false];
    expect(confidentCorrection(heard, sure, 'she goes to work by bath every mining')).toBe('goes');
    expect(
      confidentCorrection(
        split('yesterday i buyed an i phone'),
        [true, true, true, false, true, true],
        'yesterday i bought an i phone',
      ),
    ).toBe('bought');
  });

  it('refuses a fix of a word that is not sure (its quote would be the recogniser’s guess)', () => {
    const heard = split('she go to work by bath every mining');
    const sure = [true, true, true, true, true, false, true, false];
    expect(confidentCorrection(heard, sure, 'she go to work by bath every piece of mining')).toBeNull();
    const goUnsure = sure.map((s, i) => i !== 1 && s);
    expect(confidentCorrection(heard, goUnsure, 'she goes to work by bath every mining')).toBeNull();
  });

  it('places a word put in before the word it goes with, or after the last word, and only between sure words', () => {
    expect(confidentCorrection(split('i have dog at home'), [true, true, true, true, true], 'i have a dog at home')).toBe(
      'a dog',
    );
    expect(confidentCorrection(split('i have dog'), [true, true, true], 'i have dog too')).toBe('dog too');
    expect(confidentCorrection(split('i have dog at home'), [true, true, false, true, true], 'i have a dog at home')).toBeNull();
  });

  it('shows a dropped word by its sure neighbours', () => {
    expect(confidentCorrection(split('i can to swim well'), [true, true, true, true, true], 'i can swim well')).toBe('can swim');
    expect(confidentCorrection(split('i can to swim well'), [true, false, true, true, true], 'i can swim well')).toBeNull();
  });
});
