import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { BREAKPOINTS } from '@parley/contracts';
import { TOAST_CLEARANCE_VAR } from '../toast/use-toast-clearance.ts';

const TEAL = '#0F766E';
const TEAL_DARK_MODE = '#2DD4BF';
const CORAL = '#F9735B';

/**
 * MUI's warning and info mains are too light for text on white (below 4.5:1), so they are darkened; so is its error
 * red, which falls to 4.49:1 on the page background under an outlined button's hover tint.
 */
const options: ThemeOptions = {
  colorSchemes: {
    light: {
      palette: {
        primary: { main: TEAL },
        secondary: { main: CORAL },
        warning: { main: '#B45309' },
        info: { main: '#0369A1' },
        error: { main: '#B91C1C' },
        background: { default: '#F8FAFC', paper: '#FFFFFF' },
      },
    },
    dark: {
      palette: {
        primary: { main: TEAL_DARK_MODE },
        secondary: { main: CORAL },
        background: { default: '#0F172A', paper: '#1E293B' },
      },
    },
  },
  breakpoints: { values: { xs: 0, sm: BREAKPOINTS.mobile, md: BREAKPOINTS.tablet, lg: BREAKPOINTS.desktop, xl: 1536 } },
  shape: { borderRadius: 12 },
  typography: {
    // The fallback family is a device font sized like Inter (font-fallback-plugin.ts): no text moves when Inter arrives.
    fontFamily: '"Inter Variable", "Inter Variable fallback", system-ui, -apple-system, "Segoe UI", sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
    h1: { fontSize: '2rem', fontWeight: 700 },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
    h3: { fontSize: '1.25rem', fontWeight: 600 },
  },
  transitions: {
    duration: { shortest: 150, shorter: 150, short: 200, standard: 200, complex: 200, enteringScreen: 200, leavingScreen: 150 },
  },
  motion: { reducedMotion: 'system' },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // A control that takes the focus scrolls clear of a bar at the bottom of the screen (the cookie banner, the
        // bottom navigation, the live room's controls) instead of behind it.
        html: { scrollPaddingBottom: `max(var(${TOAST_CLEARANCE_VAR}, 0px), var(--bottom-bar-height, 0px))` },
        body: { lineHeight: 1.6 },
        // Catches the CSS animations MUI's motion setting does not reach (skeleton pulse, progress bars).
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    MuiChip: { styleOverrides: { root: { borderRadius: 999 } } },
    MuiCard: { defaultProps: { elevation: 1 } },
  },
};

export const theme = createTheme(options);

/**
 * The kids flag (spec: client-held theme setting): the same palette with larger text (a larger root font size scales
 * every rem size, headings included) and larger default buttons as touch targets.
 */
export const kidsTheme = createTheme(options, {
  components: {
    MuiCssBaseline: { styleOverrides: { html: { fontSize: '112.5%' } } },
    MuiButton: { defaultProps: { size: 'large' } },
    MuiIconButton: { defaultProps: { size: 'large' } },
  },
});
