/** The palette's second loading step (PaletteHotkey): the page's own files are listed here, not in the shell. */
export const loadPalette = () => import('./PaletteHost.tsx').then((m) => m.PaletteHost);
