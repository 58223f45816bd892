import type { LiveBoard, LiveBoardSummary, WhiteboardElement } from '@parley/contracts';
import type { LiveBoardRow } from '../../db/schema/index.ts';

export const presentSummary = (row: LiveBoardRow, elementCount: number): LiveBoardSummary => ({
  id: row.id,
  title: row.title,
  source: row.sourceEventId === null ? null : { event_id: row.sourceEventId, title: row.sourceTitle ?? '' },
  element_count: elementCount,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const presentBoard = (row: LiveBoardRow, elements: WhiteboardElement[]): LiveBoard => ({
  ...presentSummary(row, elements.filter((e) => !e.isDeleted).length),
  elements,
});
