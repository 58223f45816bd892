import { eq } from 'drizzle-orm';
import { documents } from '../../db/schema/index.ts';
import type { ErasurePart } from '../../plugins/account-erasure.ts';

/** A learner's documents go with their account (ADR 0079). */
export const documentFiles: ErasurePart = {
  files: async (tx, userId) =>
    (await tx.select({ key: documents.storageKey }).from(documents).where(eq(documents.userId, userId))).map((r) => r.key),
};
