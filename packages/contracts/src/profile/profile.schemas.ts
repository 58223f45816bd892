import * as z from 'zod/mini';
import {
  ABOUT_ME_MAX,
  DISPLAY_NAME_MAX,
  FULL_NAME_MAX,
  GOALS,
  GROUP_LEVEL_MAX,
  GROUP_LEVEL_MIN,
  INTEREST_MAX_LENGTH,
  INTERESTS_MAX,
  LANGUAGE_CODES,
  OCCUPATION_STATUSES,
  PRONOUNS,
  TOPICS,
} from './profile.constants.ts';
import { isCountryCode } from './countries.ts';

export const PROFILE_TEXTS = {
  experienceTooLong: 'Please describe your experience in at most 2000 characters',
  teachingStyleTooLong: 'Please describe your teaching style in at most 1000 characters',
  tagTooLong: 'A tag can have at most 30 characters',
  tooManyTags: 'Choose at most 10 tags',
  pricePerHourRange: 'Enter a price per hour between $1 and $1,000',
  teachersOnlyProfile: 'Only teachers have a teaching profile',
  videoLinkInvalid: 'Please enter a valid YouTube or Vimeo link',
  displayNameRequired: 'You must choose a display name',
  displayNameTooLong: `Display name must be at most ${DISPLAY_NAME_MAX} characters`,
  languagesRequired: 'Native and learning language required',
  languageUnknown: 'Choose a language from the list',
  proficiencyRange: 'Proficiency is a level from 1 to 4',
  languageTwice: 'Each language can be listed once',
  countryUnknown: 'Choose a country from the list',
  pronounsUnknown: 'Choose pronouns from the list',
  dateOfBirthInvalid: 'Enter a date of birth in the past',
  aboutMeTooLong: `About me must be at most ${ABOUT_ME_MAX} characters`,
  levelRange: 'The lowest level cannot be above the highest',
  topicUnknown: 'Choose topics from the list',
} as const;

/** A language the member speaks or learns; proficiency 1–4 (spec §5). */
export const userLanguageSchema = z.object({
  code: z.enum(LANGUAGE_CODES, { error: PROFILE_TEXTS.languageUnknown }),
  proficiency: z
    .number({ error: PROFILE_TEXTS.proficiencyRange })
    .check(z.int(), z.gte(1, PROFILE_TEXTS.proficiencyRange), z.lte(4, PROFILE_TEXTS.proficiencyRange)),
});

const languageListSchema = z.array(userLanguageSchema, { error: PROFILE_TEXTS.languagesRequired }).check(
  z.minLength(1, PROFILE_TEXTS.languagesRequired),
  z.maxLength(10),
  z.refine((list) => new Set(list.map((l) => l.code)).size === list.length, PROFILE_TEXTS.languageTwice),
);

/** Native (speaking) and learning languages, both required (spec §5). */
export const languagesDataSchema = z.object({ speaking: languageListSchema, learning: languageListSchema });
export type LanguagesData = z.infer<typeof languagesDataSchema>;

/** Which events a learner wants: a level range over event levels 0–3 and topics. */
export const groupSettingsSchema = z
  .object({
    min_level: z.int().check(z.gte(GROUP_LEVEL_MIN), z.lte(GROUP_LEVEL_MAX)),
    max_level: z.int().check(z.gte(GROUP_LEVEL_MIN), z.lte(GROUP_LEVEL_MAX)),
    topics: z.array(z.enum(TOPICS, { error: PROFILE_TEXTS.topicUnknown })).check(z.maxLength(TOPICS.length)),
  })
  .check(z.refine((g) => g.min_level <= g.max_level, { message: PROFILE_TEXTS.levelRange, path: ['max_level'] }));
export type GroupSettings = z.infer<typeof groupSettingsSchema>;

export const optionalText = (max: number, tooLong?: string) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(max, tooLong)),
        z.transform((v) => (v === '' ? null : v)),
      ),
    ),
  );

export const updateAddressSchema = z.object({
  country: z.optional(
    z.nullable(z.string().check(z.trim(), z.toUpperCase(), z.refine(isCountryCode, PROFILE_TEXTS.countryUnknown))),
  ),
  city: optionalText(100),
  state: optionalText(100),
  address: optionalText(200),
  zip_code: optionalText(20),
});

/**
 * One call edits the profile: the spec's `update` (full_name, image) grown to every field the settings
 * pages edit. Absent fields stay as they are; nothing is required except that a display name, once sent,
 * is not blank.
 */
export const updateBodySchema = z.object({
  full_name: optionalText(FULL_NAME_MAX),
  image: z.optional(z.nullable(z.url().check(z.maxLength(2048)))),
  display_name: z.optional(
    z
      .string({ error: PROFILE_TEXTS.displayNameRequired })
      .check(
        z.trim(),
        z.minLength(1, PROFILE_TEXTS.displayNameRequired),
        z.maxLength(DISPLAY_NAME_MAX, PROFILE_TEXTS.displayNameTooLong),
      ),
  ),
  /** ISO 3166-1 alpha-2. */
  country: z.optional(
    z.nullable(z.string().check(z.trim(), z.toUpperCase(), z.refine(isCountryCode, PROFILE_TEXTS.countryUnknown))),
  ),
  pronouns: z.optional(
    z.nullable(
      z.number().check(
        z.int(),
        z.refine((v) => PRONOUNS.some((p) => p.value === v), PROFILE_TEXTS.pronounsUnknown),
      ),
    ),
  ),
  /** YYYY-MM-DD from 1900-01-01; the server also refuses a date after its own today. */
  date_of_birth: z.optional(
    z.nullable(
      z.iso
        .date({ error: PROFILE_TEXTS.dateOfBirthInvalid })
        .check(z.refine((d) => d >= '1900-01-01', PROFILE_TEXTS.dateOfBirthInvalid)),
    ),
  ),
  address: z.optional(z.nullable(updateAddressSchema)),
  about_me: optionalText(ABOUT_ME_MAX, PROFILE_TEXTS.aboutMeTooLong),
  speaking: z.optional(languagesDataSchema.shape.speaking),
  learning: z.optional(languagesDataSchema.shape.learning),
  group_settings: z.optional(z.nullable(groupSettingsSchema)),
});
export type UpdateBody = z.infer<typeof updateBodySchema>;

export const occupationSchema = z.object({
  status: z.nullable(z.enum(OCCUPATION_STATUSES)),
  description: z.nullable(z.string().check(z.trim(), z.maxLength(200))),
});

const interestsSchema = z
  .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(INTEREST_MAX_LENGTH)))
  .check(z.maxLength(INTERESTS_MAX));

/** The profile goals module (spec §3) as stored and answered: goal, occupation {status, description}, interests, about_me. */
export const goalsSchema = z.object({
  goal: z.array(z.enum(GOALS)).check(z.maxLength(GOALS.length)),
  occupation: occupationSchema,
  interests: interestsSchema,
  about_me: z.string().check(z.trim(), z.maxLength(ABOUT_ME_MAX, PROFILE_TEXTS.aboutMeTooLong)),
});
/** Goals as submitted: an interest sent twice is kept once (a transform, so answers use `goalsSchema`). */
export const goalsDataSchema = z.extend(goalsSchema, {
  interests: z.pipe(
    interestsSchema,
    z.transform((list) => [...new Set(list)]),
  ),
});
export type GoalsData = z.infer<typeof goalsDataSchema>;

export const userGoalsSchema = z.object({
  user_id: z.int(),
  goals: z.nullable(goalsSchema),
  submitted_at: z.nullable(z.iso.datetime()),
});
export type UserGoals = z.infer<typeof userGoalsSchema>;
