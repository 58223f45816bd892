import { randomUUID } from 'node:crypto';
import type { Tx } from '../../platform/db/port.ts';
import { newShortId } from './short-id.ts';
import * as store from './events.store.ts';

/**
 * The private event a booked lesson is held in (ADR 0060), made and changed inside the booking's transaction; the
 * booking module announces `events.changed` once it commits.
 */
export async function openLessonEvent(
  tx: Tx,
  lesson: { hostId: number; title: string; startsAt: Date; endsAt: Date; capacity: number; now: Date },
): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await store.insertEvent(tx, {
      id: randomUUID(),
      shortId: newShortId(),
      hostId: lesson.hostId,
      title: lesson.title,
      type: 'DISCUSSION',
      language: 'en',
      proficiency: 4,
      startsAt: lesson.startsAt,
      endsAt: lesson.endsAt,
      isPrivate: true,
      maxParticipants: lesson.capacity,
      createdAt: lesson.now,
    });
    if (row) return row.id;
  }
  throw new Error('no free short event id after 5 draws');
}

/** A lesson nobody is booked on any more is called off; a new booking opens it again. */
export const setLessonCancelled = (tx: Tx, eventId: string, at: Date | null) =>
  store.updateEvent(tx, eventId, { cancelledAt: at });

export { addParticipant, removeParticipant } from './events.store.ts';
