import type { UserRow } from '../db/schema/index.ts';

/** The signed-in person a service acts for: what its permission and plan checks read. */
export type Viewer = Pick<UserRow, 'id' | 'status' | 'plan' | 'teacherApprovedAt'>;

/**
 * A teacher an admin approved (ADR 0070). A member who declared TEACHER and waits for approval is a teacher candidate:
 * the teacher-only pages are theirs, but unlimited sessions and hosting wait, as for a learner on their plan.
 */
export const isApprovedTeacher = (viewer: Pick<UserRow, 'status' | 'teacherApprovedAt'>) =>
  viewer.status === 'TEACHER' && viewer.teacherApprovedAt !== null;
