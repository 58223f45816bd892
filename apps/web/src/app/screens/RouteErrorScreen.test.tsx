import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorScreen } from './RouteErrorScreen.tsx';

function Broken(): null {
  throw new Error('render failed');
}

describe('route error screen', () => {
  it.each([
    ['a render', { Component: Broken }],
    ['a loader', { loader: () => Promise.reject(new Error('loader failed')), Component: Broken, HydrateFallback: () => null }],
  ])('catches %s failure and offers Reload', async (_what, route) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', ErrorBoundary: RouteErrorScreen, ...route }]);
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', { name: 'An error has occurred, we will fix it as soon as possible' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    vi.restoreAllMocks();
  });
});
