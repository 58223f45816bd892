import type { WhiteboardElement } from '@parley/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { whiteboardElements } from '../../../db/schema/index.ts';
import { rowsOf, type Db, type Tx } from '../../../platform/db/port.ts';
import type { StoredVersion } from '../../../shared/whiteboard-reconcile.ts';

/** A board as a group of commits is checked against: its stored versions of the elements asked for, and its size. */
export interface BoardBefore {
  versions: Map<string, StoredVersion>;
  count: number;
}

/** The boards of the rooms `wanted` names, in one read. */
export async function boardsBefore(tx: Tx, wanted: { roomId: string; id: string }[]): Promise<Map<string, BoardBefore>> {
  const boards = new Map<string, BoardBefore>();
  if (wanted.length === 0) return boards;
  const rows = rowsOf<{ room_id: string; n: number; id: string | null; version: number; version_nonce: number }>(
    await tx.execute(sql`
      select r.room_id, (select count(*)::int from ${whiteboardElements} x where x.room_id = r.room_id) as n,
        e.element_id as id, e.version, e.version_nonce
      from unnest(${sql.param([...new Set(wanted.map((w) => w.roomId))])}::text[]) as r(room_id)
      left join ${whiteboardElements} as e on e.room_id = r.room_id and e.element_id = any(
        select w.id from unnest(${sql.param(wanted.map((w) => w.roomId))}::text[], ${sql.param(wanted.map((w) => w.id))}::text[])
          as w(room_id, id)
        where w.room_id = r.room_id)`),
  );
  for (const row of rows) {
    const board = boards.get(row.room_id) ?? { versions: new Map(), count: row.n };
    if (row.id !== null) board.versions.set(row.id, { version: row.version, versionNonce: row.version_nonce });
    boards.set(row.room_id, board);
  }
  return boards;
}

/**
 * The write that stores elements already found newer than what their rooms have (shared/whiteboard-reconcile.ts), to run under the
 * event's lock; none when there are none. An element given twice is stored as the later one, which was found newer
 * than the first.
 */
export function elementsWrite(tx: Tx, elements: { roomId: string; element: WhiteboardElement }[], at: Date) {
  const last = new Map(elements.map((e) => [`${e.roomId}\n${e.element.id}`, e]));
  if (last.size === 0) return undefined;
  return tx
    .insert(whiteboardElements)
    .values(
      [...last.values()].map(({ roomId, element }) => ({
        roomId,
        elementId: element.id,
        version: element.version,
        versionNonce: element.versionNonce,
        element,
        updatedAt: at,
      })),
    )
    .onConflictDoUpdate({
      target: [whiteboardElements.roomId, whiteboardElements.elementId],
      set: {
        version: sql`excluded.version`,
        versionNonce: sql`excluded.version_nonce`,
        element: sql`excluded.element`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

export async function sceneOf(db: Db | Tx, roomId: string): Promise<WhiteboardElement[]> {
  const rows = await db
    .select({ element: whiteboardElements.element })
    .from(whiteboardElements)
    .where(eq(whiteboardElements.roomId, roomId))
    .orderBy(asc(whiteboardElements.elementId));
  // Stored only after the contract's check (whiteboardElementSchema).
  return rows.map((row) => row.element as WhiteboardElement);
}
