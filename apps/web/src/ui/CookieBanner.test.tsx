import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/browser-storage/local-store.ts';
import { CookieBanner } from './CookieBanner.tsx';
import { CookieConsentDialog } from './CookieConsentDialog.tsx';

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.consent) ?? 'null') as Record<string, unknown> | null;

describe('the cookie banner', () => {
  it('asks on a first visit without blocking the page, until a choice is made; the page then takes the focus', async () => {
    render(
      <>
        <main id="main" tabIndex={-1}>
          <button>On the page</button>
        </main>
        <CookieBanner />
        <CookieConsentDialog />
      </>,
    );
    const user = userEvent.setup();
    const banner = screen.getByRole('region', { name: 'Cookies on Parley' });
    expect(banner.textContent).toContain('We use cookies to keep you signed in.');
    // Not modal: the page stays usable.
    await user.click(screen.getByRole('button', { name: 'On the page' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'On the page' }));

    // Choosing opens the settings; closing them decides nothing and the banner keeps asking.
    await user.click(screen.getByRole('button', { name: 'Choose cookies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookies on Parley' });
    expect(dialog.textContent).toContain('Product analytics');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored()).toBeNull();
    screen.getByRole('region', { name: 'Cookies on Parley' });

    screen.getByRole('button', { name: 'Only necessary' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cookies on Parley' })).toBeNull());
    expect(stored()).toMatchObject({ productAnalytics: false, webAnalytics: false, chatSupport: false });
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('main')));
  });
});
