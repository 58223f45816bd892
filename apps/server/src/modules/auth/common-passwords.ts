import { AUTH_TEXTS } from '@parley/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../../errors.ts';

/** How many of the most common passwords are refused (issue 23 §2). */
export const COMMON_PASSWORDS_REFUSED = 10_000;

// zxcvbn-ts ranks the passwords of leaked sets, most common first; the list stays on the server (ADR 0077).
const common = new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED));

/** Refuses a password among the most common, in any case of its letters, under the form's `field`. */
export function assertUncommonPassword(password: string, field: 'password' | 'new_password') {
  if (common.has(password.toLowerCase())) throw badRequest('VALIDATION_ERROR', AUTH_TEXTS.passwordTooCommon, field);
}
