// Postgres pass too: two students book one slot at once.
import { BOOKINGS_PREFIX, bookingSchema, LESSON_TEXTS as T, lessonSlotsSchema, type TeacherPlanTier } from '@parley/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { teacherSubscriptions } from '../../db/schema/index.ts';
import { expectError } from '../../test/auth-helpers.ts';
import { call, member, signInAgain, type Member } from '../../test/event-helpers.ts';
import { noticeKinds } from '../../test/notification-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (who: Member | null, method: Method, path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `${BOOKINGS_PREFIX}${path}`,
    headers: who?.auth ?? {},
    ...(payload === undefined ? {} : { payload }),
  });

/** Sunday 1 March 2026, 10:00 in London (GMT): Monday's 18:00 lesson is 32 hours away. */
const SUNDAY = '2026-03-01T10:00:00Z';
const MON = '2026-03-02T18:00:00.000Z';
const TUE = '2026-03-03T18:00:00.000Z';
const WED = '2026-03-04T18:00:00.000Z';
const THU = '2026-03-05T18:00:00.000Z';
const NEXT_MON = '2026-03-09T18:00:00.000Z';
const MON_MORNING = '2026-03-02T09:00:00.000Z';

/** A teacher with a homepage whose availability is Monday to Thursday 18:00–19:00 (and Monday 9:00) in London. */
async function teacherWithSlots(groupSize = 1) {
  const teacher = await member(t, { status: 'TEACHER' });
  const put = (page: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/sdk/teacher/homepage/${page}`, headers: teacher.auth, payload });
  expect((await put('banner', { url: `tess-${teacher.id}`, name: 'Lessons with Tess' })).statusCode).toBe(200);
  const evening = (day: string) => ({ day, start: '18:00', end: '19:00' });
  const res = await put('availability', {
    timezone: 'Europe/London',
    group_size: groupSize,
    slots: [{ day: 'mon', start: '09:00', end: '10:00' }, ...['mon', 'tue', 'wed', 'thu'].map(evening)],
  });
  expect(res.statusCode, res.body).toBe(200);
  return teacher;
}

let plans = 0;
async function studentWithPlan(teacher: Member, tier: TeacherPlanTier | null) {
  const student = await member(t, { status: 'STUDENT' });
  if (tier) {
    await t.db.insert(teacherSubscriptions).values({
      provider: 'sandbox',
      providerId: `sub_lessons_${plans++}`,
      studentId: student.id,
      teacherId: teacher.id,
      tier,
      status: 'active',
      eventAt: t.clock.now(),
    });
  }
  return student;
}

const book = (who: Member, teacher: Member, startsAt: string) =>
  api(who, 'POST', '', { teacher_id: teacher.id, starts_at: startsAt });
const slots = async (who: Member | null, teacher: Member) =>
  z.parse(lessonSlotsSchema, (await api(who, 'GET', `/teacher/${teacher.id}/slots`)).json());

describe('lesson slots', () => {
  it('offers the next 14 days of the weekly slots in the teacher’s zone, with the caller’s allowance', async () => {
    t.clock.set(SUNDAY);
    const teacher = await teacherWithSlots();
    const open = await slots(null, teacher);
    expect(open.slots.map((s) => s.starts_at)).toEqual([
      MON_MORNING,
      MON,
      TUE,
      WED,
      THU,
      '2026-03-09T09:00:00.000Z',
      NEXT_MON,
      '2026-03-10T18:00:00.000Z',
      '2026-03-11T18:00:00.000Z',
      '2026-03-12T18:00:00.000Z',
    ]);
    expect(open).toMatchObject({ timezone: 'Europe/London', group_size: 1, allowance: null });
    const basic = await studentWithPlan(teacher, 'basic');
    expect((await slots(basic, teacher)).allowance).toEqual({ tier: 'basic', period: 'week', limit: 3, used: 0 });
    expect((await slots(await studentWithPlan(teacher, 'ai'), teacher)).allowance).toBeNull();
    expectError(await api(null, 'GET', `/teacher/${basic.id}/slots`), 404, 'NOT_FOUND', T.teacherNotFound);
  });

  it('keeps a London 18:00 slot at 18:00 in London after the clocks go forward', async () => {
    t.clock.set('2026-03-25T10:00:00Z');
    const teacher = await teacherWithSlots();
    const starts = (await slots(null, teacher)).slots.map((s) => s.starts_at);
    expect(starts).toContain('2026-03-26T18:00:00.000Z');
    expect(starts).toContain('2026-03-30T17:00:00.000Z');
  });
});

describe('booking', () => {
  it('a Basic student books three lessons a week into private events; the fourth waits for next week', async () => {
    t.clock.set('2026-03-02T05:00:00Z');
    const teacher = await teacherWithSlots();
    const student = await studentWithPlan(teacher, 'basic');
    const res = await book(student, teacher, MON);
    expect(res.statusCode, res.body).toBe(201);
    const booking = z.parse(bookingSchema, res.json());
    expect(booking).toMatchObject({ status: 'booked', starts_at: MON, changeable_until: '2026-03-02T06:00:00.000Z' });
    const event = (await call(t, 'GET', `event/${booking.event_id}`, student.auth)).json();
    expect(event).toMatchObject({ is_private: true, event_title: `Lesson with ${teacher.username}`, host: { id: teacher.id } });
    expect(event.participants.map((p: { id: number }) => p.id)).toEqual([student.id]);
    expect(await noticeKinds(t, teacher.auth)).toEqual(['lesson_booked']);

    expect((await book(student, teacher, TUE)).statusCode).toBe(201);
    expect((await book(student, teacher, WED)).statusCode).toBe(201);
    const week = await slots(student, teacher);
    expect(week.allowance).toMatchObject({ used: 3, limit: 3 });
    expect(week.slots.find((s) => s.starts_at === THU)?.bookable).toBe(false);
    expectError(await book(student, teacher, THU), 403, 'FORBIDDEN', T.weekUsed);
    expect((await book(student, teacher, NEXT_MON)).statusCode).toBe(201);

    const mine = (await api(student, 'GET', '')).json();
    expect(mine.map((b: { starts_at: string }) => b.starts_at)).toEqual([MON, TUE, WED, NEXT_MON]);
    const taught = (await api(teacher, 'GET', '')).json();
    expect(taught.map((b: { student: { id: number } }) => b.student.id)).toEqual(Array(4).fill(student.id));
    expect((await slots(student, teacher)).slots.find((s) => s.starts_at === MON)).toMatchObject({
      booked: 1,
      my_booking_id: booking.id,
      bookable: false,
    });
  });

  it('a Premium student books one lesson a day', async () => {
    t.clock.set(SUNDAY);
    const teacher = await teacherWithSlots();
    const student = await studentWithPlan(teacher, 'premium');
    expect((await book(student, teacher, MON_MORNING)).statusCode).toBe(201);
    expectError(await book(student, teacher, MON), 403, 'FORBIDDEN', T.dayUsed);
    expect((await book(student, teacher, TUE)).statusCode).toBe(201);
    expect((await slots(student, teacher)).allowance).toEqual({ tier: 'premium', period: 'day', limit: 1, used: 0 });
  });

  it('refuses students without a plan with sessions, teachers, times not offered, late bookings, full lessons and twice', async () => {
    t.clock.set(SUNDAY);
    const teacher = await teacherWithSlots();
    expectError(await book(await studentWithPlan(teacher, null), teacher, MON), 403, 'EXC_PLAN_REQUIRED', T.planRequired);
    expectError(await book(await studentWithPlan(teacher, 'ai'), teacher, MON), 403, 'EXC_PLAN_REQUIRED', T.planRequired);
    expectError(await book(await member(t, { status: 'TEACHER' }), teacher, MON), 403, 'FORBIDDEN', T.planRequired);
    const student = await studentWithPlan(teacher, 'basic');
    expectError(await book(student, teacher, '2026-03-02T18:30:00.000Z'), 400, 'VALIDATION_ERROR', T.slotNotOffered);
    expectError(await book(student, teacher, 'tomorrow'), 400, 'VALIDATION_ERROR', T.slotNotOffered);
    expectError(await book(student, student, MON), 404, 'NOT_FOUND', T.teacherNotFound);
    expect((await book(student, teacher, MON)).statusCode).toBe(201);
    expectError(await book(student, teacher, MON), 409, 'CONFLICT', T.alreadyBooked);
    expectError(await book(await studentWithPlan(teacher, 'basic'), teacher, MON), 409, 'CONFLICT', T.slotFull);
    t.clock.set('2026-03-03T07:00:00Z');
    await signInAgain(t, student);
    expectError(await book(student, teacher, TUE), 409, 'CONFLICT', T.tooLate);
  });

  it('two students racing for the last place: one books it, the other is told it is full', async () => {
    t.clock.set(SUNDAY);
    const teacher = await teacherWithSlots(2);
    expect((await book(await studentWithPlan(teacher, 'basic'), teacher, MON)).statusCode).toBe(201);
    const [a, b] = [await studentWithPlan(teacher, 'basic'), await studentWithPlan(teacher, 'premium')];
    const answers = await Promise.all([book(a, teacher, MON), book(b, teacher, MON)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expectError(
      answers.find((r) => r.statusCode === 409)!,
      409,
      'CONFLICT',
      T.slotFull,
    );
    expect((await slots(a, teacher)).slots.find((s) => s.starts_at === MON)).toMatchObject({ booked: 2, capacity: 2 });
  });
});

describe('changing and rating a booking', () => {
  it('cancels until 12 hours before, freeing the place and calling the empty lesson off; moves in one step', async () => {
    t.clock.set(SUNDAY);
    const teacher = await teacherWithSlots();
    const student = await studentWithPlan(teacher, 'basic');
    const booking = (await book(student, teacher, MON)).json();
    const cancelled = await api(student, 'DELETE', `/${booking.id}`);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((await call(t, 'GET', `event/${booking.event_id}`, student.auth)).json().is_cancelled).toBe(true);
    expectError(await api(student, 'DELETE', `/${booking.id}`), 404, 'NOT_FOUND', T.bookingNotFound);

    const again = (await book(student, teacher, MON)).json();
    expect(again.event_id).toBe(booking.event_id);
    expect((await call(t, 'GET', `event/${again.event_id}`, student.auth)).json().is_cancelled).toBe(false);
    const moved = await api(student, 'POST', `/${again.id}/reschedule`, { starts_at: TUE });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ starts_at: TUE, status: 'booked' });
    expect((await slots(student, teacher)).slots.find((s) => s.starts_at === MON)).toMatchObject({ booked: 0 });
    expect(await noticeKinds(t, teacher.auth)).toEqual(['lesson_moved', 'lesson_booked', 'lesson_cancelled', 'lesson_booked']);

    const other = await studentWithPlan(teacher, 'basic');
    expectError(await api(other, 'DELETE', `/${moved.json().id}`), 404, 'NOT_FOUND', T.bookingNotFound);
    t.clock.set('2026-03-03T06:30:00Z');
    await signInAgain(t, student);
    expectError(await api(student, 'DELETE', `/${moved.json().id}`), 409, 'CONFLICT', T.tooLate);
    expectError(await api(student, 'POST', `/${moved.json().id}/reschedule`, { starts_at: THU }), 409, 'CONFLICT', T.tooLate);
  });

  it('rates a lesson once it is over; the homepage shows the average from three ratings', async () => {
    t.clock.set(SUNDAY);
    const teacher = await teacherWithSlots(3);
    const students = [
      await studentWithPlan(teacher, 'basic'),
      await studentWithPlan(teacher, 'basic'),
      await studentWithPlan(teacher, 'basic'),
    ];
    const bookings = [];
    for (const s of students) bookings.push((await book(s, teacher, MON)).json());
    expectError(await api(students[0]!, 'POST', `/${bookings[0].id}/rating`, { rating: 5 }), 409, 'CONFLICT', T.notYetOver);
    // A lesson the teacher ended in the room is over at once.
    t.clock.set('2026-03-02T18:20:00Z');
    await signInAgain(t, teacher);
    expect((await call(t, 'POST', 'start_now', teacher.auth, { event_id: bookings[0].event_id })).statusCode).toBe(200);
    expect((await call(t, 'POST', 'end', teacher.auth, { event_id: bookings[0].event_id })).statusCode).toBe(200);
    await signInAgain(t, students[0]!);
    const early = await api(students[0]!, 'POST', `/${bookings[0].id}/rating`, { rating: 5, comment: ' Clear and kind ' });
    expect(early.statusCode, early.body).toBe(200);
    t.clock.set('2026-03-02T19:05:00Z');
    const page = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/sdk/teacher/page/tess-${teacher.id}` })).json().rating;
    const stars = [5, 4, 4];
    for (const [i, s] of students.entries()) {
      await signInAgain(t, s);
      if (i === 2) expect(await page()).toBeNull();
      const res = await api(s, 'POST', `/${bookings[i].id}/rating`, {
        rating: stars[i],
        comment: i === 0 ? ' Clear and kind ' : null,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await api(students[0]!, 'GET', '')).json()[0].rating).toEqual({ rating: 5, comment: 'Clear and kind' });
    expect(await page()).toEqual({ average: 4.3, count: 3 });
    expectError(
      await api(students[0]!, 'POST', `/${bookings[0].id}/rating`, { rating: 6 }),
      400,
      'VALIDATION_ERROR',
      T.ratingRange,
    );
    expectError(await api(students[0]!, 'POST', `/${bookings[1].id}/rating`, { rating: 3 }), 404, 'NOT_FOUND', T.bookingNotFound);
  });
});
