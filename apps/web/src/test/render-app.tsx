import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/Providers.tsx';
import { appRoutes } from '../app/routes.tsx';
import { saveConsent } from '../lib/consent.ts';

/** The whole app at `path`, as a browser would show it after the cookie choice was made. */
export function renderApp(path: string) {
  saveConsent({ productAnalytics: false, webAnalytics: false, chatSupport: false });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}
