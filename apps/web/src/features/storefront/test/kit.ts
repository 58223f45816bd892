import { authApi, fillPath, storefrontApi } from '@parley/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { clearSession, forgetEndReason, setSession } from '../../../lib/session/session.ts';
import { makeSession } from '../../../test/fixtures.ts';

export const ME = `GET ${authApi.me.path}`;
export const MINE = `GET ${storefrontApi.mine.path}`;
export const WAITLIST = `GET ${storefrontApi.waitlist.path}`;
export const SAVE_PRICES = `PUT ${storefrontApi.savePrices.path}`;
export const SAVE_BANNER = `PUT ${storefrontApi.saveBanner.path}`;
export const pageOf = (url: string) => `GET ${fillPath(storefrontApi.page.path, { url })}`;
export const joinOf = (url: string) => `POST ${fillPath(storefrontApi.joinWaitlist.path, { url })}`;

/** An empty cache before each test, and a signed-in teacher unless a test signs out or in as someone else. */
export function storefrontTestSetup() {
  beforeEach(() => {
    // jsdom lays nothing out, so it has no scrolling; the page scrolls to the plans and the waitlist.
    Element.prototype.scrollIntoView ??= () => undefined;
    clearSession('logout');
    forgetEndReason();
    queryClient.clear();
    setSession(makeSession({ id: 2, status: 'TEACHER' }));
  });
  afterEach(() => vi.unstubAllGlobals());
}

export const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

export const CHECKOUT = `POST ${storefrontApi.checkout.path}`;
export const AI_CHECKOUT = `POST ${storefrontApi.aiCheckout.path}`;
export const SUBSCRIPTIONS = `GET ${storefrontApi.subscriptions.path}`;
export const PAYMENT_ACCOUNT = `GET ${storefrontApi.paymentAccount.path}`;
