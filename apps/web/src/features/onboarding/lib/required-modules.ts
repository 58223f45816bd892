import {
  languagesDataSchema,
  type LanguagesData,
  type Module,
  type ModuleResultInput,
  type User,
  type UserStatus,
} from '@parley/contracts';

export type RequiredStep = 'status' | 'languages';

/** The steps for the modules the server still requires, Teach or Learn first. */
export function requiredSteps(required: readonly Module[]): RequiredStep[] {
  const steps: RequiredStep[] = [];
  if (required.some((module) => module.id === 'TeacherStudentQuestionnaire')) steps.push('status');
  if (required.some((module) => module.id === 'LanguageQuestionnaire')) steps.push('languages');
  return steps;
}

/** The spec's default: English at the highest proficiency, spoken and learnt. */
const ENGLISH_FLUENT: LanguagesData['speaking'] = [{ code: 'en', proficiency: 4 }];

/** The user's languages where they are valid answers, else the spec's default. */
export function initialLanguages(user: User): LanguagesData {
  const known = (list: User['speaking']) => languagesDataSchema.shape.speaking.safeParse(list);
  const speaking = known(user.speaking);
  const learning = known(user.learning);
  return {
    speaking: speaking.success ? speaking.data : ENGLISH_FLUENT,
    learning: learning.success ? learning.data : ENGLISH_FLUENT,
  };
}

/** The module results to send for these steps, or the contract's first complaint about the languages. */
export function requiredResults(
  steps: readonly RequiredStep[],
  status: UserStatus,
  languages: LanguagesData,
): { ok: true; results: ModuleResultInput[] } | { ok: false; invalid: string | null } {
  const results: ModuleResultInput[] = [];
  if (steps.includes('status')) results.push({ id: 'TeacherStudentQuestionnaire', data: { status } });
  if (steps.includes('languages')) {
    const parsed = languagesDataSchema.safeParse(languages);
    if (!parsed.success) return { ok: false, invalid: parsed.error.issues[0]?.message ?? null };
    results.push({ id: 'LanguageQuestionnaire', data: parsed.data });
  }
  return { ok: true, results };
}
