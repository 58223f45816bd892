import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToStringAsync } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { i18n } from '../../lib/i18n/index.ts';
import { Providers } from '../Providers.tsx';
import { appRoutes } from '../routes.tsx';
import { documentTitle } from '../shell/document-title.ts';

export { PRERENDERED_PATHS } from './prerendered-paths.ts';
export { loadAfterPaintScript } from './load-after-paint.ts';
export { PRERENDER_CHECK } from './prerender-check.ts';

export interface RenderedPage {
  /** What goes inside the app's root element. */
  html: string;
  /** Emotion's style elements for exactly the rules the page uses, keyed so the app's emotion adopts them. */
  styles: string;
  title: string;
}

/**
 * The server build's entry (prerender-plugin.ts): a page as a signed-out visitor first sees it, rendered by the same
 * routes and providers as the app, with its page module and loaders resolved first.
 */
export async function renderPage(pathname: string): Promise<RenderedPage> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${pathname} answers ${context.status}; only a page can be prerendered`);
  if (context.errors) throw new Error(`${pathname} failed to load: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The app's emotion uses its default cache, keyed "css"; in compat mode this one collects rules instead of writing
  // style elements between the markup.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = await renderToStringAsync(
    <CacheProvider value={cache}>
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </CacheProvider>,
  );
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  return {
    html,
    styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)),
    title: documentTitle(
      i18n.t,
      context.matches.map((match) => match.route.handle),
    ),
  };
}
