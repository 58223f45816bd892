import { endpoint } from '../common/endpoint.ts';
import { PROGRESS_PREFIX as P } from './progress.constants.ts';
import * as s from './progress.schemas.ts';

/** The learner's statistics (issue 21 §3); the spec names the page, not the calls: ADR 0066 gives them. */
export const progressApi = {
  mine: endpoint({
    method: 'GET',
    path: P,
    summary: "The caller's progress: totals, the last 12 weeks, and the figures of their newest 20 processed recordings",
    auth: 'access',
    status: 200,
    response: s.progressSchema,
  }),
  students: endpoint({
    method: 'GET',
    path: `${P}/students`,
    summary: "A teacher's students whose progress they may see: their classrooms' students and their plans' holders",
    auth: 'access',
    status: 200,
    response: s.progressStudentsSchema,
  }),
  student: endpoint({
    method: 'GET',
    path: `${P}/students/{userId}`,
    summary: "One student's progress, for their teacher (404 for anyone else)",
    auth: 'access',
    params: s.progressStudentParamsSchema,
    status: 200,
    response: s.progressSchema,
  }),
  member: endpoint({
    method: 'GET',
    path: `${P}/members/{userId}`,
    summary: "One member's progress, for their organisation's administrators (ADR 0073): 403 for a member, 404 for anyone else",
    auth: 'access',
    params: s.progressStudentParamsSchema,
    status: 200,
    response: s.progressSchema,
  }),
};
