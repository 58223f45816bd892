import * as z from 'zod/mini';
import { MAX_ROW_ID } from '../common/ids.ts';
import { personSchema } from '../common/person.ts';
import { LESSON_TEXTS as T, RATING_COMMENT_MAX } from './lessons.constants.ts';

const idSchema = z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647));
export const teacherParamsSchema = z.object({ teacherId: idSchema });
export const bookingParamsSchema = z.object({ id: idSchema });
const instantSchema = z.iso.datetime({ offset: true, error: T.slotNotOffered });

export const lessonSlotSchema = z.object({
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  capacity: z.int(),
  booked: z.int(),
  /** The caller's booking of this lesson. */
  my_booking_id: z.nullable(z.int()),
  /** Past the booking cut-off, full, or both. */
  bookable: z.boolean(),
});
export type LessonSlot = z.infer<typeof lessonSlotSchema>;

/** Basic counts lessons per week (Monday to Sunday, UTC), Premium one a day (ADR 0060). */
export const lessonAllowanceSchema = z.object({
  tier: z.enum(['basic', 'premium']),
  period: z.enum(['week', 'day']),
  limit: z.int(),
  /** This week's booked lessons (Basic) or today's (Premium). */
  used: z.int(),
});
export type LessonAllowance = z.infer<typeof lessonAllowanceSchema>;

export const lessonSlotsSchema = z.object({
  teacher_id: z.int(),
  timezone: z.string(),
  group_size: z.int(),
  slots: z.array(lessonSlotSchema),
  /** Null: the caller holds no plan with live sessions with this teacher (or is signed out). */
  allowance: z.nullable(lessonAllowanceSchema),
});
export type LessonSlots = z.infer<typeof lessonSlotsSchema>;

export const bookingSchema = z.object({
  id: z.int(),
  teacher: personSchema,
  student: personSchema,
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  event_id: z.string(),
  short_event_id: z.string(),
  status: z.enum(['booked', 'cancelled']),
  /** Its time is up, or the teacher ended it in the room: it can be rated. */
  is_over: z.boolean(),
  /** Until when it can be moved or cancelled. */
  changeable_until: z.iso.datetime(),
  rating: z.nullable(z.object({ rating: z.int(), comment: z.nullable(z.string()) })),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookBodySchema = z.object({
  teacher_id: z.int({ error: T.teacherNotFound }).check(z.gte(1, T.teacherNotFound), z.lte(MAX_ROW_ID, T.teacherNotFound)),
  starts_at: instantSchema,
});
export const rescheduleBodySchema = z.object({ starts_at: instantSchema });
export const ratingBodySchema = z.object({
  rating: z.int({ error: T.ratingRange }).check(z.gte(1, T.ratingRange), z.lte(5, T.ratingRange)),
  comment: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(RATING_COMMENT_MAX, T.commentTooLong))), null),
});
export type RatingBody = z.input<typeof ratingBodySchema>;
