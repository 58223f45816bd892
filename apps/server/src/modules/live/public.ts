/** What other modules may use of the live room (the activities run inside its rooms and changes). */
export type { ChangeDeps } from './live.deps.ts';
export { findState, updateState, type Emission } from './live-log.store.ts';
export { findInside, findInsideAll, findPresence, idsInRoom } from './live.store.ts';
export { momentaryChannel } from './live.bus.ts';
export { peopleIn } from './presence.service.ts';
export type { ActivityMessages } from './live.deps.ts';
export { createChangeGroups, outcomeOf, type ChangeGroups, type Outcome } from './change-groups.ts';
export { change, isHostOf, mustBeInside, mustHost, type ChangeContext, type Found } from './room-change.ts';
export { ensureMainRoom, findRoom, openRooms, setActivity, setMusic, type RoomRow } from './rooms.store.ts';
export type { RoomDirectory, RoomsNow } from './room-directory.ts';
