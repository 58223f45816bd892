import { PROFILE_TEXTS, teacherProfileBodySchema, type TeacherProfileBody, type User } from '@parley/contracts';
import * as z from 'zod/mini';

/** At most this many tags of at most this many characters (the server's limits, which it names only in its texts). */
export const TAGS_MAX = 10;
export const TAG_LENGTH_MAX = 30;

/**
 * "About your teaching" as typed: strings only ('' is "not set"), so an untouched field compares equal to what was
 * loaded; read into the call's body and checked by the server's own schema, with its sentences.
 */
export const teachingFormSchema = z.pipe(
  z.pipe(
    z.object({
      experience: z.string(),
      teaching_style: z.string(),
      tags: z.array(z.string()),
      video_link: z.string(),
      price_per_hour: z.string().check(z.trim(), z.regex(/^\d{0,4}$/, PROFILE_TEXTS.pricePerHourRange)),
    }),
    z.transform((values): TeacherProfileBody => ({
      ...values,
      video_link: values.video_link.trim() || null,
      price_per_hour: values.price_per_hour === '' ? null : Number(values.price_per_hour),
    })),
  ),
  teacherProfileBodySchema,
);
export type TeachingValues = z.input<typeof teachingFormSchema>;
export type TeachingBody = z.output<typeof teachingFormSchema>;
type TeachingField = keyof TeachingValues;

export const TEACHING_FIELDS: readonly TeachingField[] = ['experience', 'teaching_style', 'tags', 'video_link', 'price_per_hour'];

export const teachingValuesOf = (profile: User['profile']): TeachingValues => ({
  experience: profile?.experience ?? '',
  teaching_style: profile?.teaching_style ?? '',
  tags: profile?.tags ?? [],
  video_link: profile?.video_link ?? '',
  price_per_hour: profile?.price_per_hour?.toString() ?? '',
});

/**
 * Only the fields the teacher changed: the server keeps what is not sent, so a save does not overwrite a field
 * changed elsewhere meanwhile.
 */
export function changedOnly(
  body: TeachingBody,
  values: TeachingValues,
  saved: Readonly<Partial<Record<TeachingField, unknown>>>,
): TeachingBody {
  const changed = { ...body };
  for (const field of TEACHING_FIELDS) {
    if (JSON.stringify(values[field]) === JSON.stringify(saved[field])) delete changed[field];
  }
  return changed;
}
