import { modulesApi } from '@parley/contracts';
import type { Route } from '../../plugins/router.ts';
import * as modules from './onboarding.service.ts';

/** Contract → caller → service. */
export function onboardingRoutes(route: Route, deps: modules.ModulesDeps) {
  route(modulesApi.list, ({ user }) => modules.listModules(deps, user));
  route(modulesApi.get, ({ user, params }) => modules.getModule(deps, user, params.moduleId));
  route(modulesApi.submit, ({ user, roles, body }) => modules.submit(deps, user.id, roles, body.moduleResult));
  route(modulesApi.results, ({ user, params, query }) => modules.listResults(deps, user.id, params.moduleId, query));
}
