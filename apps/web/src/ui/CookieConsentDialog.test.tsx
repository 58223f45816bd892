import { screen, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openConsentSettings, saveConsent } from '../lib/consent.ts';
import { STORAGE_KEYS } from '../lib/browser-storage/local-store.ts';
import { CookieConsentDialog } from './CookieConsentDialog.tsx';

function Page() {
  return (
    <>
      <button onClick={openConsentSettings}>Cookie settings</button>
      <CookieConsentDialog />
    </>
  );
}

describe('cookie consent', () => {
  it('keeps necessary cookies on, remembers the analytics choice and gives the focus back', async () => {
    saveConsent({ productAnalytics: false, webAnalytics: false, chatSupport: false });
    render(<Page />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Cookie settings' });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Cookies on Parley' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    const necessary = screen.getByRole('switch', { name: 'Necessary' }) as HTMLInputElement;
    expect(necessary.checked && necessary.disabled).toBe(true);
    await user.click(screen.getByRole('switch', { name: 'Web analytics' }));
    await user.click(screen.getByRole('button', { name: 'Save choices' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.consent) ?? '{}')).toMatchObject({
      productAnalytics: false,
      webAnalytics: true,
      chatSupport: false,
    });

    await user.click(opener);
    expect(((await screen.findByRole('switch', { name: 'Web analytics' })) as HTMLInputElement).checked).toBe(true);
  });
});
