import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/browser-storage/local-store.ts';
import { COOKIE_BANNER_ID } from '../../lib/consent.ts';
import { PRERENDER_CHECK } from './prerender-check.ts';

const PAGE = `<div id="root"><main><form><input name="email"></form></main><section id="${COOKIE_BANNER_ID}">Cookies</section></div>`;

/** The page as the browser has parsed it when the inline script runs, then the script itself. */
function runCheck(stored: Record<string, string>, prefersDark = false) {
  document.body.innerHTML = PAGE;
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: prefersDark && query.includes('dark'), media: query }) as MediaQueryList,
  );
  new Function(PRERENDER_CHECK)();
}

const root = () => document.getElementById('root')!;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the prerendered page check', () => {
  it('leaves the page to a first-time, signed-out visitor in the light theme', () => {
    runCheck({});
    expect(root().innerHTML).toBe(PAGE.replace(/^<div id="root">|<\/div>$/g, ''));
  });

  it('keeps the page but not the cookie banner for a visitor who has answered it', () => {
    runCheck({ [STORAGE_KEYS.consent]: '{}' });
    expect(root().querySelector('form')).not.toBeNull();
    expect(document.getElementById(COOKIE_BANNER_ID)).toBeNull();
  });

  it.each([
    ['a signed-in visitor', { [STORAGE_KEYS.session]: '{}' }, false],
    ['the dark theme chosen', { [STORAGE_KEYS.theme]: 'dark' }, false],
    ['the dark theme of the device', {}, true],
    ['the kids theme', { [STORAGE_KEYS.kidsMode]: 'true' }, false],
  ])('empties the root for %s, so the app renders their own page', (_who, stored, prefersDark) => {
    runCheck(stored, prefersDark);
    expect(root().childNodes).toHaveLength(0);
  });

  it('keeps the light page when the device is dark but the visitor chose light', () => {
    runCheck({ [STORAGE_KEYS.theme]: 'light' }, true);
    expect(root().querySelector('form')).not.toBeNull();
  });

  it('leaves the page when storage cannot be read', () => {
    document.body.innerHTML = PAGE;
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    new Function(PRERENDER_CHECK)();
    expect(root().querySelector('form')).not.toBeNull();
  });
});
