import type { WhiteboardElement } from '@parley/contracts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { whiteboardElements } from '../../../db/schema/index.ts';
import type { Db, Tx } from '../../../platform/db/port.ts';
import type { StoredVersion } from './reconcile.ts';

export async function versionsOf(tx: Tx, roomId: string, ids: string[]): Promise<Map<string, StoredVersion>> {
  const rows = await tx
    .select({
      id: whiteboardElements.elementId,
      version: whiteboardElements.version,
      versionNonce: whiteboardElements.versionNonce,
    })
    .from(whiteboardElements)
    .where(and(eq(whiteboardElements.roomId, roomId), inArray(whiteboardElements.elementId, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function elementCount(tx: Tx, roomId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(whiteboardElements).where(eq(whiteboardElements.roomId, roomId));
  return row?.n ?? 0;
}

/** Stores elements already found newer than what the room has (reconcile.ts), under the room's lock. */
export async function saveElements(tx: Tx, roomId: string, elements: WhiteboardElement[], at: Date) {
  if (!elements.length) return;
  await tx
    .insert(whiteboardElements)
    .values(
      elements.map((element) => ({
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
