import * as z from 'zod/mini';
import { CAMPAIGN_CODE_PATTERN, CAMPAIGN_NAME_MAX, CAMPAIGN_TEXTS as T } from './campaigns.constants.ts';

/** An admin's new campaign: a name, the code learners type, and optionally when it ends and how many it takes. */
export const campaignBodySchema = z.object({
  name: z
    .string({ error: T.nameRequired })
    .check(z.trim(), z.minLength(1, T.nameRequired), z.maxLength(CAMPAIGN_NAME_MAX, T.nameRequired)),
  code: z.string({ error: T.codeInvalid }).check(z.trim(), z.regex(CAMPAIGN_CODE_PATTERN, T.codeInvalid), z.toUpperCase()),
  expires_at: z.optional(z.iso.datetime({ offset: true })),
  max_signups: z.optional(z.int({ error: T.maxSignups }).check(z.gte(1, T.maxSignups), z.lte(1_000_000, T.maxSignups))),
});
export type CampaignBody = z.infer<typeof campaignBodySchema>;
export type CampaignBodyInput = z.input<typeof campaignBodySchema>;

export const campaignSchema = z.object({
  id: z.int(),
  name: z.string(),
  code: z.string(),
  expires_at: z.nullable(z.iso.datetime()),
  max_signups: z.nullable(z.int()),
  /** How many accounts were made with the code. */
  signups: z.int(),
  created_at: z.iso.datetime(),
});
export type Campaign = z.infer<typeof campaignSchema>;
export const campaignListSchema = z.array(campaignSchema);
