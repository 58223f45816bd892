import type { DomainEventBus } from '../../shared/domain-events.ts';
import { whenOf } from '../events/public.ts';
import type { BookingView } from './lessons.store.ts';

type Change = { kind: 'lesson_booked' } | { kind: 'lesson_cancelled' } | { kind: 'lesson_moved'; from: Date };

/** The teacher hears of each booking, cancellation and move of their lessons (ADR 0063). */
export async function tellTeacher(domain: DomainEventBus, view: BookingView, change: Change) {
  const student = view.student.display_name || view.student.username;
  const when = whenOf(view.lesson.startsAt);
  const words = {
    lesson_booked: { title: `${student} booked a lesson`, body: `${student} booked your lesson at ${when}.` },
    lesson_cancelled: {
      title: `${student} cancelled a lesson`,
      body: `${student} cancelled their place in your lesson at ${when}.`,
    },
    lesson_moved: {
      title: `${student} moved a lesson`,
      body: `${student} moved their lesson${change.kind === 'lesson_moved' ? ` from ${whenOf(change.from)}` : ''} to ${when}.`,
    },
  }[change.kind];
  await domain.publish('notice', {
    userId: view.lesson.teacherId,
    kind: change.kind,
    ...words,
    link: `/event/${view.shortEventId}`,
  });
}
