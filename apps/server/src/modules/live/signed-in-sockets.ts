import type { Db } from '../../platform/db/port.ts';
import type { DomainEvents } from '../../shared/domain-events.ts';
import { standingSessions } from './live.store.ts';

/** An admitted socket as the sign-in that opened it sees it. */
export interface SignedInSocket {
  userId: number;
  sessionId: string;
  /** The sign-in ended: the socket closes with 4401, and the client's token renewal finds out why. */
  signedOut(): void;
}

/**
 * This instance's live sockets by the sign-in that opened them. Every `auth.changed` (from any instance, through the
 * bus) is checked against the database: the sockets of a session that ended (a logout, a password reset, a disabled or
 * banned account) close at once. A change that leaves the session standing (a plan, roles, a verified address) keeps
 * them: after the door, the room authorises every message from the event's own state and the person's id.
 */
export function createSignedInSockets(db: Db) {
  const byUser = new Map<number, Set<SignedInSocket>>();

  async function recheck(sockets: SignedInSocket[]) {
    if (sockets.length === 0) return;
    const standing = await standingSessions(db, [...new Set(sockets.map((socket) => socket.sessionId))]);
    for (const socket of sockets) if (!standing.has(socket.sessionId)) socket.signedOut();
  }

  return {
    /** Answers how to take the socket out again. */
    add(socket: SignedInSocket): () => void {
      const mine = byUser.get(socket.userId) ?? new Set();
      byUser.set(socket.userId, mine.add(socket));
      return () => {
        mine.delete(socket);
        if (mine.size === 0 && byUser.get(socket.userId) === mine) byUser.delete(socket.userId);
      };
    },

    changed(change: DomainEvents['auth.changed']): Promise<void> {
      if ('userId' in change) return recheck([...(byUser.get(change.userId) ?? [])]);
      const ofSession = [...byUser.values()].flatMap((mine) => [...mine].filter((s) => s.sessionId === change.sessionId));
      return recheck(ofSession);
    },
  };
}
export type SignedInSockets = ReturnType<typeof createSignedInSockets>;
