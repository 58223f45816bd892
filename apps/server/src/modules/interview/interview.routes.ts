import { interviewApi } from '@parley/contracts';
import type { Route } from '../../plugins/router.ts';
import * as interview from './interview.service.ts';
import { sessionReport, type ReportDeps } from './report/interview-report.service.ts';

/** Contract → caller → one service call. */
export function interviewRoutes(route: Route, deps: interview.InterviewDeps & ReportDeps) {
  route(interviewApi.createSession, ({ user, body }) => interview.createSession(deps, user, body));
  route(interviewApi.next, ({ user, params, body }) => interview.nextQuestion(deps, user, params.sessionId, body));
  route(interviewApi.followUp, ({ user, params }) => interview.followUps(deps, user, params.recordingId));
  route(interviewApi.list, ({ user, query }) => interview.listSessions(deps, user, query.recording_id));
  route(interviewApi.get, ({ user, params }) => interview.getSession(deps, user, params.sessionId));
  route(interviewApi.report, ({ user, params }) => sessionReport(deps, user, params.sessionId));
}
