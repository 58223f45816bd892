import type { PictionaryStroke } from '@parley/contracts';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { pictionaryStrokes } from '../../../db/schema/index.ts';
import type { Tx } from '../../../platform/db/port.ts';

export async function strokesOf(tx: Tx, roomId: string, turnId: string): Promise<PictionaryStroke[]> {
  const rows = await tx
    .select({ stroke: pictionaryStrokes.stroke })
    .from(pictionaryStrokes)
    .where(and(eq(pictionaryStrokes.roomId, roomId), eq(pictionaryStrokes.turnId, turnId)))
    .orderBy(asc(pictionaryStrokes.position));
  return rows.map((row) => row.stroke as PictionaryStroke);
}

/**
 * Adds a stroke to the turn under the room's lock, unless the turn holds `max` already or has it (a resent message).
 * Strokes of the room's earlier turns go, as nobody sees them again.
 */
export async function addStroke(
  tx: Tx,
  roomId: string,
  turnId: string,
  stroke: PictionaryStroke,
  max: number,
): Promise<'added' | 'repeated' | 'full'> {
  await tx.delete(pictionaryStrokes).where(and(eq(pictionaryStrokes.roomId, roomId), ne(pictionaryStrokes.turnId, turnId)));
  const [row] = await tx
    .select({ n: count() })
    .from(pictionaryStrokes)
    .where(and(eq(pictionaryStrokes.roomId, roomId), eq(pictionaryStrokes.turnId, turnId)));
  const held = row?.n ?? 0;
  if (held >= max) return 'full';
  const added = await tx
    .insert(pictionaryStrokes)
    .values({ roomId, turnId, strokeId: stroke.id, position: held, stroke })
    .onConflictDoNothing()
    .returning({ id: pictionaryStrokes.strokeId });
  return added.length ? 'added' : 'repeated';
}

export async function clearStrokes(tx: Tx, roomId: string) {
  await tx.delete(pictionaryStrokes).where(eq(pictionaryStrokes.roomId, roomId));
}
