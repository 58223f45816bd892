import { STORAGE_KEYS } from '../../lib/browser-storage/local-store.ts';
import { COOKIE_BANNER_ID } from '../../lib/consent.ts';

interface Names {
  session: string;
  theme: string;
  kidsMode: string;
  consent: string;
  banner: string;
}

/**
 * Runs inline, right after the prerendered page and before the browser first paints it. The page was rendered for a
 * first-time, signed-out visitor in the light theme at the usual text size. Anyone else would see it flash into their
 * own, so for them it is removed and the app renders into an empty root as on every other page; a visitor who has
 * answered the cookie question keeps the page without the banner asking it.
 */
function checkPrerender(names: Names) {
  try {
    const theme = localStorage.getItem(names.theme);
    const dark = theme === 'dark' || (theme !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark || localStorage.getItem(names.kidsMode) === 'true' || localStorage.getItem(names.session) !== null) {
      document.getElementById('root')?.replaceChildren();
    } else if (localStorage.getItem(names.consent) !== null) {
      document.getElementById(names.banner)?.remove();
    }
  } catch {
    // Without storage the visitor is signed out in the default theme and has not answered: the page is theirs.
  }
}

const names: Names = {
  session: STORAGE_KEYS.session,
  theme: STORAGE_KEYS.theme,
  kidsMode: STORAGE_KEYS.kidsMode,
  consent: STORAGE_KEYS.consent,
  banner: COOKIE_BANNER_ID,
};

/** The inline script's text; the build lists its hash in pages.json, and the server allows it by that hash. */
export const PRERENDER_CHECK = `(${checkPrerender.toString()})(${JSON.stringify(names)})`;
