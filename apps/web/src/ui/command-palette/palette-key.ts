/** Ctrl+K, or ⌘K on a Mac: the key that opens the command palette (and focuses the weblinks search, spec §3). */
export const isPaletteKey = (e: KeyboardEvent) => (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k';
