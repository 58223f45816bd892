import {
  BILLING_TEXTS,
  ROUTES,
  TEACHER_APPLICATION_FEE_PERCENT,
  TEACHER_CURRENCY,
  TEACHER_FREE_TRIAL_DAYS,
  TEACHER_PAYMENT_TEXTS as P,
  TEACHER_PLAN_NAMES,
  VISIBLE_PRICE_CODES,
  parseTeacherPlanId,
  teacherPlanPrice,
  type TeacherSubscription,
} from '@parley/contracts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, forbidden } from '../../errors.ts';
import { hasHadTrial, teacherProduct, trialsHad } from '../../plugins/free-trials.ts';
import { customerOf } from '../../plugins/payment-customers.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db } from '../../platform/db/port.ts';
import { withIdempotencyKey } from '../../platform/payments/idempotency.ts';
import type { CheckoutRequest, PaymentsPort } from '../../platform/payments/port.ts';
import * as homepages from './storefront.store.ts';
import * as holds from './teacher-holds.store.ts';
import { TEACHER_PLAN_KIND } from './teacher-events.ts';
import * as store from './teacher-payments.store.ts';
import { mustTeach } from './teachers-only.ts';

export interface TeacherPaymentsDeps {
  db: Db;
  payments: PaymentsPort;
  clock: Clock;
  publicUrl: string;
}

/** Idempotency keys last this long, so a double click or a retried request answers the same session or link. */
const KEY_WINDOW_MS = { checkout: 10 * 60_000, onboarding: 60_000 };
/**
 * A teacher-plan checkout closes, and gives back the place it holds, this long after its idempotency window ends:
 * 30 to 40 minutes from opening, within the 30 minutes to 24 hours Stripe accepts.
 */
const TEACHER_CHECKOUT_HOLD_MS = 30 * 60_000;
const windowOf = (clock: Clock, ms: number) => Math.floor(clock.now().getTime() / ms);
const connectPage = (publicUrl: string) => `${publicUrl}${ROUTES.profile}/teacher-connect`;

/**
 * The teacher's account as we know it; one not yet able to take payments is asked of the provider, so a teacher back
 * from onboarding sees it even before the provider's event arrives.
 */
export async function paymentAccount(deps: TeacherPaymentsDeps, user: UserRow) {
  mustTeach(user);
  const account = await store.accountOf(deps.db, user.id, deps.payments.driver);
  if (!account) return { id: null, charges_enabled: false };
  if (account.chargesEnabled) return { id: account.accountId, charges_enabled: true };
  const fresh = await deps.payments.retrieveAccount(account.accountId);
  if (fresh.chargesEnabled) await store.setCharges(deps.db, deps.payments.driver, fresh.id, true, null, deps.clock.now());
  return { id: fresh.id, charges_enabled: fresh.chargesEnabled };
}

/** Creates the teacher's account once, then answers a fresh onboarding link that comes back to Teacher Connect. */
export async function connect(deps: TeacherPaymentsDeps, user: UserRow) {
  mustTeach(user);
  const driver = deps.payments.driver;
  let account = await store.accountOf(deps.db, user.id, driver);
  if (account?.chargesEnabled) throw conflict(P.alreadyConnected);
  if (!account) {
    const created = await deps.payments.createConnectedAccount(
      withIdempotencyKey(
        { ...(user.email ? { email: user.email } : {}), metadata: { kind: 'teacher_account', user_id: String(user.id) } },
        { scope: 'teacher-account', clock: deps.clock },
      ),
    );
    account = await store.saveAccount(deps.db, user.id, driver, created.id);
  }
  const page = connectPage(deps.publicUrl);
  return deps.payments.createOnboardingLink(
    withIdempotencyKey(
      { accountId: account.accountId, refreshUrl: page, returnUrl: `${page}?connected=1` },
      { scope: 'teacher-onboarding', clock: deps.clock, windowMs: KEY_WINDOW_MS.onboarding },
    ),
  );
}

/** Where to send a student who leaves the checkout: only a page of this app (no open redirect). */
function cancelAddress(publicUrl: string, value: string): string {
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return `${publicUrl}${value}`;
  try {
    if (new URL(value).origin === new URL(publicUrl).origin) return value;
  } catch {
    // Not an address at all: refused below.
  }
  throw badRequest('VALIDATION_ERROR', P.cancelUrlInvalid, 'cancel_url');
}

/**
 * Basic and Premium take the teacher's time: a place is counted and held in one transaction under a lock on the
 * teacher's homepage row (ADR 0035), so two students at once cannot both take the last one.
 */
async function holdPlace(deps: TeacherPaymentsDeps, teacherId: number, studentId: number, until: Date) {
  await deps.db.transaction(async (tx) => {
    const max = await holds.lockPlaces(tx, teacherId);
    if (max !== null) {
      const now = deps.clock.now();
      const taken =
        (await store.liveTeacherPlans(tx, teacherId)) + (await holds.placesHeldByOthers(tx, teacherId, studentId, now));
      if (taken >= max) throw new AppError('EXC_TEACHER_MAX_SUBS_REACHED', P.soldOut);
    }
    await holds.hold(tx, teacherId, studentId, until);
  });
}

interface CheckoutInput {
  subscription_id: string;
  cancel_url: string;
  free_trial?: boolean;
}

/**
 * A student's checkout for a teacher's plan (spec §7). The teacher must take payments and new students
 * (EXC_TEACHER_DIDNT_FINISH_STRIPE_ONBOARDING); Basic and Premium also need a free place under the teacher's maximum
 * (EXC_TEACHER_MAX_SUBS_REACHED). The plan starts only when the provider's events say so.
 */
export async function checkout(deps: TeacherPaymentsDeps, student: UserRow, body: CheckoutInput, kind: 'teacher' | 'ai') {
  if (student.status !== 'STUDENT') throw forbidden(P.studentsOnly);
  if (student.isGuest) throw forbidden(P.guestsCannotSubscribe);
  if (student.deletionScheduledAt) throw forbidden(BILLING_TEXTS.deletionScheduled);
  const plan = parseTeacherPlanId(body.subscription_id);
  if (plan && (plan.tier === 'ai') !== (kind === 'ai')) {
    throw badRequest('VALIDATION_ERROR', kind === 'ai' ? P.aiPlanExpected : P.teacherPlanExpected, 'subscription_id');
  }
  const found = plan && (await homepages.sellingHomepage(deps.db, plan.userId));
  const homepage = found?.homepage;
  if (!plan || !homepage || !homepage.visiblePrices.includes(VISIBLE_PRICE_CODES[plan.tier])) {
    throw badRequest('VALIDATION_ERROR', P.planUnknown, 'subscription_id');
  }
  const cancelUrl = cancelAddress(deps.publicUrl, body.cancel_url);
  const account = await store.accountOf(deps.db, plan.userId, deps.payments.driver);
  if (!account?.chargesEnabled || !homepage.acceptingStudents) {
    throw new AppError('EXC_TEACHER_DIDNT_FINISH_STRIPE_ONBOARDING', P.notOnboarded);
  }
  if (await store.livePlanWith(deps.db, student.id, plan.userId)) throw conflict(P.alreadySubscribed);
  const window = windowOf(deps.clock, KEY_WINDOW_MS.checkout);
  // The same instant for every request in one idempotency window, so a retry asks the provider for the same session.
  const closesAt = new Date((window + 1) * KEY_WINDOW_MS.checkout + TEACHER_CHECKOUT_HOLD_MS);
  if (plan.tier !== 'ai') await holdPlace(deps, plan.userId, student.id, closesAt);
  // The 7-day trial unless unticked, and only once per teacher (ADR 0071): the next checkout is paid from the start.
  const trial =
    kind === 'teacher' && body.free_trial !== false && !(await hasHadTrial(deps.db, student.id, teacherProduct(plan.userId)));
  const customerId = await customerOf(deps.db, student.id, deps.payments.driver);
  const request: Omit<CheckoutRequest, 'idempotencyKey'> = {
    amountCents: teacherPlanPrice({ price: homepage.price, ai_price: homepage.aiPrice }, plan.tier),
    currency: TEACHER_CURRENCY,
    intervalMonths: 1,
    productName: `${TEACHER_PLAN_NAMES[plan.tier]} with ${found.teacherName}`,
    ...(trial ? { trialDays: TEACHER_FREE_TRIAL_DAYS } : {}),
    connect: { accountId: account.accountId, applicationFeePercent: TEACHER_APPLICATION_FEE_PERCENT },
    ...(customerId ? { customerId } : student.email ? { customerEmail: student.email } : {}),
    metadata: { kind: TEACHER_PLAN_KIND, student_id: String(student.id), teacher_id: String(plan.userId), tier: plan.tier },
    successUrl: `${deps.publicUrl}/${encodeURIComponent(homepage.url)}?welcome=${plan.tier}`,
    cancelUrl,
    expiresAt: closesAt,
  };
  const session = await deps.payments.createCheckout(
    withIdempotencyKey(request, {
      scope: 'teacher-checkout',
      clock: deps.clock,
      windowMs: KEY_WINDOW_MS.checkout,
      generation: await store.planCountWith(deps.db, student.id, plan.userId),
    }),
  );
  if (plan.tier !== 'ai') await holds.hold(deps.db, plan.userId, student.id, session.expiresAt);
  return { checkout_url: session.url };
}

export async function mySubscriptions(deps: TeacherPaymentsDeps, user: UserRow): Promise<TeacherSubscription[]> {
  const rows = await store.liveSubscriptionsOf(deps.db, user.id);
  return rows.map(({ subscription: s, teacherName, teacherUrl }) => ({
    teacher_id: s.teacherId,
    teacher_name: teacherName,
    teacher_url: teacherUrl,
    tier: s.tier,
    status: s.status,
    current_period_end: s.currentPeriodEnd?.toISOString() ?? null,
    cancel_at_period_end: s.cancelAtPeriodEnd,
  }));
}

export async function trialsHadWithTeachers(deps: TeacherPaymentsDeps, user: UserRow) {
  return { teacher_ids: (await trialsHad(deps.db, user.id, 'teacher:')).map(Number) };
}
