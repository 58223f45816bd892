/**
 * When what held the focus has gone (a banner answered, a dialog closed over a removed opener), the page's main
 * content takes it, so the keyboard carries on from there instead of from the top of the document.
 */
export function focusMainIfLost(): void {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  document.getElementById('main')?.focus();
}
