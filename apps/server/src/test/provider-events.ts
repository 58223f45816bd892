import Stripe from 'stripe';
import { expect } from 'vitest';
import { billingApi, fillPath } from '@parley/contracts';
import { sandboxWebhookSecret } from '../platform/payments/index.ts';
import type { TestApp } from './test-app.ts';

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/** Posts an event to the webhook as the sandbox provider would, signed with its secret unless told otherwise. */
export function postEvent(
  t: TestApp,
  event: object,
  o: { secret?: string; signature?: string | null; signedAt?: Date; body?: string; provider?: string; header?: string } = {},
) {
  const body = o.body ?? JSON.stringify(event);
  const secret = o.secret ?? sandboxWebhookSecret(t.config.JWT_SECRET);
  const signature =
    o.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({
          payload: JSON.stringify(event),
          secret,
          timestamp: unix(o.signedAt ?? t.clock.now()),
        })
      : o.signature;
  return t.app.inject({
    method: 'POST',
    url: fillPath(billingApi.webhook.path, { provider: o.provider ?? 'sandbox' }),
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { [o.header ?? 'parley-sandbox-signature']: signature }),
    },
    payload: body,
  });
}

export async function postEventOk(t: TestApp, event: object) {
  const res = await postEvent(t, event);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { received: true; duplicate: boolean };
}
