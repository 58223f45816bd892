import * as z from 'zod/mini';
import { endpoint } from '../common/endpoint.ts';
import { userSchema } from '../auth/auth.schemas.ts';
import * as s from './onboarding.schemas.ts';

export const MODULES_PREFIX = '/api/v1/sdk/modules';

/** The modules calls (spec §7 "Other": list required, optional, submitted; submit; results). Paths are ours (ADR 0012). */
export const modulesApi = {
  list: endpoint({
    method: 'GET',
    path: MODULES_PREFIX,
    summary: "The caller's required, optional and submitted modules",
    auth: 'access',
    status: 200,
    response: s.userModulesSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: `${MODULES_PREFIX}/{moduleId}`,
    summary: 'One module by id; the Languages module carries the languages and accents on offer',
    auth: 'access',
    params: s.moduleIdParamsSchema,
    status: 200,
    response: s.moduleSchema,
  }),
  submit: endpoint({
    method: 'POST',
    path: `${MODULES_PREFIX}/submit`,
    summary: "Submit a module result; its data is validated against the module's schema and applied to the user",
    auth: 'access',
    body: s.submitModuleBodySchema,
    status: 201,
    response: z.object({ result: s.moduleResultSchema, user: userSchema }),
  }),
  results: endpoint({
    method: 'GET',
    path: `${MODULES_PREFIX}/{moduleId}/results`,
    summary: "The caller's results for one module, newest first",
    auth: 'access',
    params: s.moduleIdParamsSchema,
    query: s.moduleResultsQuerySchema,
    status: 200,
    response: s.moduleResultsPageSchema,
  }),
} as const;
