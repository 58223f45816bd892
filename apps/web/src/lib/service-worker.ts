/**
 * Registers public/sw.js, which shows event reminders and an offline page. Without service-worker support (or when
 * registering fails) reminders count as denied, as the spec says, and a failed page load shows the browser's own page.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js').catch(() => undefined);
}
