import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaidPlan } from '@parley/contracts';
import { sandboxWebhookSecret } from '../../platform/payments/index.ts';
import { users } from '../../db/schema/index.ts';
import { walPosition } from '../../test/wal-position.ts';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-standin.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { planEvent, postEvent, type PlanEventOptions } from './billing-test-helpers.ts';
import { presentSubscription } from './billing.presenter.ts';
import { liveSubscriptionsOf } from './billing.store.ts';

/**
 * Provider events delivered as an attacker or a flaky network would: every genuine event once, in any order, mixed
 * with replays (the same request again, or the provider's retry signed anew) and forgeries (another secret, a body
 * changed after signing, no signature, a captured request past the 5-minute tolerance, an invented event). Every
 * delivery is judged by whether it wrote anything to the database at all (its write-ahead log's position).
 */

const STRIPE_SECRET = 'whsec_faults_test';
const FORGERIES = ['otherSecret', 'changedBody', 'unsigned', 'tooOld', 'invented'] as const;
const REPLAYS = ['sameRequest', 'signedAgain'] as const;
type How = 'first' | (typeof REPLAYS)[number] | (typeof FORGERIES)[number];

interface Step {
  learner: number;
  subscription: number;
  type: NonNullable<PlanEventOptions['type']>;
  plan: PaidPlan;
  status: string;
  cancel: boolean;
}

const stateArb = fc.record({ status: fc.constantFrom('active', 'trialing', 'past_due', 'unpaid'), cancel: fc.boolean() });
/**
 * Two learners' subscriptions, each created, perhaps updated, perhaps ended: the provider's true history. A
 * subscription keeps the plan it was bought for (ADR 0028: a plan change is a new subscription).
 */
const historyArb = fc
  .array(
    fc.record({
      learner: fc.integer({ min: 0, max: 1 }),
      plan: fc.constantFrom<PaidPlan>('basic', 'pro', 'team'),
      states: fc.array(stateArb, { minLength: 1, maxLength: 3 }),
      ends: fc.boolean(),
    }),
    { minLength: 1, maxLength: 3 },
  )
  .map((subscriptions) =>
    subscriptions.flatMap(({ learner, plan, states, ends }, subscription): Step[] => [
      ...states.map((s, i) => ({
        learner,
        subscription,
        plan,
        type: i === 0 ? ('customer.subscription.created' as const) : ('customer.subscription.updated' as const),
        ...s,
      })),
      ...(ends
        ? [{ learner, subscription, plan, type: 'customer.subscription.deleted' as const, ...states.at(-1)!, status: 'canceled' }]
        : []),
    ]),
  );
/** Each genuine event once, with some replays and forgeries of it, all shuffled together. */
const deliveriesArb = (events: number) =>
  fc
    .tuple(
      ...Array.from({ length: events }, (_, event) =>
        fc
          .array(fc.constantFrom<How>(...REPLAYS, ...FORGERIES), { maxLength: 3 })
          .map((extra) => [{ event, how: 'first' as How }, ...extra.map((how) => ({ event, how }))]),
      ),
    )
    .chain((groups) => fc.shuffledSubarray(groups.flat(), { minLength: groups.flat().length }));
const scenarioArb = historyArb.chain((steps) => fc.tuple(fc.constant(steps), deliveriesArb(steps.length)));

interface Provider {
  name: 'sandbox' | 'stripe';
  header: string;
  secret(t: TestApp): string;
  env(standIn: StripeStandIn): Record<string, string>;
}
const PROVIDERS: Provider[] = [
  {
    name: 'sandbox',
    header: 'parley-sandbox-signature',
    secret: (t) => sandboxWebhookSecret(t.config.JWT_SECRET),
    env: () => ({}),
  },
  {
    name: 'stripe',
    header: 'stripe-signature',
    secret: () => STRIPE_SECRET,
    env: (standIn) => ({
      STRIPE_SECRET_KEY: 'sk_test_faults',
      STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
      STRIPE_API_BASE: standIn.url,
    }),
  },
];

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/** The steps as one app's provider events: ids of its own learners, one second apart in the true order. */
function eventsFor(t: TestApp, steps: Step[], learners: number[], run: string) {
  return steps.map((step, i) =>
    planEvent(t, {
      id: `evt_${run}_${i}`,
      type: step.type,
      at: i,
      userId: learners[step.learner]!,
      subscription: `sub_${run}_${step.subscription}`,
      plan: step.plan,
      status: step.status,
      cancelAtPeriodEnd: step.cancel,
    }),
  );
}

const signed = (t: TestApp, body: string, secret: string, age = 0) =>
  Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: unix(t.clock.now()) - age });

/** One delivery as it reaches the endpoint: the bytes and the signature header (null: none). */
function request(t: TestApp, p: Provider, event: ReturnType<typeof planEvent>, how: How, original: string) {
  const body = JSON.stringify(event);
  const secret = p.secret(t);
  switch (how) {
    case 'first':
    case 'sameRequest':
      return { body, signature: original };
    case 'signedAgain':
      return { body, signature: signed(t, body, secret, 10) };
    case 'otherSecret':
      return { body, signature: signed(t, body, 'whsec_not_the_providers') };
    case 'changedBody':
      return {
        body: body.replace(/"plan":"\w+"/, '"plan":"team"').replace(/"status":"\w+"/, '"status":"active"'),
        signature: original,
      };
    case 'unsigned':
      return { body, signature: null };
    case 'tooOld':
      return { body, signature: signed(t, body, secret, 301) };
    case 'invented': {
      const invented = JSON.stringify({ ...event, id: `evt_invented_${randomBytes(4).toString('hex')}` });
      return { body: invented, signature: signed(t, invented, 'whsec_not_the_providers') };
    }
  }
}

/** Two learners, made in the database: signing in is not what is tested. */
const twoLearners = async (t: TestApp, run: string) =>
  (
    await t.db
      .insert(users)
      .values([0, 1].map((i) => ({ username: `wh_${run}_${i}` })))
      .returning({ id: users.id })
  ).map((r) => r.id);

/** What each learner holds in the end: their plan and their live subscriptions (as the API shows them). */
const holdings = (t: TestApp, learners: number[]) =>
  Promise.all(
    learners.map(async (id) => {
      const [user] = await t.db.select({ plan: users.plan }).from(users).where(eq(users.id, id));
      const live = (await liveSubscriptionsOf(t.db, id)).map((row) => JSON.stringify(presentSubscription(row)));
      return { plan: user!.plan, subscriptions: live.sort() };
    }),
  );

describe.each(PROVIDERS)('$name webhook under replays, forgeries and reordering', (p) => {
  let standIn: StripeStandIn;
  let t: TestApp;
  /** Gets the genuine events once, in their true order: what the faulty deliveries must end in. */
  let inOrder: TestApp;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    t = await createTestApp({ env: p.env(standIn) });
    inOrder = await createTestApp({ env: p.env(standIn) });
  });
  afterAll(async () => {
    await Promise.all([t.close(), inOrder.close()]);
    await standIn.close();
  });

  const post = (app: TestApp, delivery: { body: string; signature: string | null }) =>
    postEvent(app, {}, { provider: p.name, header: p.header, body: delivery.body, signature: delivery.signature });

  it(
    'changes state only on the first delivery of a genuine event, and ends as the true order does',
    { timeout: 600_000 },
    async () => {
      const changes = { first: 0, replayed: 0, forged: 0 };
      const deliveries = { first: 0, replayed: 0, forged: 0 };
      await fc.assert(
        fc.asyncProperty(scenarioArb, async ([steps, order]) => {
          const run = randomBytes(4).toString('hex');
          const [mine, theirs] = [await twoLearners(t, run), await twoLearners(inOrder, run)];
          const events = eventsFor(t, steps, mine, run);
          const originals = events.map((e) => signed(t, JSON.stringify(e), p.secret(t)));
          const seen = new Set<number>();
          let before = await walPosition(t.db);
          for (const { event, how } of order) {
            const forged = (FORGERIES as readonly string[]).includes(how);
            const kind = forged ? 'forged' : seen.has(event) ? 'replayed' : 'first';
            const res = await post(t, request(t, p, events[event]!, how, originals[event]!));
            if (forged) expect(res.statusCode, `${how}: ${res.body}`).toBe(400);
            else expect(res.json(), how).toEqual({ received: true, duplicate: kind === 'replayed' });
            if (!forged) seen.add(event);
            const after = await walPosition(t.db);
            deliveries[kind]++;
            if (after !== before) changes[kind]++;
            before = after;
          }
          for (const e of eventsFor(inOrder, steps, theirs, run))
            expect(
              (await post(inOrder, { body: JSON.stringify(e), signature: signed(inOrder, JSON.stringify(e), p.secret(inOrder)) }))
                .statusCode,
            ).toBe(200);
          expect(await holdings(t, mine)).toEqual(await holdings(inOrder, theirs));
        }),
        { numRuns: 8, seed: 2306 },
      );
      expect(changes).toEqual({ first: deliveries.first, replayed: 0, forged: 0 });
      expect(deliveries.replayed).toBeGreaterThan(0);
      expect(deliveries.forged).toBeGreaterThan(0);
    },
  );
});
