/**
 * Excalidraw leaves two of its controls without a fitting name: the main menu's button has none, and the zoom
 * button's "Reset zoom" label hides the percentage it shows. This names the one and lets the other be read by its
 * text, as they appear (Excalidraw renders them after it mounts, and again when its layout changes).
 */
export function labelControls(root: HTMLElement, menuLabel: string): () => void {
  const apply = () => {
    for (const trigger of root.querySelectorAll('.main-menu-trigger:not([aria-label])'))
      trigger.setAttribute('aria-label', menuLabel);
    for (const zoom of root.querySelectorAll('.reset-zoom-button[aria-label]')) zoom.removeAttribute('aria-label');
  };
  apply();
  const observer = new MutationObserver(apply);
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
