import type { FastifyInstance } from 'fastify';
import { billingApi } from '@parley/contracts';
import { trialsHad } from '../../plugins/free-trials.ts';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { presentPlans, presentSubscription } from './billing.presenter.ts';
import * as billing from './billing.service.ts';
import { liveSubscriptionsOf } from './billing.store.ts';
import { planEventHandler } from './plan-events.ts';

/** Learners' plans: the pricing cards, checkout and portal, and the provider webhook every payment event comes in by. */
export async function billingModule(app: FastifyInstance, deps: ModuleDeps) {
  const { db, platform, config } = deps;
  const service: billing.BillingDeps = {
    db,
    payments: platform.payments,
    paymentEvents: deps.paymentEvents,
    clock: platform.clock,
    publicUrl: config.PUBLIC_URL,
  };
  deps.paymentEvents.on(planEventHandler({ domain: deps.domain, payments: platform.payments, log: app.log }));

  const route = createRouter(app, deps);
  route(billingApi.plans, async ({ caller }) =>
    presentPlans(caller?.user.plan ?? null, caller ? await trialsHad(db, caller.user.id, 'plan:') : []),
  );
  route(billingApi.checkout, ({ user, body }) => billing.checkout(service, user, body));
  route(billingApi.portal, ({ user }) => billing.portal(service, user));
  route(billingApi.list, async ({ user }) => (await liveSubscriptionsOf(db, user.id)).map(presentSubscription));

  // The signature covers the exact bytes the provider sent, so this route alone keeps its body unparsed.
  await app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    createRouter(raw, deps)(billingApi.webhook, async ({ params, request }) =>
      billing.receiveWebhook(
        service,
        params.provider,
        request.body as Buffer,
        request.headers[platform.payments.signatureHeader] as string | undefined,
      ),
    );
  });
}
