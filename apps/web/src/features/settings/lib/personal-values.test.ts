import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures.ts';
import { personalBodyOf, personalSchema, personalValuesOf } from './personal-values.ts';

describe('personal information values', () => {
  it('starts an unset display name from the username and every unset field from ""', () => {
    expect(personalValuesOf(makeUser())).toEqual({
      display_name: 'dana',
      full_name: 'Dana Demo',
      country: '',
      pronouns: '',
      date_of_birth: '',
      address: { country: '', city: '', state: '', address: '', zip_code: '' },
    });
  });

  it('sends blanks as null, pronouns as a number and the display name trimmed', () => {
    const values = {
      ...personalValuesOf(makeUser({ pronouns: 2, country: 'PT', address: null })),
      display_name: '  Dee ',
      full_name: '  ',
      address: { country: 'ES', city: ' Madrid ', state: '', address: '', zip_code: '28013' },
    };
    expect(personalBodyOf(values)).toEqual({
      display_name: 'Dee',
      full_name: null,
      country: 'PT',
      pronouns: 2,
      date_of_birth: null,
      address: { country: 'ES', city: 'Madrid', state: null, address: null, zip_code: '28013' },
    });
  });

  it('refuses a blank display name with the spec text', () => {
    const result = personalSchema.safeParse({ ...personalValuesOf(makeUser()), display_name: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('You must choose a display name');
  });
});
