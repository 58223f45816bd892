import { randomInt } from 'node:crypto';
import { COMPANY_CODE_ALPHABET, COMPANY_CODE_LENGTH } from '@parley/contracts';
import { isUniqueViolation } from '../../shared/unique-violation.ts';

/** 32^8 ≈ 10¹² codes from a cryptographic generator: a code names one organisation and cannot be walked. */
export const newJoinCode = () =>
  Array.from({ length: COMPANY_CODE_LENGTH }, () => COMPANY_CODE_ALPHABET[randomInt(COMPANY_CODE_ALPHABET.length)]).join('');

/** Runs `write` with fresh codes until one is not taken (a clash is about one in 10¹² per existing code). */
export async function withFreshCode<T>(write: (code: string) => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await write(newJoinCode());
    } catch (err) {
      if (isUniqueViolation(err) !== 'companies_join_code_idx') throw err;
    }
  }
}
