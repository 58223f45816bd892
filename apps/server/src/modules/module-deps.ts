import type { Config } from '../config.ts';
import type { AccessTokens } from '../plugins/auth.ts';
import type { Authenticator } from '../plugins/authenticator.ts';
import type { PaymentEvents } from '../plugins/payment-events.ts';
import type { Platform } from '../platform/index.ts';
import type { Db } from '../platform/db/port.ts';
import type { DomainEventBus } from '../shared/domain-events.ts';

/** What every module plugin receives: no module reaches for a singleton. */
export interface ModuleDeps {
  config: Config;
  platform: Platform;
  db: Db;
  tokens: AccessTokens;
  authenticator: Authenticator;
  /** Modules register handlers for provider events here; the billing module's webhook dispatches to them. */
  paymentEvents: PaymentEvents;
  /** What modules tell each other (event over, recording stopped, auth changed): no module calls another. */
  domain: DomainEventBus;
}
