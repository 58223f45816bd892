import {
  INTEREST_MAX_LENGTH,
  INTERESTS_MAX,
  INTERESTS_SHOWN_MAX,
  QUESTIONNAIRE_PROGRESS_SEGMENTS,
  QUESTIONNAIRE_STEPS,
  type GoalsData,
  type OccupationStatus,
} from '@parley/contracts';

/** The goals questionnaire's rules (spec §4 "Profile questionnaire"), kept apart from the dialog so they are tested alone. */

export type Occupation = GoalsData['occupation'];

export const QUESTIONNAIRE_STEP_NAMES = ['intro', 'goals', 'occupation', 'interests', 'about'] as const;
export type QuestionnaireStep = (typeof QUESTIONNAIRE_STEP_NAMES)[number];
export const LAST_STEP = QUESTIONNAIRE_STEPS - 1;

/** Picking the selected status clears it; picking another one starts its description afresh. */
export function pickOccupation(current: Occupation, status: OccupationStatus): Occupation {
  if (current.status === status) return { status: null, description: null };
  return { status, description: null };
}

/** Adds a trimmed interest unless it is blank, too long, already there (in any case) or the list is full. */
export function addInterest(interests: readonly string[], value: string): string[] {
  const interest = value.trim();
  if (!interest || interest.length > INTEREST_MAX_LENGTH || interests.length >= INTERESTS_MAX) return [...interests];
  const present = interests.some((existing) => existing.toLocaleLowerCase() === interest.toLocaleLowerCase());
  return present ? [...interests] : [...interests, interest];
}

/** The tags on screen (at most four) and how many more there are. */
export function shownInterests(interests: readonly string[]): { shown: string[]; hidden: number } {
  return { shown: interests.slice(0, INTERESTS_SHOWN_MAX), hidden: Math.max(0, interests.length - INTERESTS_SHOWN_MAX) };
}

/** The intro fills no segment; each step after it fills one more, so the free-text step fills all four. */
export function filledSegments(step: number): number {
  return Math.min(Math.max(step, 0), QUESTIONNAIRE_PROGRESS_SEGMENTS);
}

export interface Answers {
  goal: GoalsData['goal'];
  occupation: Occupation;
  interests: string[];
  about_me: string;
}

export const EMPTY_ANSWERS: Answers = { goal: [], occupation: { status: null, description: null }, interests: [], about_me: '' };

/** The module data as the server takes it; an empty description is no description. */
export function toGoalsData(answers: Answers): GoalsData {
  const description = answers.occupation.description?.trim() || null;
  return {
    goal: answers.goal,
    occupation: { status: answers.occupation.status, description: answers.occupation.status ? description : null },
    interests: answers.interests,
    about_me: answers.about_me.trim(),
  };
}
