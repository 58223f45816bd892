import { FOLDER_AUDIENCES, TIER_AUDIENCES, type TeacherPlanTier } from '@parley/contracts';

/** How a caller stands to a classroom, which is all that decides what they see in it (ADR 0059). */
export interface Standing {
  isTeacher: boolean;
  /** Joined by code and not removed. */
  joined: boolean;
  /** The tier of a live plan the caller holds with the classroom's teacher. */
  tier: TeacherPlanTier | null;
}

/** Whether a folder with this audience is shown; null is "My tasks", which the classroom's students see. */
export function seesFolder(standing: Standing, visibility: readonly number[] | null): boolean {
  if (standing.isTeacher) return true;
  if (visibility === null) return standing.joined;
  if (visibility.includes(FOLDER_AUDIENCES.onlyMe)) return false;
  if (standing.joined && visibility.includes(FOLDER_AUDIENCES.codeStudents)) return true;
  return standing.tier !== null && visibility.includes(TIER_AUDIENCES[standing.tier]);
}

export function roleOf(standing: Standing): 'teacher' | 'student' | 'subscriber' | 'visitor' {
  if (standing.isTeacher) return 'teacher';
  if (standing.joined) return 'student';
  return standing.tier ? 'subscriber' : 'visitor';
}
