import { and, eq, isNull, lt, ne, notExists, or } from 'drizzle-orm';
import { refreshTokens, sessions } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/port.ts';

export const insertSession = (db: Db, id: string, userId: number, now: Date) =>
  db.insert(sessions).values({ id, userId, createdAt: now });

export const sessionStart = async (db: Db, sessionId: string) =>
  (await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId)).limit(1))[0]?.createdAt;

export const insertRefreshToken = (db: Db, values: typeof refreshTokens.$inferInsert) => db.insert(refreshTokens).values(values);

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ token: refreshTokens, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Spends a refresh token; false when it was already spent (a replay, or a race between two tabs). */
export async function spendRefreshToken(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ tokenHash: refreshTokens.tokenHash });
  return rows.length === 1;
}

export const revokeSession = (db: Db, sessionId: string, now: Date, reason: string) =>
  db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));

/** Ends every open session of the user, but `keep` when given. */
export const revokeUserSessions = (db: Db, userId: number, now: Date, reason: string, keep?: string) =>
  db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined));

/** Spent or expired refresh tokens, and sessions that ended or have no live token left, once they can matter no more. */
export async function purgeSessions(db: Db, now: Date, keepEndedUntil: Date) {
  await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, now));
  await db.delete(refreshTokens).where(lt(refreshTokens.usedAt, keepEndedUntil));
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.revokedAt, keepEndedUntil),
        and(
          lt(sessions.createdAt, keepEndedUntil),
          notExists(db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, sessions.id))),
        ),
      ),
    );
}
