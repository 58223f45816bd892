import { endpoint } from '../common/endpoint.ts';
import * as s from './interview.schemas.ts';
import { interviewReportSchema } from './report.schemas.ts';

export const INTERVIEW_PREFIX = '/api/v1/extensions/interview';

/** Interview practice (issue 19, ADR 0057): a session of six questions over one recording. Pro and Team only. */
export const interviewApi = {
  createSession: endpoint({
    method: 'POST',
    path: `${INTERVIEW_PREFIX}/sessions`,
    summary:
      'Start a workshop session over a recording being made; answers the first question (Pro and Team: others EXC_PLAN_REQUIRED)',
    auth: 'access',
    body: s.createSessionBodySchema,
    status: 201,
    response: s.interviewSessionSchema,
  }),
  next: endpoint({
    method: 'POST',
    path: `${INTERVIEW_PREFIX}/sessions/{sessionId}/next`,
    summary:
      '"Next question": moves the counter one step (repeating the same step answers the same question); from step 3 on the follow-up questions are asked in order',
    auth: 'access',
    params: s.sessionIdParamsSchema,
    body: s.nextQuestionBodySchema,
    status: 200,
    response: s.interviewSessionSchema,
  }),
  followUp: endpoint({
    method: 'GET',
    path: `${INTERVIEW_PREFIX}/follow_up/{recordingId}`,
    summary:
      'Follow-up questions on what the learner has said so far in this recording (a chat model when configured, else our own); made once and kept',
    auth: 'access',
    params: s.followUpParamsSchema,
    status: 200,
    response: s.followUpQuestionsSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: `${INTERVIEW_PREFIX}/sessions`,
    summary: 'The caller’s practice sessions, newest first (or the one over a recording)',
    auth: 'access',
    query: s.sessionListQuerySchema,
    status: 200,
    response: s.sessionListSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: `${INTERVIEW_PREFIX}/sessions/{sessionId}`,
    summary: 'One of the caller’s practice sessions with the questions asked',
    auth: 'access',
    params: s.sessionIdParamsSchema,
    status: 200,
    response: s.interviewSessionSchema,
  }),
  report: endpoint({
    method: 'GET',
    path: `${INTERVIEW_PREFIX}/sessions/{sessionId}/report`,
    summary:
      'Each answer measured (length, pace, fillers, grammar, STAR markers) and, for IELTS, an estimated band range per criterion; empty while the recording is processed',
    auth: 'access',
    params: s.sessionIdParamsSchema,
    status: 200,
    response: interviewReportSchema,
  }),
} as const;
