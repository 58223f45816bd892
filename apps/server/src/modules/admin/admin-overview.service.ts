import { ADMIN_PAYMENT_EVENTS, ADMIN_TEXTS as T } from '@parley/contracts';
import { conflict, notFound } from '../../errors.ts';
import { paymentsOverview } from '../billing/public.ts';
import { cancelEventAsAdmin, findEvent } from '../events/public.ts';
import { presentAudit, presentEvent } from './admin.presenter.ts';
import type { Acting, AdminDeps, Page } from './admin.deps.ts';
import * as store from './admin-overview.store.ts';
import { findUser } from './admin-users.store.ts';
import { recordAdminAction } from './public.ts';

export async function events(deps: AdminDeps, q: { q: string } & Page) {
  const { items, total } = await store.upcomingEvents(deps.db, q.q, deps.clock.now(), q);
  return { items: items.map(presentEvent), total };
}

/** Cancels through the events module's own path, so its people are told as when a host cancels; then the audit row. */
export async function cancelEvent(deps: AdminDeps, admin: Acting, ref: string, note: string) {
  const now = deps.clock.now();
  const found = await findEvent(deps.db, ref, now);
  if (!found) throw notFound(T.eventNotFound);
  const e = found.event;
  if (e.cancelledAt || e.endedAt || e.endsAt.getTime() <= now.getTime()) throw conflict(T.eventOver);
  const acting = await findUser(deps.db, admin.id);
  if (!acting) throw notFound(T.userNotFound);
  await cancelEventAsAdmin(deps.events, acting.user, e.id);
  await recordAdminAction(deps.db, {
    adminId: admin.id,
    action: 'event.cancel',
    targetType: 'event',
    targetId: e.id,
    before: { title: e.title, start_time_utc: e.startsAt.toISOString(), cancelled: false },
    after: { title: e.title, start_time_utc: e.startsAt.toISOString(), cancelled: true, note: note || null },
  });
  return { ok: true as const };
}

export async function payments(deps: AdminDeps) {
  const o = await paymentsOverview(deps.db, ADMIN_PAYMENT_EVENTS, deps.clock.now());
  return {
    subscriptions: o.subscriptions,
    teacher_subscriptions: o.teacherSubscriptions,
    monthly_recurring_revenue_cents: o.mrrCents,
    currency: o.currency,
    events: o.events.map((e) => ({
      provider: e.provider,
      event_id: e.eventId,
      type: e.type,
      created_at: e.createdAt.toISOString(),
      received_at: e.receivedAt.toISOString(),
    })),
  };
}

export async function audit(deps: AdminDeps, page: Page) {
  const { items, total } = await store.auditPage(deps.db, page);
  return { items: items.map(presentAudit), total };
}
