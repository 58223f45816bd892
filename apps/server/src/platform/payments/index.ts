import { createHmac } from 'node:crypto';
import { fillPath, WEBHOOK_PATH } from '@parley/contracts';
import type { Config } from '../../config.ts';
import type { Clock } from '../clock/port.ts';
import type { Db } from '../db/port.ts';
import type { JobQueuePort } from '../queue/port.ts';
import type { PaymentsPort } from './port.ts';
import { createSandboxPayments } from './sandbox.ts';
import { createStripePayments } from './stripe.ts';

export type * from './port.ts';

type PaymentsConfig = Pick<
  Config,
  | 'PUBLIC_URL'
  | 'JWT_SECRET'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_API_BASE'
  | 'PAYMENTS_WEBHOOK_TOLERANCE_SECONDS'
  | 'PAYMENTS_SANDBOX_SWEEP_MS'
  | 'PAYMENTS_PROVIDER'
>;

/** The sandbox's signing secret, derived from the app's secret so every instance shares it without setup. */
export const sandboxWebhookSecret = (jwtSecret: string) =>
  `whsec_${createHmac('sha256', jwtSecret).update('payments-sandbox-webhooks').digest('base64url')}`;

/** Stripe when its keys are configured and the sandbox was not asked for by name, otherwise the sandbox served by us. */
export function createPayments(config: PaymentsConfig, deps: { db: Db; queue: JobQueuePort; clock: Clock }): PaymentsPort {
  const toleranceSeconds = config.PAYMENTS_WEBHOOK_TOLERANCE_SECONDS;
  if (config.PAYMENTS_PROVIDER === 'stripe' && config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return createStripePayments({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiBase: config.STRIPE_API_BASE,
      toleranceSeconds,
      clock: deps.clock,
    });
  }
  return createSandboxPayments({
    ...deps,
    publicUrl: config.PUBLIC_URL,
    webhookUrl: `${config.PUBLIC_URL}${fillPath(WEBHOOK_PATH, { provider: 'sandbox' })}`,
    webhookSecret: sandboxWebhookSecret(config.JWT_SECRET),
    toleranceSeconds,
    sweepMs: config.PAYMENTS_SANDBOX_SWEEP_MS,
  });
}
