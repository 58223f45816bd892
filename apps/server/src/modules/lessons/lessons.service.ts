import { LESSON_TEXTS as T, TEACHER_PLAN_ALLOWANCES, type Availability, type LessonSlots } from '@parley/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db, Tx } from '../../platform/db/port.ts';
import type { JobQueuePort } from '../../platform/queue/port.ts';
import type { DomainEventBus } from '../../shared/domain-events.ts';
import { highestTier, liveTeacherTiers } from '../../shared/live-teacher-plans.ts';
import { isUniqueViolation } from '../../shared/unique-violation.ts';
import { addParticipant, openLessonEvent, removeParticipant, scheduleReminder, setLessonCancelled } from '../events/public.ts';
import { tellTeacher } from './lesson-notices.ts';
import { changeableUntil, presentBooking } from './lessons.presenter.ts';
import * as store from './lessons.store.ts';
import { allowancePeriod, upcomingSlots } from './slots.ts';

export interface LessonsDeps {
  db: Db;
  clock: Clock;
  domain: DomainEventBus;
  queue: JobQueuePort;
  log: FastifyBaseLogger;
}
type Caller = Pick<UserRow, 'id' | 'status'>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The caller's live plan with live sessions with this teacher: Premium over Basic; Lite/AI has none. */
const sessionTier = async (db: Tx, studentId: number, teacherId: number) =>
  highestTier(await liveTeacherTiers(db, studentId, teacherId), ['basic', 'premium'] as const);
const groupSize = (availability: Availability) => availability.group_size ?? 1;
/** Basic's three a week; Premium's "daily sessions" are one a day. */
const allowanceLimit = (tier: 'basic' | 'premium') => (tier === 'basic' ? TEACHER_PLAN_ALLOWANCES.basic.liveSessionsPerWeek : 1);

async function offerOf(db: Tx, teacherId: number, lock = false) {
  const offer = await store.teacherOffer(db, teacherId, lock);
  if (!offer?.availability || offer.availability.slots.length === 0) throw notFound(T.teacherNotFound);
  return { ...offer, availability: offer.availability };
}

/** The next 14 days of the teacher's lesson times, with the places taken and the caller's allowance. */
export async function slotsOf(deps: LessonsDeps, caller: Caller | null, teacherId: number): Promise<LessonSlots> {
  const { availability } = await offerOf(deps.db, teacherId);
  const now = deps.clock.now();
  const times = upcomingSlots(availability, now);
  const taken = await store.lessonsBetween(deps.db, teacherId, now, new Date(now.getTime() + 15 * DAY_MS));
  const mine = caller ? await store.bookingsOf(deps.db, caller.id, now) : [];
  const tier = caller ? await sessionTier(deps.db, caller.id, teacherId) : null;
  const capacity = groupSize(availability);
  // A slot whose week (Basic) or day (Premium) is used up cannot be booked either.
  const held = mine.filter(
    (b) => b.booking.status === 'booked' && b.booking.studentId === caller?.id && b.lesson.teacherId === teacherId,
  );
  const heldIn = (at: Date) => {
    if (!tier) return 0;
    const { from, until } = allowancePeriod(tier, at);
    return held.filter((b) => b.lesson.startsAt >= from && b.lesson.startsAt < until).length;
  };
  const usedUp = (startsAt: Date) => tier !== null && heldIn(startsAt) >= allowanceLimit(tier);
  const slots = times.map(({ startsAt, endsAt }) => {
    const lesson = taken.find((l) => l.lesson.startsAt.getTime() === startsAt.getTime());
    const booked = lesson?.booked ?? 0;
    const places = lesson?.lesson.capacity ?? capacity;
    const my = held.find((b) => b.lesson.id === lesson?.lesson.id);
    return {
      starts_at: startsAt.toISOString(),
      ends_at: endsAt.toISOString(),
      capacity: places,
      booked,
      my_booking_id: my?.booking.id ?? null,
      bookable: booked < places && now < changeableUntil(startsAt) && !my && !usedUp(startsAt),
    };
  });
  const allowance = tier
    ? { tier, period: tier === 'basic' ? ('week' as const) : ('day' as const), limit: allowanceLimit(tier), used: heldIn(now) }
    : null;
  return { teacher_id: teacherId, timezone: availability.timezone, group_size: capacity, slots, allowance };
}

/**
 * Takes a place in the lesson at `startsAt` for the student, inside `tx`, after every check: a Basic or Premium plan
 * with the teacher, a time the teacher offers, not within 12 hours, the plan's allowance (leaving out the booking
 * being moved), a free place. The teacher's homepage row is locked first, so one teacher's bookings go one at a time
 * and two students cannot both take the last place.
 */
async function takePlace(deps: LessonsDeps, tx: Tx, student: Caller, teacherId: number, startsAt: Date, moving?: number) {
  const now = deps.clock.now();
  if (student.status === 'TEACHER') throw forbidden(T.planRequired);
  const offer = await offerOf(tx, teacherId, true);
  const tier = await sessionTier(tx, student.id, teacherId);
  if (!tier) throw new AppError('EXC_PLAN_REQUIRED', T.planRequired);
  const slot = upcomingSlots(offer.availability, now).find((s) => s.startsAt.getTime() === startsAt.getTime());
  if (!slot) throw badRequest('VALIDATION_ERROR', T.slotNotOffered, 'starts_at');
  if (now >= changeableUntil(startsAt)) throw conflict(T.tooLate);
  const period = allowancePeriod(tier, startsAt);
  if ((await store.bookedWith(tx, student.id, teacherId, period.from, period.until, moving)) >= allowanceLimit(tier)) {
    throw forbidden(tier === 'basic' ? T.weekUsed : T.dayUsed);
  }
  let lesson = await store.lessonAt(tx, teacherId, startsAt);
  if (!lesson) {
    const capacity = groupSize(offer.availability);
    const title = T.lessonTitle.replace('{name}', offer.name);
    const eventId = await openLessonEvent(tx, { hostId: teacherId, title, ...slot, capacity, now });
    lesson = await store.insertLesson(tx, { teacherId, ...slot, capacity, eventId, createdAt: now });
  }
  if (await store.placeOf(tx, lesson.id, student.id)) throw conflict(T.alreadyBooked);
  const booked = await store.bookedCount(tx, lesson.id);
  if (booked >= lesson.capacity) throw conflict(T.slotFull);
  if (booked === 0) await setLessonCancelled(tx, lesson.eventId, null);
  const id = await store.insertBooking(tx, { lessonId: lesson.id, studentId: student.id, createdAt: now }).catch((err) => {
    throw isUniqueViolation(err) !== null ? conflict(T.alreadyBooked) : err;
  });
  await addParticipant(tx, lesson.eventId, student.id, now);
  return id;
}

/** Gives up a place; the last one out calls the lesson's event off. */
async function freePlace(deps: LessonsDeps, tx: Tx, view: store.BookingView) {
  const now = deps.clock.now();
  await store.updateBooking(tx, view.booking.id, { status: 'cancelled', cancelledAt: now });
  await removeParticipant(tx, view.lesson.eventId, view.booking.studentId);
  if ((await store.bookedCount(tx, view.lesson.id)) === 0) await setLessonCancelled(tx, view.lesson.eventId, now);
}

/** After a change commits: the event lists refresh, the teacher hears of it, a lesson still on gets its reminder. */
async function answer(deps: LessonsDeps, id: number, change: Parameters<typeof tellTeacher>[2]) {
  await deps.domain.publish('events.changed', {});
  const view = (await store.bookingById(deps.db, id))!;
  await tellTeacher(deps.domain, view, change);
  if (change.kind !== 'lesson_cancelled')
    await scheduleReminder(deps.queue, view.lesson.eventId, view.lesson.startsAt, deps.clock.now());
  return presentBooking(view, deps.clock.now());
}

export async function book(deps: LessonsDeps, student: Caller, body: { teacher_id: number; starts_at: string }) {
  const id = await deps.db.transaction((tx) => takePlace(deps, tx, student, body.teacher_id, new Date(body.starts_at)));
  return answer(deps, id, { kind: 'lesson_booked' });
}

/** The student's own booking, still booked and not yet within 12 hours of its lesson. */
async function changeable(deps: LessonsDeps, tx: Tx, student: Caller, id: number) {
  const view = await store.bookingById(tx, id, true);
  if (!view || view.booking.studentId !== student.id) throw notFound(T.bookingNotFound);
  if (view.booking.status !== 'booked') throw notFound(T.bookingNotFound);
  if (deps.clock.now() >= changeableUntil(view.lesson.startsAt)) throw conflict(T.tooLate);
  return view;
}

export async function cancel(deps: LessonsDeps, student: Caller, id: number) {
  await deps.db.transaction(async (tx) => freePlace(deps, tx, await changeable(deps, tx, student, id)));
  return answer(deps, id, { kind: 'lesson_cancelled' });
}

/** Moving is booking the new time and giving up the old one in one transaction: either both happen or neither. */
export async function reschedule(deps: LessonsDeps, student: Caller, id: number, startsAt: string) {
  const { next, from } = await deps.db.transaction(async (tx) => {
    const view = await changeable(deps, tx, student, id);
    await freePlace(deps, tx, view);
    return {
      next: await takePlace(deps, tx, student, view.lesson.teacherId, new Date(startsAt), id),
      from: view.lesson.startsAt,
    };
  });
  return answer(deps, next, { kind: 'lesson_moved', from });
}

export async function rate(deps: LessonsDeps, student: Caller, id: number, body: { rating: number; comment: string | null }) {
  const view = await store.bookingById(deps.db, id);
  if (!view || view.booking.studentId !== student.id || view.booking.status !== 'booked') throw notFound(T.bookingNotFound);
  // Over when its time is up, or sooner when the teacher ended it in the room.
  if (!presentBooking(view, deps.clock.now()).is_over) throw conflict(T.notYetOver);
  await store.updateBooking(deps.db, id, { rating: body.rating, comment: body.comment || null, ratedAt: deps.clock.now() });
  return presentBooking((await store.bookingById(deps.db, id))!, deps.clock.now());
}

/** Upcoming bookings and those of the last 30 days: a student's own, or those of a teacher's lessons. */
export async function list(deps: LessonsDeps, caller: Caller) {
  const since = new Date(deps.clock.now().getTime() - 30 * DAY_MS);
  return (await store.bookingsOf(deps.db, caller.id, since)).map((b) => presentBooking(b, deps.clock.now()));
}
