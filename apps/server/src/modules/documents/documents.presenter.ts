import type { UserDocument } from '@parley/contracts';
import type { DocumentRow } from '../../db/schema/index.ts';

export const presentDocument = (row: DocumentRow): UserDocument => ({
  id: row.id,
  name: row.name,
  type: row.type,
  size: row.size,
  created_at: row.createdAt.toISOString(),
});
