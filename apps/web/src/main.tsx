import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/inter/800.css';
import './lib/i18n/index.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './app/Providers.tsx';
import { appRoutes } from './app/routes.tsx';
import { registerServiceWorker } from './lib/service-worker.ts';
import { followOtherTabs } from './lib/session/storage-sync.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

followOtherTabs();
registerServiceWorker();
const router = createBrowserRouter(appRoutes);

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
