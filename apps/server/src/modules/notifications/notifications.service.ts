import {
  NOTIFICATION_KEEP_DAYS,
  NOTIFICATION_PREFERENCE,
  NOTIFICATION_TEXTS,
  type NotificationStreamMessage,
} from '@parley/contracts';
import { badRequest, notFound } from '../../errors.ts';
import type { BusPort } from '../../platform/bus/port.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db } from '../../platform/db/port.ts';
import type { MailPort } from '../../platform/mail/port.ts';
import type { JobQueuePort } from '../../platform/queue/port.ts';
import type { Notice } from '../../shared/domain-events.ts';
import { emailPreferencesOf, turnOffEmailPreference } from '../onboarding/public.ts';
import { notificationMail } from './notification.mail.ts';
import { presentNotification } from './notifications.presenter.ts';
import * as store from './notifications.store.ts';
import { readUnsubscribe, signUnsubscribe } from './unsubscribe-token.ts';

export interface NotificationsDeps {
  db: Db;
  clock: Clock;
  bus: BusPort;
  queue: JobQueuePort;
  mail: MailPort;
  secret: string;
  publicUrl: string;
}

export const MAIL_JOB = 'notification.mail';

/** The bus channel of one member's live notifications (every instance serving their stream hears it). */
export const channelOf = (userId: number) => `notice:${userId}`;

/** Keeps the notice, pushes it to the member's open streams and leaves the mail to the worker. */
export async function deliver(deps: NotificationsDeps, notice: Notice) {
  const row = await store.insertNotification(deps.db, notice, deps.clock.now());
  const unread = await store.unreadCount(deps.db, notice.userId);
  const message: NotificationStreamMessage = { notification: presentNotification(row), unread };
  await deps.bus.publish(channelOf(notice.userId), message);
  await deps.queue.enqueue(MAIL_JOB, { notificationId: row.id }, { key: `notification-${row.id}` });
}

/**
 * The mail job: sends the notification's mail when the member has a verified address and the preference for its kind
 * is on, as it is when the job runs (a preference turned off in between stops it). Settled either way, so a second run
 * of the job sends nothing.
 */
export async function sendMail(deps: NotificationsDeps, notificationId: number) {
  const pending = await store.pendingMail(deps.db, notificationId);
  if (!pending) return;
  const { notification, email, verified, name } = pending;
  const preference = NOTIFICATION_PREFERENCE[notification.kind];
  const preferences = await emailPreferencesOf(deps.db, notification.userId);
  if (preference && email && verified && preferences[preference]) {
    const token = await signUnsubscribe(deps.secret, notification.userId, preference);
    await deps.mail.send(notificationMail(email, name, notification, { token, preference }, deps.publicUrl));
  }
  await store.settleMail(deps.db, notificationId, deps.clock.now());
}

export async function list(deps: NotificationsDeps, userId: number, page: { limit: number; offset: number }) {
  const { items, total, unread } = await store.listOf(deps.db, userId, page);
  return { items: items.map(presentNotification), total, unread, ...page };
}

export async function read(deps: NotificationsDeps, userId: number, id: number) {
  const row = await store.markRead(deps.db, userId, id, deps.clock.now());
  if (!row) throw notFound(NOTIFICATION_TEXTS.notFound);
  return presentNotification(row);
}

export async function readAll(deps: NotificationsDeps, userId: number) {
  await store.markAllRead(deps.db, userId, deps.clock.now());
  return { unread: 0 };
}

/** One-click unsubscribe: the token alone says who and what, so it works from any mail client without signing in. */
export async function unsubscribe(deps: NotificationsDeps, token: string) {
  const named = await readUnsubscribe(deps.secret, token);
  const email = named && (await store.emailOf(deps.db, named.userId));
  if (!named || !email) throw badRequest('VALIDATION_ERROR', NOTIFICATION_TEXTS.badUnsubscribeLink);
  await turnOffEmailPreference(deps.db, named.userId, named.preference, deps.clock.now());
  return { preference: named.preference, email };
}

export async function prune(deps: Pick<NotificationsDeps, 'db' | 'clock'>) {
  await store.deleteOlderThan(deps.db, new Date(deps.clock.now().getTime() - NOTIFICATION_KEEP_DAYS * 24 * 3600 * 1000));
}
