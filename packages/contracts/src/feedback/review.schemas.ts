import * as z from 'zod/mini';
import { rowIdParamSchema, rowIdSchema } from '../common/ids.ts';
import { PLANS, type Plan } from '../common/constants.ts';

export const REVIEW_STATUSES = ['accepted', 'reviewed', 'denied'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** The spec's labels; an unknown status reads "To Review". */
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  accepted: 'To Review',
  reviewed: 'Reviewed',
  denied: 'Denied',
};
/** Plans whose learners may send a recording to a teacher until teacher plans exist (docs/decisions/0027-teacher-review.md). */
export const TEACHER_REVIEW_PLANS: readonly Plan[] = PLANS.filter((p) => p !== 'free');

export const REVIEW_TEXTS = {
  notATeacher: 'Choose a teacher to review your recording',
  needsPlan: 'Asking a teacher for feedback needs a paid plan. Upgrade to send your recordings to a teacher.',
  notProcessed: 'A recording can be sent to a teacher once it is processed',
  teachersOnly: 'Only teachers review recordings',
  notFound: 'This review request does not exist',
  commentEmpty: 'Please write a comment or record one',
  commentTooLong: 'A comment can be at most 2,000 characters',
  commentPlace: 'Comment on a finding (chunk_id) or on a time range (start_time and end_time)',
  commentNotFound: 'This comment does not exist',
  notYourComment: 'You can delete only your own comments',
} as const;

export const COMMENT_MAX = 2000;

export const requestReviewBodySchema = z.object({
  teacher_id: z.number({ error: REVIEW_TEXTS.notATeacher }).check(z.int(), z.positive(REVIEW_TEXTS.notATeacher)),
});

export const reviewRequestSchema = z.object({
  recording_id: z.int(),
  student_display_name: z.string(),
  created_at: z.iso.datetime(),
  status: z.enum(REVIEW_STATUSES),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

export const reviewListQuerySchema = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  sort: z._default(z.enum(['newest', 'oldest']), 'newest'),
});
export const reviewUpdateBodySchema = z.object({
  reviewed: z.boolean({ error: 'reviewed is true or false' }),
});
export const reviewParamsSchema = z.object({ recordingId: rowIdParamSchema });

interface Place {
  chunk_id?: number | undefined;
  start_time?: number | undefined;
  end_time?: number | undefined;
}
/** Where a comment goes: an existing chunk (a finding), or a time range of the recording in seconds; not both. */
const isOnePlace = (p: Place) =>
  (p.chunk_id !== undefined) !== (p.start_time !== undefined && p.end_time !== undefined && p.end_time >= p.start_time);

export const textCommentBodySchema = z
  .object({
    chunk_id: z.optional(rowIdSchema),
    start_time: z.optional(z.number().check(z.gte(0))),
    end_time: z.optional(z.number().check(z.gte(0))),
    comment: z
      .string()
      .check(z.trim(), z.minLength(1, REVIEW_TEXTS.commentEmpty), z.maxLength(COMMENT_MAX, REVIEW_TEXTS.commentTooLong)),
  })
  .check(z.refine(isOnePlace, REVIEW_TEXTS.commentPlace));
export const audioCommentQuerySchema = z
  .object({
    chunk_id: z.optional(rowIdParamSchema),
    start_time: z.optional(z.coerce.number().check(z.gte(0))),
    end_time: z.optional(z.coerce.number().check(z.gte(0))),
  })
  .check(z.refine(isOnePlace, REVIEW_TEXTS.commentPlace));
export const commentParamsSchema = z.object({ commentId: rowIdParamSchema });
export const voteBodySchema = z.object({ vote: z.enum(['like', 'dislike'], { error: 'vote is like or dislike' }) });
