import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageName } from '../../lib/page-title/page-title.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { DocumentTitle } from './DocumentTitle.tsx';
import type { TitleHandle } from './document-title.ts';

function NamedPage({ name }: { name: string | null }) {
  usePageName(name);
  return null;
}

function renderRoutes(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <DocumentTitle />
            <Outlet />
          </>
        ),
        children: [
          { path: '/events', handle: { title: 'events' } satisfies TitleHandle, element: null },
          {
            path: '/event/1',
            handle: { title: 'event' } satisfies TitleHandle,
            element: <NamedPage name="Small talk at work" />,
          },
          { path: '/event/2', handle: { title: 'event' } satisfies TitleHandle, element: <NamedPage name={null} /> },
          { path: '/untitled', element: null },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => fakeApi({}));
afterEach(() => vi.unstubAllGlobals());

describe('document titles', () => {
  it("names the document after the route's title, and after the page's own name while that page is shown", async () => {
    const router = renderRoutes('/events');
    expect(document.title).toBe('Events · Parley');
    await act(() => router.navigate('/event/1'));
    expect(document.title).toBe('Small talk at work · Parley');
    await act(() => router.navigate('/events'));
    expect(document.title).toBe('Events · Parley');
  });

  it("keeps the route's title while a page has no name yet, and the app's name on a route without a title", async () => {
    const router = renderRoutes('/event/2');
    expect(document.title).toBe('Event · Parley');
    await act(() => router.navigate('/untitled'));
    expect(document.title).toBe('Parley');
  });

  it('titles a page of the route table', async () => {
    renderApp('/login');
    await waitFor(() => expect(document.title).toBe('Log in · Parley'));
  });

  it('titles an unknown address as not found', async () => {
    renderApp('/no/such/page');
    await waitFor(() => expect(document.title).toBe('Page not found · Parley'));
  });
});
