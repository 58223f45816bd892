import { getContrastRatio } from '@mui/material/styles';

// Pure black, not the theme's slate: with white it is the pair whose better half always reaches 4.5:1.
const DARK_TEXT = '#000000';
const LIGHT_TEXT = '#FFFFFF';

/**
 * Text colour for a teacher-chosen background: whichever of black and white reads better. One of them always passes
 * WCAG AA for normal text (at least 4.58:1), whatever the colour.
 */
export const textOn = (background: string) =>
  getContrastRatio(background, LIGHT_TEXT) >= getContrastRatio(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
