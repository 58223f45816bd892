// Parley's service worker: shows event reminders (features/events/lib/reminders.ts sends them).
// A worker may be stopped when no tab needs it, and its timers go with it: reminders are reliable only while a
// Parley tab is open, unless the browser has Notification Triggers (docs/decisions, event reminders).

/** Reminder id → { reminder, timer }. */
const scheduled = new Map();
/** setTimeout's longest delay (about 24.8 days); later reminders are left to a later visit. */
const MAX_DELAY_MS = 2 ** 31 - 1;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function show(reminder) {
  scheduled.delete(reminder.id);
  return self.registration.showNotification(reminder.title, {
    body: reminder.body,
    tag: reminder.id,
    data: { url: reminder.url },
  });
}

function cancel(eventId) {
  for (const [id, entry] of scheduled) {
    if (entry.reminder.eventId !== eventId) continue;
    if (entry.timer !== null) clearTimeout(entry.timer);
    scheduled.delete(id);
  }
}

function schedule(reminder) {
  const delay = reminder.at - Date.now();
  if (delay <= 0 || delay > MAX_DELAY_MS) return;
  if (typeof TimestampTrigger === 'function') {
    // Notification Triggers: the browser shows it even when this worker is stopped.
    self.registration.showNotification(reminder.title, {
      body: reminder.body,
      tag: reminder.id,
      data: { url: reminder.url },
      showTrigger: new TimestampTrigger(reminder.at),
    });
    scheduled.set(reminder.id, { reminder, timer: null });
    return;
  }
  scheduled.set(reminder.id, { reminder, timer: setTimeout(() => show(reminder), delay) });
}

self.addEventListener('message', (event) => {
  const message = event.data ?? {};
  if (message.type === 'schedule-reminders') {
    cancel(message.eventId);
    for (const reminder of message.reminders) schedule(reminder);
  } else if (message.type === 'cancel-reminders') {
    cancel(message.eventId);
  } else if (message.type === 'list-reminders') {
    // For the page (and its tests): what is waiting to be shown.
    event.ports[0]?.postMessage([...scheduled.values()].map((entry) => entry.reminder));
  }
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data?.url;
  if (url) event.waitUntil(self.clients.openWindow(url));
});
