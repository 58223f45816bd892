import type { Config } from '../config.ts';
import type { AccessTokens } from '../plugins/auth.ts';
import type { Authenticator } from '../plugins/authenticator.ts';
import type { PaymentEvents } from '../plugins/payment-events.ts';
import type { RegistrationCodes } from '../plugins/registration-codes.ts';
import type { Platform } from '../platform/index.ts';
import type { Db } from '../platform/db/port.ts';
import type { MetricsPort } from '../platform/metrics/index.ts';
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
  /** Modules that own registration codes (organisations, campaigns, ambassadors) register them; sign-up asks here. */
  registrationCodes: RegistrationCodes;
  /** What modules tell each other (event over, recording stopped, auth changed): no module calls another. */
  domain: DomainEventBus;
  /** This app's series for GET /metrics (plugins/metrics.ts): each module adds its own. */
  metrics: MetricsPort;
}
