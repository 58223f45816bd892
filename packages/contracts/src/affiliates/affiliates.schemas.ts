import * as z from 'zod/mini';
import { paginationQuerySchema } from '../common/pagination.ts';
import { AFFILIATE_CODE_MAX, COMMISSION_KINDS, COMMISSION_STATUSES } from './affiliates.constants.ts';

/** A visitor's browser arrived by a tracked link. */
export const affiliateVisitBodySchema = z.object({
  code: z.string().check(z.trim(), z.minLength(1), z.maxLength(AFFILIATE_CODE_MAX)),
});
/** Whether the code is an affiliate's (the browser keeps only such a code); counted once per browser and window. */
export const affiliateVisitSchema = z.object({ valid: z.boolean() });

const money = { amount: z.int(), currency: z.string() };
export const commissionTotalsSchema = z.object({
  pending: z.int(),
  approved: z.int(),
  paid: z.int(),
  currency: z.string(),
});

/** The affiliate's page: their link and what came of it. Amounts are cents; a reversal is negative. */
export const affiliateDashboardSchema = z.object({
  code: z.string(),
  link: z.string(),
  clicks: z.int(),
  sign_ups: z.int(),
  /** Members who came by the link and have paid at least once. */
  paying_members: z.int(),
  rate_percent: z.int(),
  months: z.int(),
  hold_days: z.int(),
  totals: commissionTotalsSchema,
});
export type AffiliateDashboard = z.infer<typeof affiliateDashboardSchema>;

/** One record as its affiliate sees it: the member by their number among the link's sign-ups, nothing private. */
export const commissionSchema = z.object({
  id: z.int(),
  kind: z.enum(COMMISSION_KINDS),
  /** "Member 3": the third sign-up by this affiliate's link. */
  member_number: z.int(),
  ...money,
  /** What the member paid (or was given back), of which `amount` is the share. */
  base_amount: z.int(),
  status: z.enum(COMMISSION_STATUSES),
  occurred_at: z.iso.datetime(),
  /** When the record leaves pending (the refund window's end). */
  approved_at: z.iso.datetime(),
  paid_at: z.nullable(z.iso.datetime()),
});
export type Commission = z.infer<typeof commissionSchema>;
export const commissionPageSchema = z.object({ items: z.array(commissionSchema), total: z.int() });

export const commissionListQuerySchema = paginationQuerySchema;

export const adminCommissionQuerySchema = z.extend(paginationQuerySchema, {
  status: z.optional(z.enum(COMMISSION_STATUSES)),
});
export type AdminCommissionQuery = z.infer<typeof adminCommissionQuerySchema>;

/** The admin's view adds who earned it and who paid; still no member's private data. */
export const adminCommissionSchema = z.extend(commissionSchema, {
  affiliate: z.object({
    id: z.int(),
    username: z.string(),
    display_name: z.nullable(z.string()),
    full_name: z.nullable(z.string()),
  }),
  member_id: z.int(),
  paid_by: z.nullable(z.int()),
});
export type AdminCommission = z.infer<typeof adminCommissionSchema>;
export const adminCommissionPageSchema = z.object({
  items: z.array(adminCommissionSchema),
  total: z.int(),
  totals: commissionTotalsSchema,
});

export const commissionParamsSchema = z.object({
  commissionId: z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647)),
});
