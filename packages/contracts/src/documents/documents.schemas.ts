import * as z from 'zod/mini';
import * as c from './documents.constants.ts';

const T = c.DOCUMENTS_TEXTS;

const idSchema = z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647));
export const documentParamsSchema = z.object({ documentId: idSchema });

export const documentSchema = z.object({
  id: z.int(),
  name: z.string(),
  type: z.enum(c.DOCUMENT_TYPES),
  /** Bytes. */
  size: z.int(),
  created_at: z.iso.datetime(),
});
export type UserDocument = z.infer<typeof documentSchema>;

export const documentPageSchema = z.object({
  items: z.array(documentSchema),
  total: z.int(),
  /** Bytes of every document together, against quota_bytes. */
  used_bytes: z.int(),
  quota_bytes: z.int(),
});
export type DocumentPage = z.infer<typeof documentPageSchema>;

export const documentListQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), c.DOCUMENTS_PAGE_SIZE),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
});

export const documentRenameSchema = z.object({
  name: z.string({ error: T.nameRequired }).check(
    z.trim(),
    z.minLength(1, T.nameRequired),
    z.maxLength(c.DOCUMENT_NAME_MAX, T.nameTooLong),
    z.refine((name) => !/[\p{Cc}\p{Cf}/\\]/u.test(name), T.nameRequired),
  ),
});
export type DocumentRename = z.input<typeof documentRenameSchema>;
