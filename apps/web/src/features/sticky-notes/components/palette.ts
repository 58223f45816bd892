import type { StickyNoteColor } from '@parley/contracts';

/**
 * Each colour's paper: light in both themes, with the same dark ink, so the text passes WCAG AA whatever the theme.
 * The colour is also named in the note's colour menu: it is never the only signal.
 */
export const PAPER: Record<StickyNoteColor, string> = {
  yellow: '#FEF3C7',
  pink: '#FCE7F3',
  blue: '#DBEAFE',
  green: '#DCFCE7',
  orange: '#FFEDD5',
  purple: '#EDE9FE',
};
export const INK = '#1E293B';
