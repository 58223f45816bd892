import { useEffect, useState, type ComponentType } from 'react';

/**
 * Ctrl+K / ⌘K anywhere in the signed-in app opens the command palette. Only this listener is in the shell (every
 * page's initial JS, ADR 0037): the first press loads the palette, which opens at once and from then on answers the
 * key itself. It listens on the window, so a page that gives the key its own meaning (the weblinks search, spec §3)
 * handles it first on the document and prevents it here. The key test is written out rather than shared with that
 * page, which would make a chunk of its own in the initial JS.
 */
export function PaletteHotkey() {
  const [Palette, setPalette] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (Palette) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'k') return;
      event.preventDefault();
      // Two steps, so the shell lists one file to fetch rather than every file of the palette.
      void import('./load-palette.ts').then((m) => m.loadPalette().then((loaded) => setPalette(() => loaded)));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [Palette]);
  return Palette && <Palette />;
}
