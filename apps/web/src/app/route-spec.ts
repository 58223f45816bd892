import type { UserStatus } from '@parley/contracts';
import type { RouteObject } from 'react-router';
import type { resources } from '../lib/i18n/index.ts';

/** public: anyone · publicOnly: signed-out users and guests · verify: see VerifyGuard · protected: signed-in users. */
export type Access = 'public' | 'publicOnly' | 'verify' | 'protected';

/** A page's name in the document title and the browser's history: a key of `titles` in en.json. */
export type PageTitle = keyof (typeof resources)['en']['translation']['titles'];

interface Built {
  /** The page, loaded when first visited (or sooner, by preload-page.ts). */
  page: () => Promise<Pick<RouteObject, 'Component' | 'loader'>>;
  /** Its document title; a page showing one thing may name the document after it instead (usePageName). */
  title: PageTitle;
}

/** A route without a page is not built yet and shows the not-found page. */
interface NotBuilt {
  page?: never;
  title?: never;
}

export type RouteSpec = {
  access: Access;
  roles?: readonly UserStatus[];
  /** Pages inside the dashboard shell (welcome card and next event on the left). */
  dashboard?: boolean;
} & (Built | NotBuilt);

/** A route's page, picked from its module (with its loader) once the module has loaded. */
export const page =
  <M>(load: () => Promise<M>, pick: (module: M) => RouteObject['Component'], loader?: (module: M) => RouteObject['loader']) =>
  async () => {
    const module = await load();
    return { Component: pick(module), ...(loader ? { loader: loader(module) } : {}) };
  };
