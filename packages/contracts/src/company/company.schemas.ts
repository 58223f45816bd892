import * as z from 'zod/mini';
import { BILLING_PERIODS } from '../billing/billing.constants.ts';
import { promotionCodeSchema } from '../billing/billing.schemas.ts';
import { personSchema } from '../common/person.ts';
import { STORAGE_PREFIX } from '../storage/storage.http.ts';
import * as c from './company.constants.ts';
import { REGISTRATION_CODE_MAX } from './registration-code.ts';

const T = c.COMPANY_TEXTS;

const emailSchema = z.string({ error: T.billingEmailInvalid }).check(z.trim(), z.maxLength(254), z.email(T.billingEmailInvalid));

export const companyBodySchema = z.object({
  name: z
    .string({ error: T.nameRequired })
    .check(z.trim(), z.minLength(1, T.nameRequired), z.maxLength(c.COMPANY_NAME_MAX, T.nameTooLong)),
  billing_email: emailSchema,
  /** The address the storage upload answered: a logo is shown on members' pages, so no outside address. */
  logo: z._default(
    z.nullable(z.string().check(z.maxLength(300, T.logoInvalid), z.startsWith(`${STORAGE_PREFIX}/files/`, T.logoInvalid))),
    null,
  ),
});
export type CompanyBody = z.infer<typeof companyBodySchema>;

export const companySubscriptionSchema = z.object({
  status: z.string(),
  period: z.enum(BILLING_PERIODS),
  seats: z.int(),
  current_period_end: z.nullable(z.string()),
  cancel_at_period_end: z.boolean(),
});

export const companyMemberSchema = z.object({
  user: personSchema,
  email: z.nullable(z.string()),
  role: z.enum(c.COMPANY_ROLES),
  joined_at: z.string(),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;

export const companyInvitationSchema = z.object({
  id: z.int(),
  email: z.string(),
  invited_at: z.string(),
});

/** What every member sees of their organisation. */
export const companySummarySchema = z.object({
  id: z.int(),
  name: z.string(),
  logo: z.nullable(z.string()),
  role: z.enum(c.COMPANY_ROLES),
  seats: z.int(),
  member_count: z.int(),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

/** The administrator dashboard: the summary with billing, the join code, the members and open invitations. */
export const companyDashboardSchema = z.object({
  ...companySummarySchema.shape,
  billing_email: z.string(),
  join_code: z.string(),
  join_link: z.string(),
  subscription: z.nullable(companySubscriptionSchema),
  members: z.array(companyMemberSchema),
  invitations: z.array(companyInvitationSchema),
});
export type CompanyDashboard = z.infer<typeof companyDashboardSchema>;

export const companyCodeParamsSchema = z.object({
  code: z.string().check(z.trim(), z.toUpperCase(), z.minLength(1), z.maxLength(REGISTRATION_CODE_MAX)),
});
export const companyTokenParamsSchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(64)) });
const idSchema = z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647));
export const companyMemberParamsSchema = z.object({ userId: idSchema });
export const companyInvitationParamsSchema = z.object({ invitationId: idSchema });

/** What a join link shows before one joins. */
export const companyPreviewSchema = z.object({
  name: z.string(),
  logo: z.nullable(z.string()),
  seats_free: z.boolean(),
});

export const companyInviteBodySchema = z.object({
  emails: z
    .array(z.string().check(z.trim(), z.maxLength(254), z.email('Please enter valid email addresses')))
    .check(z.minLength(1, T.emailsRequired), z.maxLength(c.COMPANY_INVITES_PER_REQUEST, T.tooManyEmails)),
});

export const companyRoleBodySchema = z.object({ role: z.enum(c.COMPANY_ROLES) });

const seatsSchema = z
  .int({ error: T.seatsRange })
  .check(z.gte(c.COMPANY_SEATS_MIN, T.seatsRange), z.lte(c.COMPANY_SEATS_MAX, T.seatsRange));
export const companyCheckoutBodySchema = z.object({
  seats: seatsSchema,
  period: z.enum(BILLING_PERIODS),
  promotion_code: z.optional(promotionCodeSchema),
});
export const companySeatsBodySchema = z.object({ seats: seatsSchema });
