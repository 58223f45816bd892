/** What other modules may use of events (the live room enters, ends and reads events through these). */
export { createEventsDeps } from './events.deps.ts';
export type { EventsDeps } from './event-core.ts';
export { getEvent } from './listing.service.ts';
export { JoinRefused, recordAttendance } from './participation.service.ts';
export { findEvent, findEventLockingLive, person, updateEvent } from './events.store.ts';
export { isHost } from './host.ts';
export { cancelEventAsAdmin } from './events.service.ts';
export { addParticipant, openLessonEvent, removeParticipant, setLessonCancelled } from './lesson-events.ts';
export { eventTakenPartIn } from './takes-part.ts';
export { scheduleReminder, whenOf } from './event-notices.ts';
export { attendanceStats } from './attendance-stats.ts';
