/** What other modules may use of live boards: a live room's whiteboard saves a copy through it (ADR 0065). */
import { LIVE_BOARDS_TEXTS, type WhiteboardElement } from '@parley/contracts';
import { conflict } from '../../errors.ts';
import type { Tx } from '../../platform/db/port.ts';
import { presentSummary } from './live-boards.presenter.ts';
import { createBoard } from './live-boards.service.ts';

/** A copy of a room's board among `ownerId`'s boards, named after the event; deleted elements are left behind. */
export async function saveRoomBoard(
  tx: Tx,
  copy: { ownerId: number; event: { eventId: string; title: string }; elements: WhiteboardElement[]; at: Date },
) {
  const elements = copy.elements.filter((e) => !e.isDeleted);
  if (elements.length === 0) throw conflict(LIVE_BOARDS_TEXTS.roomBoardEmpty);
  const row = await createBoard(
    tx,
    { ownerId: copy.ownerId, title: copy.event.title, source: copy.event, at: copy.at },
    elements,
  );
  return presentSummary(row, elements.length);
}
