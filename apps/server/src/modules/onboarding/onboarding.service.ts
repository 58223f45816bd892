import {
  MODULE_IDS,
  MODULE_TEXTS,
  type ModuleId,
  type ModuleResultInput,
  type PaginationQuery,
  type UserStatus,
} from '@parley/contracts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import type { DomainEventBus } from '../../shared/domain-events.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db } from '../../platform/db/port.ts';
import { presentUser } from '../../shared/present-user.ts';
import { presentModule, presentResult } from './onboarding.presenter.ts';
import * as store from './onboarding.store.ts';

export interface ModulesDeps {
  db: Db;
  clock: Clock;
  domain: DomainEventBus;
}

/** Required for everyone until submitted: the sign-in modal (Teach or Learn, then languages). */
const REQUIRED = new Set<ModuleId>(['TeacherStudentQuestionnaire', 'LanguageQuestionnaire']);

/** Answered once; afterwards they leave the lists and a second submission is refused. */
const ONE_TIME = new Set<ModuleId>([
  'TeacherStudentQuestionnaire',
  'LanguageQuestionnaire',
  'OnboardingTourModule',
  'GiftRecordingFeedbackModule',
  'SurveyDisplayModule',
]);

/** Modules only learners are offered: goals, the feedback gift and the feedback voice's accent. */
const STUDENTS_ONLY = new Set<ModuleId>(['GoalsQuestionnaireModule', 'GiftRecordingFeedbackModule', 'PreferredAccentModule']);

const isOffered = (status: UserStatus, id: ModuleId) => status === 'STUDENT' || !STUDENTS_ONLY.has(id);

/** What a submission changes on the user (ADR 0012); applied in the submission's transaction. */
function effectsOf(input: ModuleResultInput): Partial<UserRow> {
  switch (input.id) {
    case 'TeacherStudentQuestionnaire':
      return { status: input.data.status };
    case 'LanguageQuestionnaire':
    case 'Languages':
      return { speaking: input.data.speaking, learning: input.data.learning };
    case 'PreferredAccentModule':
      return { accent: input.data.preferred_accent, voiceGender: input.data.preferred_voice_type };
    case 'GoalsQuestionnaireModule':
      // A blank free-text step keeps the about me the member already wrote.
      return input.data.about_me ? { aboutMe: input.data.about_me } : {};
    case 'OnboardingTourModule':
      return { completedOnboarding: true };
    case 'GiftRecordingFeedbackModule':
    case 'SurveyDisplayModule':
    case 'EmailPreferenceModule':
      return {};
  }
}

const notOffered = () => forbidden(MODULE_TEXTS.notOffered);

export async function listModules(deps: ModulesDeps, user: UserRow) {
  const submitted = await store.submittedIds(deps.db, user.id);
  const offered = MODULE_IDS.filter((id) => isOffered(user.status, id));
  const pending = offered.filter((id) => !(ONE_TIME.has(id) && submitted.has(id)));
  return {
    required: pending.filter((id) => REQUIRED.has(id)).map((id) => presentModule(id, true, false)),
    optional: pending.filter((id) => !REQUIRED.has(id)).map((id) => presentModule(id, false, submitted.has(id))),
    submitted: MODULE_IDS.filter((id) => submitted.has(id)),
  };
}

export async function getModule(deps: ModulesDeps, user: UserRow, id: ModuleId) {
  if (!isOffered(user.status, id)) throw notOffered();
  return presentModule(id, REQUIRED.has(id), await store.hasSubmitted(deps.db, user.id, id));
}

/**
 * Keeps the result and applies it to the user in one transaction, on the user's locked row: the
 * status judged is the stored one, and two racing submissions of a one-time module cannot both pass.
 */
export async function submit(deps: ModulesDeps, userId: number, roles: string[], input: ModuleResultInput) {
  const now = deps.clock.now();
  const { result, user, changed } = await deps.db.transaction(async (tx) => {
    const row = await store.lockUser(tx, userId);
    if (!row) throw notFound();
    if (!isOffered(row.status, input.id)) throw notOffered();
    if (ONE_TIME.has(input.id) && (await store.hasSubmitted(tx, userId, input.id))) {
      throw new AppError('CONFLICT', MODULE_TEXTS.alreadySubmitted);
    }
    const inserted = await store.insertResult(tx, userId, input.id, input.data, now);
    const effects = effectsOf(input);
    if (Object.keys(effects).length === 0) return { result: inserted, user: row, changed: false };
    return { result: inserted, user: await store.updateUser(tx, userId, effects, now), changed: true };
  });
  // The cached caller on every instance is dropped, so the next request sees the change.
  if (changed) await deps.domain.publish('auth.changed', { userId });
  return { result: presentResult(result), user: presentUser(user, roles) };
}

export async function listResults(deps: ModulesDeps, userId: number, id: ModuleId, page: PaginationQuery) {
  const { items, total } = await store.resultsOf(deps.db, userId, id, page);
  return { items: items.map(presentResult), total, ...page };
}
