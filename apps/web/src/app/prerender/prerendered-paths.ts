import { ROUTES, type RouteName } from '@parley/contracts';
import { ROUTE_TABLE } from '../route-table.ts';

/**
 * The pages built as HTML ahead of time (ADR 0046): those a signed-out visitor may open, at a path without
 * parameters, so that every first visitor is shown the same page.
 */
export const PRERENDERED_PATHS: string[] = (Object.keys(ROUTE_TABLE) as RouteName[])
  .filter((name) => {
    const spec = ROUTE_TABLE[name];
    return spec.page && (spec.access === 'public' || spec.access === 'publicOnly') && !ROUTES[name].includes(':');
  })
  .map((name) => ROUTES[name]);
