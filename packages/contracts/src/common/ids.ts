import * as z from 'zod/mini';

/**
 * The largest id a row has: ids are Postgres `integer` (serial) columns, and a larger number in a query makes the
 * database throw (a 500). Requests naming one are refused as invalid instead.
 */
export const MAX_ROW_ID = 2_147_483_647;

/** A row's id in a JSON body. */
export const rowIdSchema = z.int().check(z.gte(1), z.lte(MAX_ROW_ID));

/** A row's id in a path or a query string, where it arrives as text. */
export const rowIdParamSchema = z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_ROW_ID));
