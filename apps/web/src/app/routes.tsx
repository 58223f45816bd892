import { ROUTES, type RouteName } from '@parley/contracts';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { GOOGLE_CALLBACK_PATH } from '../features/auth/routes.ts';
import { PageSkeleton } from '../ui/PageSkeleton.tsx';
import { loadDashboardLayout } from './dashboard/load-dashboard-layout.ts';
import { PublicOnly } from './guards/PublicOnly.tsx';
import { RequireAuth } from './guards/RequireAuth.tsx';
import { RequireRole } from './guards/RequireRole.tsx';
import { VerifyGuard } from './guards/VerifyGuard.tsx';
import type { Access, RouteSpec } from './route-spec.ts';
import { ROUTE_TABLE } from './route-table.ts';
import { HomeRedirect } from './screens/HomeRedirect.tsx';
import { NotFoundScreen } from './screens/NotFoundScreen.tsx';
import { RouteErrorScreen } from './screens/RouteErrorScreen.tsx';
import { AppShell } from './shell/AppShell.tsx';
import type { TitleHandle } from './shell/document-title.ts';

const GUARDS: Record<Access, ComponentType | null> = {
  public: null,
  publicOnly: PublicOnly,
  verify: VerifyGuard,
  protected: RequireAuth,
};

function leaf(path: string, spec: RouteSpec): RouteObject {
  const route: RouteObject = spec.page
    ? { path, lazy: spec.page, handle: { title: spec.title } satisfies TitleHandle }
    : { path, Component: NotFoundScreen };
  return spec.roles ? { element: <RequireRole roles={spec.roles} />, children: [route] } : route;
}

function guarded(access: Access): RouteObject[] {
  const specs = (Object.entries(ROUTE_TABLE) as [RouteName, RouteSpec][]).filter(([, spec]) => spec.access === access);
  const plain = specs.filter(([, spec]) => !spec.dashboard).map(([name, spec]) => leaf(ROUTES[name], spec));
  const inDashboard = specs.filter(([, spec]) => spec.dashboard).map(([name, spec]) => leaf(ROUTES[name], spec));
  const children = inDashboard.length ? [...plain, { lazy: loadDashboardLayout, children: inDashboard }] : plain;
  const Guard = GUARDS[access];
  return Guard ? [{ Component: Guard, children }] : children;
}

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: AppShell,
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: PageSkeleton,
    children: [
      {
        // A failing page keeps the header and footer around its error screen.
        ErrorBoundary: RouteErrorScreen,
        children: [
          { index: true, Component: HomeRedirect },
          ...(['public', 'publicOnly', 'verify', 'protected'] as const).flatMap(guarded),
          {
            path: GOOGLE_CALLBACK_PATH,
            lazy: async () => {
              const { GoogleCallbackPage, googleCallbackLoader } = await import('../features/auth/pages/GoogleCallbackPage.tsx');
              return { Component: GoogleCallbackPage, loader: googleCallbackLoader };
            },
          },
          { path: '*', Component: NotFoundScreen },
        ],
      },
    ],
  },
];
