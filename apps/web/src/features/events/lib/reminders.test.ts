import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEvent } from '../../../test/fixtures.ts';
import { remindersAllowed, remindersFor, REMINDER_LEAD_MS, scheduleReminders } from './reminders.ts';

const start = Date.parse('2030-01-02T18:00:00.000Z');
const event = makeEvent({ event_title: 'Book club', start_time_utc: new Date(start).toISOString() });

afterEach(() => vi.unstubAllGlobals());

describe('event reminders', () => {
  it('are two: five minutes before and at the start, linking to the event page', () => {
    const reminders = remindersFor(event, start - 60 * 60_000);
    expect(reminders.map((r) => r.at)).toEqual([start - REMINDER_LEAD_MS, start]);
    expect(reminders.map((r) => r.title)).toEqual(['Book club starts in 5 minutes', 'Book club is starting']);
    expect(reminders[0]?.url).toBe(`${window.location.origin}/event/${event.event_id}`);
  });

  it('skip the ones already past', () => {
    expect(remindersFor(event, start - 60_000).map((r) => r.at)).toEqual([start]);
    expect(remindersFor(event, start + 1)).toEqual([]);
  });

  it('count as denied without notifications, without a service worker, or without permission', async () => {
    vi.stubGlobal('Notification', undefined);
    expect(remindersAllowed()).toBe(false);
    expect(await scheduleReminders(event, start - 60 * 60_000)).toBe(0);
    vi.stubGlobal('Notification', { permission: 'default' });
    expect(remindersAllowed()).toBe(false);
    // jsdom has no service worker: granted permission alone is not enough.
    vi.stubGlobal('Notification', { permission: 'granted' });
    expect(remindersAllowed()).toBe('serviceWorker' in navigator);
  });

  it('are handed to the service worker when allowed', async () => {
    const postMessage = vi.fn();
    vi.stubGlobal('Notification', { permission: 'granted' });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve({ active: { postMessage } }) },
    });
    expect(await scheduleReminders(event, start - 60 * 60_000)).toBe(2);
    expect(postMessage).toHaveBeenCalledWith(expect.objectContaining({ type: 'schedule-reminders', eventId: event.event_id }));
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });
});
