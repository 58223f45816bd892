/** One person LiveKit sends us: their identity there, and the tracks of theirs we receive now. */
export interface ReceivedPerson {
  identity: string;
  tracks: MediaStreamTrack[];
}

/** Our user id from a LiveKit identity (our server hands out the user id as a string); any other is not one of ours. */
export function userIdOf(identity: string): number | null {
  return /^\d{1,15}$/.test(identity) ? Number(identity) : null;
}

/**
 * A stream per person our server says is in the room, by user id, kept while their tracks stay the same so their tile
 * does not start over. Someone LiveKit still carries whom our server moved out, or whose tracks have not come, has none.
 */
export function streamsByUser(
  people: readonly ReceivedPerson[],
  peers: ReadonlySet<number>,
  previous: ReadonlyMap<number, MediaStream>,
): Map<number, MediaStream> {
  const next = new Map<number, MediaStream>();
  for (const { identity, tracks } of people) {
    const userId = userIdOf(identity);
    if (userId === null || !peers.has(userId) || tracks.length === 0) continue;
    const old = previous.get(userId);
    const same = old && old.getTracks().length === tracks.length && tracks.every((t) => old.getTrackById(t.id));
    next.set(userId, same ? old : new MediaStream(tracks));
  }
  return next;
}
