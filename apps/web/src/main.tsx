// One variable file carries every weight: 48 kB for Latin where five static weights took 120 kB.
import '@fontsource-variable/inter/wght.css';
// Device fonts sized like Inter until it arrives (font-fallback-plugin.ts).
import 'virtual:font-fallbacks.css';
import './lib/i18n/index.ts';
import { StrictMode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './app/Providers.tsx';
import { routerReady } from './app/prerender/router-ready.ts';
import { appRoutes } from './app/routes.tsx';
import { renderInto } from './lib/preact/render-into.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { getSession } from './lib/session/session.ts';
import { followOtherTabs } from './lib/session/storage-sync.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

followOtherTabs();
registerServiceWorker();
// An affiliate's tracked link (ADR 0076) may land on any page; its code is kept for a later sign-up. Loaded only then.
if (new URLSearchParams(location.search).has('aff'))
  void import('./lib/affiliate-link.ts')
    .then((m) => m.captureAffiliateLink(location.search, getSession()?.access_token.token))
    .catch(() => undefined);
const router = createBrowserRouter(appRoutes);
const render = () => {
  // A prerendered page is inert until the app renders over it: a tap or a typed word before then would be lost, or a
  // form sent by the browser itself (ADR 0046). Lifted in the same task, so nothing can come in between, and before
  // the render, so that what the render focuses can take the focus.
  root.removeAttribute('inert');
  renderInto(
    root,
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
};
// A prerendered page (ADR 0046) stays as it is until the app can render that same page over it, reusing its elements;
// rendering at once would put the router's loading skeleton in its place first.
if (root.hasChildNodes()) void routerReady(router).then(render);
else render();
