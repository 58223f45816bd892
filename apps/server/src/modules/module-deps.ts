import type { Config } from '../config.ts';
import type { AccessTokens } from '../plugins/auth.ts';
import type { Authenticator } from '../plugins/authenticator.ts';
import type { Platform } from '../platform/index.ts';
import type { Db } from '../platform/db/port.ts';

/** What every module plugin receives: no module reaches for a singleton. */
export interface ModuleDeps {
  config: Config;
  platform: Platform;
  db: Db;
  tokens: AccessTokens;
  authenticator: Authenticator;
}
