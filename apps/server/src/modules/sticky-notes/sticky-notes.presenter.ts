import type { StickyNote } from '@parley/contracts';
import type { StickyNoteRow } from '../../db/schema/index.ts';

export const presentStickyNote = (row: StickyNoteRow): StickyNote => ({
  id: row.id,
  text: row.text,
  color: row.color,
  position: row.position,
  classroom_id: row.classroomId,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
