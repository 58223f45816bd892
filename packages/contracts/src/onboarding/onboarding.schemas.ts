import * as z from 'zod/mini';
import { paginationQuerySchema } from '../common/pagination.ts';
import { USER_STATUSES } from '../common/constants.ts';
import { ACCENT_CODES, VOICE_GENDERS } from '../profile/profile.constants.ts';
import { goalsDataSchema, languagesDataSchema } from '../profile/profile.schemas.ts';

/** The onboarding and settings modules of the spec (§3), in the order the client meets them. */
export const MODULE_IDS = [
  'TeacherStudentQuestionnaire',
  'LanguageQuestionnaire',
  'OnboardingTourModule',
  'GiftRecordingFeedbackModule',
  'SurveyDisplayModule',
  'GoalsQuestionnaireModule',
  'PreferredAccentModule',
  'EmailPreferenceModule',
  'Languages',
] as const;
export const moduleIdSchema = z.enum(MODULE_IDS, { error: 'Unknown module' });
export type ModuleId = z.infer<typeof moduleIdSchema>;

export const MODULE_TEXTS = {
  notOffered: 'This module is not available to you',
  alreadySubmitted: 'You have already completed this',
} as const;

export const SURVEY_OUTCOMES = ['completed', 'dismissed'] as const;
export const SURVEY_RATING_MAX = 5;

/**
 * Email preferences: which mails Parley may send besides account mails (codes, resets), which always go. Each names mails
 * that exist (ADR 0063); a preference for news comes with news mails. Answers saved before a key existed read as its
 * default.
 */
export const emailPreferencesSchema = z.object({
  event_reminders: z.boolean(),
  event_changes: z.boolean(),
  new_followers: z.boolean(),
  feedback_ready: z.boolean(),
  task_replies: z.boolean(),
  lesson_bookings: z.boolean(),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;
export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = {
  event_reminders: true,
  event_changes: true,
  new_followers: true,
  feedback_ready: true,
  task_replies: true,
  lesson_bookings: true,
};

/** Each module's data, validated on submit. */
export const MODULE_DATA_SCHEMAS = {
  TeacherStudentQuestionnaire: z.object({ status: z.enum(USER_STATUSES, { error: 'Choose Teach or Learn' }) }),
  LanguageQuestionnaire: languagesDataSchema,
  OnboardingTourModule: z.object({
    completed_all_steps: z.boolean(),
    steps_seen: z.int().check(z.gte(0), z.lte(20)),
  }),
  GiftRecordingFeedbackModule: z.object({ accepted: z.literal(true) }),
  SurveyDisplayModule: z.discriminatedUnion('outcome', [
    z.object({
      outcome: z.literal('completed'),
      rating: z.int().check(z.gte(1), z.lte(SURVEY_RATING_MAX)),
      comment: z.nullable(z.string().check(z.trim(), z.maxLength(1000))),
    }),
    z.object({ outcome: z.literal('dismissed') }),
  ]),
  GoalsQuestionnaireModule: goalsDataSchema,
  PreferredAccentModule: z.object({
    preferred_accent: z.enum(ACCENT_CODES, { error: 'Choose an accent from the list' }),
    preferred_voice_type: z.enum(VOICE_GENDERS, { error: 'Choose Male or Female' }),
  }),
  EmailPreferenceModule: emailPreferencesSchema,
  Languages: languagesDataSchema,
} as const satisfies Record<ModuleId, z.ZodMiniType>;
export type ModuleData<Id extends ModuleId> = z.infer<(typeof MODULE_DATA_SCHEMAS)[Id]>;

const resultOf = <Id extends ModuleId>(id: Id) => z.object({ id: z.literal(id), data: MODULE_DATA_SCHEMAS[id] });

/** moduleResult {id, data}: a tagged union, so the data is checked against its own module's schema. */
export const moduleResultInputSchema = z.discriminatedUnion('id', [
  resultOf('TeacherStudentQuestionnaire'),
  resultOf('LanguageQuestionnaire'),
  resultOf('OnboardingTourModule'),
  resultOf('GiftRecordingFeedbackModule'),
  resultOf('SurveyDisplayModule'),
  resultOf('GoalsQuestionnaireModule'),
  resultOf('PreferredAccentModule'),
  resultOf('EmailPreferenceModule'),
  resultOf('Languages'),
]);
export type ModuleResultInput = z.infer<typeof moduleResultInputSchema>;
export const submitModuleBodySchema = z.object({ moduleResult: moduleResultInputSchema });
export type SubmitModuleBody = z.infer<typeof submitModuleBodySchema>;

const flagged = z.object({ code: z.string(), name: z.string(), flag_image: z.string() });
/** The Languages module's configuration: the languages and accents the product offers (spec §3). */
export const languagesModuleConfigSchema = z.object({ languages: z.array(flagged), accents: z.array(flagged) });
export type LanguagesModuleConfig = z.infer<typeof languagesModuleConfigSchema>;

export const moduleSchema = z.object({
  id: moduleIdSchema,
  is_required: z.boolean(),
  /** Submitted at least once. */
  is_submitted: z.boolean(),
  /** Only the Languages module has configuration. */
  config: z.nullable(languagesModuleConfigSchema),
});
export type Module = z.infer<typeof moduleSchema>;

export const userModulesSchema = z.object({
  required: z.array(moduleSchema),
  optional: z.array(moduleSchema),
  submitted: z.array(moduleIdSchema),
});
export type UserModules = z.infer<typeof userModulesSchema>;

export const moduleResultSchema = z.object({
  id: z.int(),
  module_id: moduleIdSchema,
  data: z.record(z.string(), z.unknown()),
  created_at: z.iso.datetime(),
});
export type ModuleResult = z.infer<typeof moduleResultSchema>;

export const moduleIdParamsSchema = z.object({ moduleId: moduleIdSchema });
export const moduleResultsQuerySchema = paginationQuerySchema;
export const moduleResultsPageSchema = z.object({
  items: z.array(moduleResultSchema),
  total: z.int(),
  limit: z.int(),
  offset: z.int(),
});
