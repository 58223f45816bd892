import * as z from 'zod/mini';
import { PLANS } from '../common/constants.ts';
import { paginationQuerySchema } from '../common/pagination.ts';
import { personSchema } from '../common/person.ts';
import { userStatusSchema } from '../auth/auth.schemas.ts';
import { REPORT_REASONS } from '../social/social.schemas.ts';
import * as c from './admin.constants.ts';

const T = c.ADMIN_TEXTS;
const idSchema = z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647));
const at = z.iso.datetime();

export const adminSearchQuerySchema = z.extend(paginationQuerySchema, {
  q: z._default(z.string().check(z.trim(), z.maxLength(c.ADMIN_QUERY_MAX, T.queryTooLong)), ''),
});
export const adminPageQuerySchema = paginationQuerySchema;

/** A person in the console: the card's fields and the full name, which the console shows when there is no display name. */
export const adminPersonSchema = z.extend(personSchema, { full_name: z.nullable(z.string()) });

export const adminUserParamsSchema = z.object({ userId: idSchema });
export const adminRoleParamsSchema = z.object({ userId: idSchema, role: z.string().check(z.minLength(1), z.maxLength(40)) });
export const adminReportParamsSchema = z.object({ reportId: idSchema });
export const adminEventParamsSchema = z.object({ eventId: z.string().check(z.minLength(1), z.maxLength(64)) });

/** What an admin may add to an action: why (kept in the audit log; a warning's note goes into the mail). */
export const adminNoteBodySchema = z.object({
  note: z._default(z.string().check(z.trim(), z.maxLength(c.ADMIN_NOTE_MAX, T.noteTooLong)), ''),
});

/** A member as the console lists them. */
export const adminUserSchema = z.object({
  id: z.int(),
  username: z.string(),
  email: z.nullable(z.string()),
  display_name: z.nullable(z.string()),
  full_name: z.nullable(z.string()),
  image: z.nullable(z.string()),
  status: userStatusSchema,
  plan: z.enum(PLANS),
  roles: z.array(z.string()),
  is_verified: z.boolean(),
  is_guest: z.boolean(),
  teacher_approved_at: z.nullable(at),
  /** TEACHER declared, not yet approved. */
  teacher_candidate: z.boolean(),
  disabled_at: z.nullable(at),
  created_at: at,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersPageSchema = z.object({ items: z.array(adminUserSchema), total: z.int() });
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const adminReportSchema = z.object({
  id: z.int(),
  reporter: adminPersonSchema,
  reported: z.extend(adminPersonSchema, {
    /** Every report against them, open or handled. */
    report_count: z.int(),
    disabled_at: z.nullable(at),
  }),
  reason: z.enum(REPORT_REASONS),
  details: z.nullable(z.string()),
  /** The event it happened in, when the reporter named one we know. */
  event: z.nullable(z.object({ event_id: z.string(), short_event_id: z.string(), title: z.string() })),
  status: z.enum(c.REPORT_STATUSES),
  note: z.nullable(z.string()),
  resolved_at: z.nullable(at),
  created_at: at,
  updated_at: at,
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminReportsQuerySchema = z.extend(paginationQuerySchema, {
  status: z._default(z.enum(c.REPORT_STATUSES), 'open'),
});
export const adminReportsPageSchema = z.object({ items: z.array(adminReportSchema), total: z.int() });

export const adminSubscriptionSchema = z.object({
  plan: z.string(),
  period: z.string(),
  status: z.string(),
  current_period_end: z.nullable(at),
  cancel_at_period_end: z.boolean(),
});

/** One member in full: the list's fields, their profile, the reports against them and their live subscriptions. */
export const adminUserDetailSchema = z.extend(adminUserSchema, {
  bio: z.nullable(z.string()),
  about_me: z.nullable(z.string()),
  country: z.nullable(z.string()),
  teacher_profile: z.nullable(
    z.object({
      bio: z.nullable(z.string()),
      experience: z.nullable(z.string()),
      video_link: z.nullable(z.string()),
      tags: z.array(z.string()),
    }),
  ),
  homepage_url: z.nullable(z.string()),
  reports: z.array(adminReportSchema),
  subscriptions: z.array(adminSubscriptionSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** A teacher candidate with what they told us about their teaching. */
export const teacherCandidateSchema = z.extend(adminUserSchema, {
  teacher_profile: adminUserDetailSchema.shape.teacher_profile,
  homepage_url: z.nullable(z.string()),
  homepage_name: z.nullable(z.string()),
});
export type TeacherCandidate = z.infer<typeof teacherCandidateSchema>;
export const teacherCandidatesPageSchema = z.object({ items: z.array(teacherCandidateSchema), total: z.int() });

export const adminEventSchema = z.object({
  event_id: z.string(),
  short_event_id: z.string(),
  title: z.string(),
  host: adminPersonSchema,
  start_time_utc: at,
  end_time_utc: at,
  participants: z.int(),
  is_private: z.boolean(),
  cancelled: z.boolean(),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;
export const adminEventsPageSchema = z.object({ items: z.array(adminEventSchema), total: z.int() });

export const paymentsOverviewSchema = z.object({
  /** Live plan subscriptions (trialing, active, past due), counted by plan and status. */
  subscriptions: z.array(z.object({ plan: z.string(), status: z.string(), count: z.int() })),
  /** Learners' live subscriptions to teachers. */
  teacher_subscriptions: z.int(),
  /** What the live plan subscriptions bring in a month, in cents (a 6-month period counted by its monthly price). */
  monthly_recurring_revenue_cents: z.int(),
  currency: z.string(),
  events: z.array(z.object({ provider: z.string(), event_id: z.string(), type: z.string(), created_at: at, received_at: at })),
});
export type PaymentsOverview = z.infer<typeof paymentsOverviewSchema>;

export const auditEntrySchema = z.object({
  id: z.int(),
  admin: z.nullable(adminPersonSchema),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: at,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), total: z.int() });
