import type { Event } from '@parley/contracts';
import { i18n } from '../../../lib/i18n/index.ts';
import '../texts.ts';

/** The spec's reminders: 5 minutes before the start and at the start. */
export const REMINDER_LEAD_MS = 5 * 60_000;

/** What public/sw.js keeps and shows; `at` is epoch milliseconds. */
export interface Reminder {
  id: string;
  eventId: string;
  at: number;
  title: string;
  body: string;
  url: string;
}

/** The reminders of an event that are still ahead of `now` (a past one is skipped, as the spec says). */
export function remindersFor(event: Event, now: number): Reminder[] {
  const start = Date.parse(event.start_time_utc);
  const url = new URL(`/event/${event.event_id}`, window.location.origin).href;
  const all: Reminder[] = [
    {
      id: `${event.event_id}:soon`,
      eventId: event.event_id,
      at: start - REMINDER_LEAD_MS,
      title: i18n.t('events.reminders.soonTitle', { title: event.event_title }),
      body: i18n.t('events.reminders.soonBody'),
      url,
    },
    {
      id: `${event.event_id}:start`,
      eventId: event.event_id,
      at: start,
      title: i18n.t('events.reminders.startTitle', { title: event.event_title }),
      body: i18n.t('events.reminders.startBody'),
      url,
    },
  ];
  return all.filter((reminder) => reminder.at > now);
}

/** Granted only: no Notification API or no service worker counts as denied, as the spec says. */
export function remindersAllowed(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted' && 'serviceWorker' in navigator;
}

/** The browser has not asked yet and could show reminders: worth a "Turn on reminders" button. */
export function canAskForReminders(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'default' && 'serviceWorker' in navigator;
}

/** Asks the browser (only from a click: browsers refuse prompts without a user gesture). */
export async function askForReminders(): Promise<boolean> {
  return (await Notification.requestPermission()) === 'granted';
}

async function tellWorker(message: object): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage(message);
}

/** Hands the reminders to the service worker; answers how many were scheduled. */
export async function scheduleReminders(event: Event, now = Date.now()): Promise<number> {
  if (!remindersAllowed()) return 0;
  const reminders = remindersFor(event, now);
  if (reminders.length === 0) return 0;
  await tellWorker({ type: 'schedule-reminders', eventId: event.event_id, reminders });
  return reminders.length;
}

/** Someone who no longer goes needs no reminder. */
export async function cancelReminders(eventId: string): Promise<void> {
  if (remindersAllowed()) await tellWorker({ type: 'cancel-reminders', eventId });
}
