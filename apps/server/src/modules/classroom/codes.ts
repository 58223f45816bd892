import { randomInt } from 'node:crypto';
import { CLASSROOM_CODE_ALPHABET, CLASSROOM_CODE_LENGTH } from '@parley/contracts';

/** A fresh join code: 32^6 ≈ 10⁹ of them, drawn with a cryptographic generator so codes cannot be walked. */
export function newClassroomCode(): string {
  return Array.from(
    { length: CLASSROOM_CODE_LENGTH },
    () => CLASSROOM_CODE_ALPHABET[randomInt(CLASSROOM_CODE_ALPHABET.length)],
  ).join('');
}
