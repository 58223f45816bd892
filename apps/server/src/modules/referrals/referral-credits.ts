import { PLAN_CURRENCY, PLAN_MONTHLY_CENTS, REFERRAL_CREDIT_DAYS, REFERRAL_CREDIT_PLAN } from '@parley/contracts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db } from '../../platform/db/port.ts';
import type { PaymentMetadata, PaymentsPort } from '../../platform/payments/port.ts';
import type { JobQueuePort } from '../../platform/queue/port.ts';
import { customerOf } from '../../plugins/payment-customers.ts';
import type { AfterCommit, PaymentEventHandler } from '../../plugins/payment-events.ts';
import { extendGrant, scheduleExpiry } from '../../plugins/plan-grants.ts';
import type { DomainEventBus } from '../../shared/domain-events.ts';
import { liveSubscriptionsOf, PLAN_KIND } from '../billing/public.ts';
import * as ambassadors from './ambassadors.store.ts';
import * as store from './referrals.store.ts';

export interface CreditDeps {
  clock: Clock;
  payments: PaymentsPort;
  queue: JobQueuePort;
  domain: DomainEventBus;
}

/** The learner whose plan (billing's checkout metadata) an event is about; undefined for any other product. */
function planHolder(metadata: PaymentMetadata): number | undefined {
  const userId = Number(metadata.user_id);
  return metadata.kind === PLAN_KIND && Number.isSafeInteger(userId) && userId > 0 ? userId : undefined;
}

/**
 * An invitee's first paid plan (ADR 0074) is their plan's first invoice paid with money, as commissions count it: a
 * subscription turning `active` may have cost nothing (a 100 %-off coupon, a trial ended before its charge went
 * through), and a trial's invoice is $0. Marks the referral subscribed and credits the inviter if the address is
 * confirmed. An ambassador's sign-up still counts as subscribed when the plan turns `active` (ADR 0075).
 */
export function referralEventHandler(deps: CreditDeps): PaymentEventHandler {
  return async (tx, event, provider) => {
    const s = event.subscription;
    const subscriber = s && s.status === 'active' && event.type !== 'subscription.deleted' ? planHolder(s.metadata) : undefined;
    if (subscriber) await ambassadors.markSubscribed(tx, subscriber, event.created);
    const invoice = event.type === 'invoice.paid' ? event.invoice : undefined;
    const payer = invoice && invoice.amountPaidCents > 0 ? planHolder(invoice.subscriptionMetadata) : undefined;
    if (!invoice || !payer) return;
    const referral = await store.markSubscribed(tx, payer, invoice.paidAt);
    return referral ? creditIfDue(tx, deps, referral, provider) : undefined;
  };
}

/**
 * Credits the inviter once per invitee, when the invitee has both confirmed their address and paid: the credit's row
 * is claimed first, so a replayed event or a second plan finds it taken. An inviter paying for a plan gets one Basic
 * month on their provider balance (keyed by the invitee, so a retried event asks once); anyone else 30 days of Basic.
 */
export async function creditIfDue(
  tx: Db,
  deps: CreditDeps,
  referral: store.ReferralRow,
  provider: PaymentsPort['driver'],
): Promise<AfterCommit | undefined> {
  if (!referral.verifiedAt || !referral.subscribedAt) return undefined;
  const { inviteeId, inviterId } = referral;
  const now = deps.clock.now();
  if (!(await store.claimCredit(tx, { inviteeId, inviterId, kind: 'free_basic', createdAt: now }))) return undefined;
  const customerId = await customerOf(tx, inviterId, provider);
  const paying = customerId !== undefined && (await liveSubscriptionsOf(tx, inviterId)).length > 0;
  if (paying) {
    await store.setCreditKind(tx, inviteeId, 'account_credit');
    // The provider is asked by a job once this commits: never from inside the transaction (the sandbox writes to
    // this database), and a failed call is retried by the queue under the same idempotency key.
    return async () => {
      await enqueueBalanceCredit(deps.queue, { inviteeId, customerId });
      await notify(deps, inviterId, 'A month of Basic comes off your next payment.');
    };
  }
  const grant = { userId: inviterId, plan: REFERRAL_CREDIT_PLAN, days: REFERRAL_CREDIT_DAYS, reason: 'referral', now } as const;
  const { endsAt, planChanged } = await extendGrant(tx, grant);
  return async () => {
    await scheduleExpiry(deps.queue, deps.clock, inviterId, endsAt);
    if (planChanged) await deps.domain.publish('auth.changed', { userId: inviterId });
    await notify(deps, inviterId, `You have Basic for free until ${endsAt.toISOString().slice(0, 10)}.`);
  };
}

const notify = (deps: CreditDeps, userId: number, body: string) =>
  deps.domain.publish('notice', {
    userId,
    kind: 'referral_credited',
    title: 'A friend you invited subscribed',
    body,
    link: '/profile/invite-your-friends',
  });

export const BALANCE_CREDIT_JOB = 'referral.balance-credit';
type BalanceCreditJob = { inviteeId: number; customerId: string };

/** Keyed by the invitee: while one is pending or running, asking again adds nothing. */
const enqueueBalanceCredit = (queue: JobQueuePort, job: BalanceCreditJob) =>
  queue.enqueue(BALANCE_CREDIT_JOB, job, { key: String(job.inviteeId), attempts: 5 });

/** The job: one Basic month on the inviter's provider balance, keyed by the invitee so it is credited once. */
export async function creditBalance(deps: CreditDeps & { db: Db }, job: BalanceCreditJob) {
  const credit = await deps.payments.creditBalance({
    customerId: job.customerId,
    amountCents: PLAN_MONTHLY_CENTS[REFERRAL_CREDIT_PLAN],
    currency: PLAN_CURRENCY,
    description: 'A month of Parley Basic: a friend you invited subscribed',
    idempotencyKey: `referral-credit:${job.inviteeId}`,
  });
  await store.setCreditRef(deps.db, job.inviteeId, credit.id);
}

/**
 * Queues again every balance credit the provider has not answered: a job lost (the process stopped between the
 * credit's commit and its enqueue) or out of attempts would otherwise lose the month. The provider's idempotency key
 * is the invitee's, so a credit asked twice is made once.
 */
export async function requeueBalanceCredits(deps: { db: Db; queue: JobQueuePort; payments: PaymentsPort }) {
  for (const { inviteeId, inviterId } of await store.unansweredBalanceCredits(deps.db)) {
    const customerId = await customerOf(deps.db, inviterId, deps.payments.driver);
    if (customerId) await enqueueBalanceCredit(deps.queue, { inviteeId, customerId });
  }
}

/** The worker's part: asks the provider for the balance credits the payment events decided, and those still owed. */
export async function startReferralCredits(deps: CreditDeps & { db: Db; roles: readonly string[] }) {
  if (!deps.roles.includes('worker')) return;
  deps.queue.work(BALANCE_CREDIT_JOB, (job) => creditBalance(deps, job.payload as BalanceCreditJob));
  await requeueBalanceCredits(deps);
}
