import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_HIDE_MS } from '@parley/contracts';
import { Toaster } from './Toaster.tsx';
import { showToast } from './toast-store.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Toaster', () => {
  it('shows a message as info by default and hides it after 6000 ms', () => {
    render(<Toaster />);
    act(() => showToast('We sent a new code to your email'));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('We sent a new code to your email');
    expect(alert.className).toMatch(/Info/);

    act(() => vi.advanceTimersByTime(TOAST_HIDE_MS - 1));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the given severity, then the next toast once the first is gone', () => {
    render(<Toaster />);
    act(() => {
      showToast('Saved', 'success');
      showToast('Second');
    });
    expect(screen.getByRole('alert').className).toMatch(/Success/);
    act(() => vi.advanceTimersByTime(TOAST_HIDE_MS));
    expect(screen.getByRole('alert').textContent).toContain('Second');
    act(() => vi.advanceTimersByTime(TOAST_HIDE_MS));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
