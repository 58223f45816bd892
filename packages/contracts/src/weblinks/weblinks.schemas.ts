import * as z from 'zod/mini';
import { paginationQuerySchema } from '../common/pagination.ts';
import { personSchema } from '../common/person.ts';
import * as c from './weblinks.constants.ts';

const T = c.WEBLINK_TEXTS;

/**
 * Spec §5: a link without a scheme gets http:// in front. "localhost:3000" or "example.com:8080/x" name a port, not a
 * scheme, so a colon followed by a digit does not count as one; "javascript:…" keeps its scheme and is refused.
 */
export function withScheme(link: string): string {
  return /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(link) ? link : `http://${link}`;
}

/** Only http and https are kept: a saved link is opened by a click, so no javascript:, data: or file:. */
export const weblinkUrlSchema = z.pipe(
  z.pipe(
    z
      .string({ error: T.linkRequired })
      .check(z.trim(), z.minLength(1, T.linkRequired), z.maxLength(c.WEBLINK_LINK_MAX, T.linkTooLong)),
    z.transform(withScheme),
  ),
  z.url({ protocol: /^https?$/, hostname: /^[^\s]+$/, error: T.linkInvalid }),
);

const tagSchema = z.string().check(z.trim(), z.maxLength(c.WEBLINK_TAG_MAX, T.tagTooLong));

/** Blank tags are dropped and a tag given twice (in any case) is kept once. */
const tagsSchema = z
  .pipe(
    z.array(tagSchema),
    z.transform((tags) => {
      const seen = new Set<string>();
      return tags.filter((tag) => tag !== '' && !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()));
    }),
  )
  .check(z.maxLength(c.WEBLINK_TAGS_MAX, T.tooManyTags));

const idSchema = z.int().check(z.gte(1), z.lte(2_147_483_647));

/** Create and update take the same fields (update replaces them all). */
export const weblinkBodySchema = z.object({
  link: weblinkUrlSchema,
  title: z._default(z.string().check(z.trim(), z.maxLength(c.WEBLINK_TITLE_MAX, T.titleTooLong)), ''),
  is_public: z._default(z.boolean(), false),
  tags: z._default(tagsSchema, []),
  /** People the owner follows; repeated ids count once. */
  shared_with: z._default(
    z
      .pipe(
        z.array(idSchema),
        z.transform((ids) => [...new Set(ids)]),
      )
      .check(z.maxLength(c.WEBLINK_SHARES_MAX, T.tooManyShares)),
    [],
  ),
  /** Ids of the owner's classrooms (teachers): their students see the link (ADR 0065). */
  shared_with_classrooms: z._default(
    z
      .pipe(
        z.array(idSchema),
        z.transform((ids) => [...new Set(ids)]),
      )
      .check(z.maxLength(c.WEBLINK_CLASSROOM_SHARES_MAX, T.tooManyClassroomShares)),
    [],
  ),
});
export type WeblinkBody = z.input<typeof weblinkBodySchema>;
export type WeblinkFields = z.output<typeof weblinkBodySchema>;

export const weblinkParamsSchema = z.object({ weblinkId: z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647)) });
export const weblinkOwnerParamsSchema = z.object({ userId: z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647)) });

export const weblinkSearchQuerySchema = z.extend(paginationQuerySchema, {
  /** Matches the title, the link or a tag, case-insensitively; none lists every link. */
  query: z.optional(z.string().check(z.trim(), z.maxLength(c.WEBLINK_QUERY_MAX))),
});
export type WeblinkSearchQuery = z.input<typeof weblinkSearchQuerySchema>;

export const weblinkSchema = z.object({
  id: z.int(),
  title: z.string(),
  link: z.string(),
  is_public: z.boolean(),
  tags: z.array(z.string()),
  /** The owner sees whom they shared it with; someone it was shared with sees an empty list. */
  shared_with: z.array(z.int()),
  /** Likewise the owner's classrooms it is shared with. */
  shared_with_classrooms: z.array(z.int()),
  owner: personSchema,
  /** True when someone else saved it and shared it with the caller: it is read-only for them. */
  shared: z.boolean(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Weblink = z.infer<typeof weblinkSchema>;

export const weblinkPageSchema = z.object({
  items: z.array(weblinkSchema),
  total: z.int(),
  limit: z.int(),
  offset: z.int(),
});
export type WeblinkPage = z.infer<typeof weblinkPageSchema>;
