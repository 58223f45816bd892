import { randomInt } from 'node:crypto';
import {
  AMBASSADOR_ROLE_NAME,
  COMPANY_CODE_ALPHABET,
  COMPANY_CODE_LENGTH,
  REFERRALS_TEXTS,
  REGISTRATION_CODE_PARAM,
  type AmbassadorCode,
} from '@parley/contracts';
import { forbidden } from '../../errors.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db } from '../../platform/db/port.ts';
import type { RegistrationCodeOwner, RegistrationCodes } from '../../plugins/registration-codes.ts';
import { codeOnFirstAsk } from '../../shared/code-on-first-ask.ts';
import type { DomainEvents } from '../../shared/domain-events.ts';
import * as store from './ambassadors.store.ts';

export interface AmbassadorDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
  registrationCodes: RegistrationCodes;
}

/** Read like an organisation's code (no 0/O, 1/I), so it can be said aloud; random, so it cannot be walked. */
const newCode = () =>
  Array.from({ length: COMPANY_CODE_LENGTH }, () => COMPANY_CODE_ALPHABET[randomInt(COMPANY_CODE_ALPHABET.length)]).join('');

/** A code no organisation, campaign or other ambassador has (ADR 0075). */
async function freshCode(deps: AmbassadorDeps): Promise<string> {
  for (;;) {
    const code = newCode();
    if (!(await deps.registrationCodes.taken(deps.db, code, deps.clock.now()))) return code;
  }
}

/** The ambassador's code, made on first ask, and who signed up with it; 403 for anyone without the role. */
export async function mine(
  deps: AmbassadorDeps,
  caller: { user: { id: number }; roles: readonly string[] },
): Promise<AmbassadorCode> {
  if (!caller.roles.includes(AMBASSADOR_ROLE_NAME)) throw forbidden(REFERRALS_TEXTS.ambassadorsOnly);
  const userId = caller.user.id;
  const code = await codeOnFirstAsk(
    () => store.codeOf(deps.db, userId),
    async () => store.insertCode(deps.db, userId, await freshCode(deps)),
  );
  const link = new URL('/register', deps.publicUrl);
  link.searchParams.set(REGISTRATION_CODE_PARAM, code);
  const { signedUp, subscribed } = await store.countsOf(deps.db, userId);
  return { code, link: link.toString(), signed_up: signedUp, subscribed };
}

/** Sign-up's registration codes: an ambassador's is always welcome (it has no limit). */
export const ambassadorCodes: RegistrationCodeOwner = {
  kind: 'ambassador',
  check: async (db, code) => ((await store.ambassadorOf(db, code, AMBASSADOR_ROLE_NAME)) ? { accepted: true } : undefined),
};

/** A new account that gave an ambassador's code is theirs. */
export async function accountCreated(deps: AmbassadorDeps, event: DomainEvents['account.created']) {
  if (event.registrationKind !== 'ambassador' || !event.registrationCode) return;
  const ambassador = await store.ambassadorOf(deps.db, event.registrationCode, AMBASSADOR_ROLE_NAME);
  if (ambassador !== undefined && ambassador !== event.userId)
    await store.insertSignup(deps.db, event.userId, ambassador, deps.clock.now());
}
