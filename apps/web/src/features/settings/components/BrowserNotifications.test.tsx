import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserNotifications } from './BrowserNotifications.tsx';

afterEach(() => vi.unstubAllGlobals());

/** A browser with notifications and a service worker, whose permission starts at `permission`. */
function browserWith(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: {} });
  return requestPermission;
}

const allow = () => screen.getByRole('button', { name: 'Allow notifications' }) as HTMLButtonElement;
const state = () => screen.getByTestId('notification-permission').textContent;

describe('browser notifications', () => {
  it('asks while the browser still can, then shows the answer', async () => {
    const requestPermission = browserWith('default', 'granted');
    render(<BrowserNotifications />);
    expect(state()).toBe('Not allowed yet.');
    await userEvent.setup().click(allow());
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(state()).toBe('Allowed in this browser.');
    expect(allow().disabled).toBe(true);
  });

  it('explains a blocked permission and cannot ask again', () => {
    browserWith('denied');
    render(<BrowserNotifications />);
    expect(state()).toBe("Blocked. You can allow them in your browser's site settings.");
    expect(allow().disabled).toBe(true);
  });

  it('says so when the browser has no notifications', () => {
    render(<BrowserNotifications />);
    expect(state()).toBe('This browser cannot show notifications.');
    expect(allow().disabled).toBe(true);
  });
});
