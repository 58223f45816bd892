/**
 * Registers public/sw.js, which shows event reminders. Without service-worker support (or when registering
 * fails) reminders count as denied, as the spec says: nothing else depends on the worker.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js').catch(() => undefined);
}
