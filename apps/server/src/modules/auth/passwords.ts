import { AUTH_TEXTS } from '@parley/contracts';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { AppError } from '../../errors.ts';

// Argon2id is the library's default algorithm; these are OWASP's minimum parameters (m=19 MiB, t=2, p=1).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
// Each hash holds 19 MiB and a core; capping concurrency keeps a login burst from starving the server.
const CONCURRENCY = 2;
// A full queue is some 64 hashes of 20–40 ms on two cores: the first retry finds room.
const RETRY_AFTER_SECONDS = 2;

// Verified when the account does not exist, so a wrong email costs as long as a wrong password.
const DUMMY_HASH = await hash('parley-timing-equaliser', OPTIONS);

/** One hash outside any queue: for the demo seed, before the server takes requests. */
export const hashPassword = (password: string) => hash(password, OPTIONS);

/**
 * The server's password hashing: at most two at once, and at most `queueMax` waiting. A burst beyond that is
 * answered 503 with `Retry-After` at once rather than held in memory until every caller has timed out.
 */
export function createPasswordHasher({ queueMax }: { queueMax: number }) {
  const limit = pLimit(CONCURRENCY);
  const queued = <T>(work: () => Promise<T>): Promise<T> => {
    if (limit.pendingCount >= queueMax)
      throw new AppError('SERVICE_UNAVAILABLE', AUTH_TEXTS.serverBusy, {
        headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
      });
    return limit(work);
  };
  return {
    hash: (password: string) => queued(() => hashPassword(password)),
    verify: (passwordHash: string | null, password: string) =>
      queued(() => verify(passwordHash ?? DUMMY_HASH, password).then((ok) => ok && passwordHash !== null)),
  };
}
export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
