import * as z from 'zod/mini';

export const referralLinkSchema = z.object({
  code: z.string(),
  /** The sign-up page with the code: `${PUBLIC_URL}/register?invite=<code>`. */
  link: z.string(),
  /** Friends who signed up with the link, and those of them who confirmed their address. */
  signed_up: z.int(),
  confirmed: z.int(),
});
export type ReferralLink = z.infer<typeof referralLinkSchema>;
