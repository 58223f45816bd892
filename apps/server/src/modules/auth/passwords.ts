import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// Argon2id is the library's default algorithm; these are OWASP's minimum parameters (m=19 MiB, t=2, p=1).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
// Each hash holds 19 MiB and a core; capping concurrency keeps a login burst from starving the server.
const limit = pLimit(2);

// Verified when the account does not exist, so a wrong email costs as long as a wrong password.
const DUMMY_HASH = await hash('parley-timing-equaliser', OPTIONS);

export const hashPassword = (password: string) => limit(() => hash(password, OPTIONS));

export const verifyPassword = (passwordHash: string | null, password: string) =>
  limit(() => verify(passwordHash ?? DUMMY_HASH, password).then((ok) => ok && passwordHash !== null));
