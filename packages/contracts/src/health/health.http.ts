import * as z from 'zod/mini';
import { endpoint } from '../common/endpoint.ts';

export const portStatusSchema = z.object({ status: z.enum(['ok', 'down']), driver: z.string(), detail: z.optional(z.string()) });
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  ports: z.record(z.string(), portStatusSchema),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
export type PortHealth = z.infer<typeof portStatusSchema>;

export const healthApi = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Each platform port and its status',
    auth: 'none',
    status: 200,
    response: healthResponseSchema,
    responses: { 503: healthResponseSchema },
  }),
} as const;
