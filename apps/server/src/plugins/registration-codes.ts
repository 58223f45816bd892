import { REGISTRATION_CODE_KINDS, REGISTRATION_CODE_UNKNOWN, type RegistrationCodeKind } from '@parley/contracts';
import { badRequest } from '../errors.ts';
import type { Db } from '../platform/db/port.ts';

/** A code's owner's answer: not mine (undefined), welcome, or mine but refused, with the text shown under the field. */
export type CodeVerdict = undefined | { accepted: true } | { accepted: false; refusal: string };

export interface RegistrationCodeOwner {
  kind: RegistrationCodeKind;
  check(db: Db, code: string, now: Date): Promise<CodeVerdict>;
}

/**
 * Sign-up's registration code, resolved in one place (ADR 0075): the company, campaigns and ambassadors modules each
 * register how they judge a code, sign-up asks here, and the new account's `account.created` names the kind that took
 * it, so the owner records it. Like payment-events.ts: modules never import each other, and auth knows none of them.
 */
export function createRegistrationCodes() {
  const owners: RegistrationCodeOwner[] = [];
  const rank = (o: RegistrationCodeOwner) => REGISTRATION_CODE_KINDS.indexOf(o.kind);
  async function resolve(db: Db, code: string, now: Date) {
    for (const owner of owners) {
      const verdict = await owner.check(db, code, now);
      if (verdict) return { kind: owner.kind, verdict };
    }
    return undefined;
  }
  return {
    register(owner: RegistrationCodeOwner) {
      owners.push(owner);
      owners.sort((a, b) => rank(a) - rank(b));
    },
    /** The kind that owns the code, or a 400 under `registration_code` saying why it cannot be used. */
    async assert(db: Db, code: string, now: Date): Promise<RegistrationCodeKind> {
      const found = await resolve(db, code, now);
      if (!found) throw badRequest('VALIDATION_ERROR', REGISTRATION_CODE_UNKNOWN, 'registration_code');
      if (!found.verdict.accepted) throw badRequest('VALIDATION_ERROR', found.verdict.refusal, 'registration_code');
      return found.kind;
    },
    /** Whether any owner knows the code, usable or not: a new campaign or ambassador code must not shadow one. */
    taken: async (db: Db, code: string, now: Date) => Boolean(await resolve(db, code, now)),
  };
}
export type RegistrationCodes = ReturnType<typeof createRegistrationCodes>;
