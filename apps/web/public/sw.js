// Parley's service worker: shows event reminders (features/events/lib/reminders.ts sends them), and an offline page
// when a page cannot load (ADR 0041).
// A worker may be stopped when no tab needs it, and its timers go with it: reminders are reliable only while a
// Parley tab is open, unless the browser has Notification Triggers (docs/decisions, event reminders).

/** Reminder id → { reminder, timer }. */
const scheduled = new Map();
/** setTimeout's longest delay (about 24.8 days); later reminders are left to a later visit. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/** The only thing cached: the page shown when a navigation fails. A new name replaces it (old ones are dropped). */
const OFFLINE_CACHE = 'parley-offline-v1';
const OFFLINE_URL = '/offline.html';

self.addEventListener('install', (event) => {
  // `reload`: the network's copy, not one the HTTP cache kept from an older deploy.
  event.waitUntil(
    caches
      .open(OFFLINE_CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_URL, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  );
});

async function dropOldCaches() {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name !== OFFLINE_CACHE).map((name) => caches.delete(name)));
}

self.addEventListener('activate', (event) => {
  // Navigation preload starts the page's request while this worker wakes up, so handling navigations costs no time.
  const preload = self.registration.navigationPreload?.enable();
  event.waitUntil(Promise.all([self.clients.claim(), dropOldCaches(), preload]));
});

async function pageOrOfflinePage(event) {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch {
    return (await caches.match(OFFLINE_URL)) ?? Response.error();
  }
}

// Navigations only, always from the network: API calls, files and the app's assets never pass through here.
self.addEventListener('fetch', (event) => {
  if (event.request.mode === 'navigate') event.respondWith(pageOrOfflinePage(event));
});

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
