import * as z from 'zod/mini';
import { MAX_ROW_ID, rowIdParamSchema } from '../common/ids.ts';
import type { Plan } from '../common/constants.ts';
import { paginationQuerySchema } from '../common/pagination.ts';
import { USER_STATUSES } from '../common/constants.ts';
import { languageLevelSchema } from '../auth/auth.schemas.ts';
import { LANGUAGE_CODES } from '../profile/profile.constants.ts';
import { PROFILE_TEXTS } from '../profile/profile.schemas.ts';

/** How many people each plan may follow and avoid (feedback-pricing spec §9); null means no limit. */
export const SOCIAL_LIMITS = {
  follows: { free: 5, basic: 20, pro: null, team: null },
  avoids: { free: 0, basic: 5, pro: 15, team: 15 },
} as const satisfies Record<'follows' | 'avoids', Record<Plan, number | null>>;

export const REPORT_DETAILS_MAX = 1000;
export const REPORT_REASONS = ['spam', 'harassment', 'hate_speech', 'inappropriate', 'impersonation', 'other'] as const;
export const reportReasonSchema = z.enum(REPORT_REASONS, {
  error: `Choose a reason: ${REPORT_REASONS.join(', ')}`,
});
export type ReportReason = z.infer<typeof reportReasonSchema>;

/** Texts the server answers; the limit texts are the spec's dialog texts (§8). */
export const SOCIAL_TEXTS = {
  followLimit:
    "Follow Limit Reached: You've reached your following limit. Upgrade your account to follow more users and expand your network.",
  avoidLimit:
    "Avoid Limit Reached: You've reached your limit for avoiding users. Upgrade your account to avoid more users and customize your experience.",
  followSelf: 'You cannot follow yourself',
  avoidSelf: 'You cannot avoid yourself',
  reportSelf: 'You cannot report yourself',
  userNotFound: 'This user does not exist',
  followAvoiding: 'You are avoiding this user. Unavoid them before following',
  followAvoided: 'You cannot follow this user',
  userIdRequired: 'Choose the user to report',
  reasonRequired: 'Choose a reason for the report',
  detailsTooLong: `Details must be at most ${REPORT_DETAILS_MAX} characters`,
  eventIdInvalid: 'The event id is not valid',
} as const;

export const userIdParamsSchema = z.object({ userId: rowIdParamSchema });

/** A person in a social list. */
export const socialPersonSchema = z.object({
  id: z.int(),
  username: z.string(),
  display_name: z.nullable(z.string()),
  full_name: z.nullable(z.string()),
  image: z.nullable(z.string()),
});
export type SocialPerson = z.infer<typeof socialPersonSchema>;

/** The caller's relationship with one user, answered by every social mutation. */
export const relationshipSchema = z.object({
  user_id: z.int(),
  is_following: z.boolean(),
  is_followed_by: z.boolean(),
  is_avoiding: z.boolean(),
  is_reported: z.boolean(),
  /** The other user's follower count. */
  followers_count: z.int(),
  /** How many people the caller follows and avoids, against the caller's plan limits (null: unlimited). */
  following_count: z.int(),
  following_limit: z.nullable(z.int()),
  avoiding_count: z.int(),
  avoiding_limit: z.int(),
});
export type Relationship = z.infer<typeof relationshipSchema>;

export const socialListQuerySchema = paginationQuerySchema;
export const peoplePageSchema = z.object({
  items: z.array(socialPersonSchema),
  total: z.int(),
  limit: z.int(),
  offset: z.int(),
});
export type PeoplePage = z.infer<typeof peoplePageSchema>;

export const reportBodySchema = z.object({
  user_id: z.coerce
    .number({ error: SOCIAL_TEXTS.userIdRequired })
    .check(
      z.int(SOCIAL_TEXTS.userIdRequired),
      z.positive(SOCIAL_TEXTS.userIdRequired),
      z.lte(MAX_ROW_ID, SOCIAL_TEXTS.userIdRequired),
    ),
  reason: z.enum(REPORT_REASONS, { error: SOCIAL_TEXTS.reasonRequired }),
  details: z.nullish(z.string().check(z.trim(), z.maxLength(REPORT_DETAILS_MAX, SOCIAL_TEXTS.detailsTooLong))),
  event_id: z.nullish(
    z.string().check(z.trim(), z.minLength(1, SOCIAL_TEXTS.eventIdInvalid), z.maxLength(64, SOCIAL_TEXTS.eventIdInvalid)),
  ),
});
export type ReportBody = z.infer<typeof reportBodySchema>;

export const reportSchema = z.object({
  user: socialPersonSchema,
  reason: reportReasonSchema,
  details: z.nullable(z.string()),
  event_id: z.nullable(z.string()),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportsPageSchema = z.object({
  items: z.array(reportSchema),
  total: z.int(),
  limit: z.int(),
  offset: z.int(),
});

/** The longest name a community search takes. */
export const COMMUNITY_QUERY_MAX = 60;

/** Community search (spec §2 community pages): by name, language and level. */
export const communityQuerySchema = z.extend(paginationQuerySchema, {
  /** Matches username, display name or full name, case-insensitively. */
  query: z.optional(z.string().check(z.trim(), z.maxLength(COMMUNITY_QUERY_MAX))),
  /** A language the person speaks or learns. */
  language: z.optional(z.enum(LANGUAGE_CODES, { error: PROFILE_TEXTS.languageUnknown })),
  /** With `language`: that language at this proficiency (1–4); alone: any language at it. */
  proficiency: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(4))),
  status: z.optional(z.enum(USER_STATUSES)),
  /**
   * `partners`: people to practise with — not those the caller follows already, and those sharing most of the caller's
   * goals and interests first (ADR 0067).
   */
  suggest: z.optional(z.enum(['partners'])),
});
export type CommunityQuery = z.infer<typeof communityQuerySchema>;

export const communityPersonSchema = z.extend(socialPersonSchema, {
  status: z.enum(USER_STATUSES),
  country: z.nullable(z.string()),
  learning: z.array(languageLevelSchema),
  speaking: z.array(languageLevelSchema),
  followers_count: z.int(),
});
export type CommunityPerson = z.infer<typeof communityPersonSchema>;
export const communityPageSchema = z.object({
  items: z.array(communityPersonSchema),
  total: z.int(),
  limit: z.int(),
  offset: z.int(),
});
export type CommunityPage = z.infer<typeof communityPageSchema>;
