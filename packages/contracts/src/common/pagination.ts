import * as z from 'zod/mini';

export const paginationQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 10),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;
