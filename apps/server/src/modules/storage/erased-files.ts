import { eq } from 'drizzle-orm';
import { uploads } from '../../db/schema/index.ts';
import type { ErasurePart } from '../../plugins/account-erasure.ts';

/** The pictures a person uploaded go with their account (ADR 0079), wherever they are shown. */
export const uploadFiles: ErasurePart = {
  files: async (tx, userId) =>
    (await tx.select({ key: uploads.key }).from(uploads).where(eq(uploads.userId, userId))).map((r) => r.key),
};
