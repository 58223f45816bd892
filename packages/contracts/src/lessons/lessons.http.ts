import * as z from 'zod/mini';
import { endpoint } from '../common/endpoint.ts';
import { BOOKINGS_PREFIX as P } from './lessons.constants.ts';
import * as s from './lessons.schemas.ts';

/** Bookable lessons (issue 20, ADR 0060): slots from the teacher's availability, bookings, cancellations, ratings. */
export const lessonsApi = {
  slots: endpoint({
    method: 'GET',
    path: `${P}/teacher/{teacherId}/slots`,
    summary: "A teacher's lesson times for the next 14 days, and the caller's allowance with that teacher",
    auth: 'optional',
    params: s.teacherParamsSchema,
    status: 200,
    response: s.lessonSlotsSchema,
  }),
  book: endpoint({
    method: 'POST',
    path: P,
    summary: 'Book a lesson: a private live event with the teacher (students with a Basic or Premium plan)',
    auth: 'access',
    body: s.bookBodySchema,
    status: 201,
    response: s.bookingSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: P,
    summary: "A student's bookings, or the bookings of a teacher's lessons: upcoming and the last 30 days",
    auth: 'access',
    status: 200,
    response: z.array(s.bookingSchema),
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: `${P}/{id}`,
    summary: 'Cancel a booking, until 12 hours before the lesson',
    auth: 'access',
    params: s.bookingParamsSchema,
    status: 200,
    response: s.bookingSchema,
  }),
  reschedule: endpoint({
    method: 'POST',
    path: `${P}/{id}/reschedule`,
    summary: 'Move a booking to another time, until 12 hours before either lesson',
    auth: 'access',
    params: s.bookingParamsSchema,
    body: s.rescheduleBodySchema,
    status: 200,
    response: s.bookingSchema,
  }),
  rate: endpoint({
    method: 'POST',
    path: `${P}/{id}/rating`,
    summary: 'Rate a lesson that is over, 1 to 5 with a comment; rating again replaces it',
    auth: 'access',
    params: s.bookingParamsSchema,
    body: s.ratingBodySchema,
    status: 200,
    response: s.bookingSchema,
  }),
};
