import * as z from 'zod/mini';
import { endpoint } from '../common/endpoint.ts';
import { AUTH_PREFIX } from '../auth/auth.http.ts';
import { updateResponseSchema } from '../auth/auth.schemas.ts';
import { parseVideoLink } from '../storefront/video-link.ts';
import { optionalText, PROFILE_TEXTS } from './profile.schemas.ts';

/*
 * A teacher's teaching profile (spec §3 profile: experience, teaching style, tags, video link, price per hour), saved by
 * a call of its own: only the teacher's settings page loads this file, so no other page carries its schema.
 */

const TEACHER_EXPERIENCE_MAX = 2000;
const TEACHING_STYLE_MAX = 1000;
const TEACHER_TAGS_MAX = 10;
const TEACHER_TAG_MAX = 30;
/** A teacher's price per hour, in whole dollars as the profile shows it. */
const PRICE_PER_HOUR_MAX = 1000;

/** What a teacher tells about their teaching (spec §3 profile): shown on their homepage. Teachers only. */
export const teacherProfileBodySchema = z.object({
  experience: optionalText(TEACHER_EXPERIENCE_MAX, PROFILE_TEXTS.experienceTooLong),
  teaching_style: optionalText(TEACHING_STYLE_MAX, PROFILE_TEXTS.teachingStyleTooLong),
  tags: z.optional(
    z.pipe(
      z
        .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(TEACHER_TAG_MAX, PROFILE_TEXTS.tagTooLong)))
        .check(z.maxLength(TEACHER_TAGS_MAX, PROFILE_TEXTS.tooManyTags)),
      z.transform((tags) => [...new Set(tags)]),
    ),
  ),
  video_link: z.optional(
    z.nullable(
      z.string().check(
        z.trim(),
        z.maxLength(2048, PROFILE_TEXTS.videoLinkInvalid),
        z.refine((link) => parseVideoLink(link) !== null, PROFILE_TEXTS.videoLinkInvalid),
      ),
    ),
  ),
  price_per_hour: z.optional(
    z.nullable(
      z
        .number({ error: PROFILE_TEXTS.pricePerHourRange })
        .check(
          z.int(PROFILE_TEXTS.pricePerHourRange),
          z.gte(1, PROFILE_TEXTS.pricePerHourRange),
          z.lte(PRICE_PER_HOUR_MAX, PROFILE_TEXTS.pricePerHourRange),
        ),
    ),
  ),
});
export type TeacherProfileBody = z.output<typeof teacherProfileBodySchema>;

export const teachingProfileApi = {
  save: endpoint({
    method: 'PUT',
    path: `${AUTH_PREFIX}/teacher_profile`,
    summary: "Save a teacher's teaching profile (shown on their homepage); fields left out stay, null clears",
    auth: 'access',
    body: teacherProfileBodySchema,
    status: 200,
    response: updateResponseSchema,
  }),
};
