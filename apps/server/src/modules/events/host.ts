/**
 * Who holds an event's host powers: its host or a co-host the live room named (spec §2, "Host"). The one rule
 * behind every host-only call, in the events and the live modules alike.
 */
export const isHost = (event: { hostId: number }, coHostIds: readonly number[], userId: number) =>
  event.hostId === userId || coHostIds.includes(userId);
