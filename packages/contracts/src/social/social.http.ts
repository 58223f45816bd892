import { endpoint } from '../common/endpoint.ts';
import { AUTH_PREFIX } from '../auth/auth.http.ts';
import * as s from './social.schemas.ts';
import { userGoalsSchema } from '../profile/profile.schemas.ts';

const mutation = (verb: string, summary: string) =>
  endpoint({
    method: 'POST',
    path: `${AUTH_PREFIX}/${verb}/{userId}`,
    summary,
    auth: 'access',
    params: s.userIdParamsSchema,
    status: 200,
    response: s.relationshipSchema,
  });

/** The social graph of the spec (§7, Auth): follow, avoid and report, each answering the relationship. */
export const socialApi = {
  follow: mutation('follow', 'Follow a user (idempotent; plan limit EXC_FOLLOW_LIMIT_REACHED)'),
  unfollow: mutation('unfollow', 'Stop following a user (idempotent)'),
  avoid: mutation('avoid', 'Avoid a user, removing follows both ways (idempotent; EXC_AVOID_LIMIT_REACHED)'),
  unavoid: mutation('unavoid', 'Stop avoiding a user (idempotent)'),
  report: endpoint({
    method: 'POST',
    path: `${AUTH_PREFIX}/report`,
    summary: 'Report a user; reporting again updates the report',
    auth: 'access',
    body: s.reportBodySchema,
    status: 200,
    response: s.relationshipSchema,
  }),
  unreport: mutation('unreport', 'Withdraw a report (idempotent)'),
  followers: endpoint({
    method: 'GET',
    path: `${AUTH_PREFIX}/followers/{userId}`,
    summary: "A user's followers, without people the caller avoids or is avoided by",
    auth: 'access',
    params: s.userIdParamsSchema,
    query: s.socialListQuerySchema,
    status: 200,
    response: s.peoplePageSchema,
  }),
  followees: endpoint({
    method: 'GET',
    path: `${AUTH_PREFIX}/followees/{userId}`,
    summary: 'The people a user follows, without people the caller avoids or is avoided by',
    auth: 'access',
    params: s.userIdParamsSchema,
    query: s.socialListQuerySchema,
    status: 200,
    response: s.peoplePageSchema,
  }),
  reported: endpoint({
    method: 'GET',
    path: `${AUTH_PREFIX}/reported`,
    summary: 'The reports the caller has made, newest first',
    auth: 'access',
    query: s.socialListQuerySchema,
    status: 200,
    response: s.reportsPageSchema,
  }),
  avoided: endpoint({
    method: 'GET',
    path: `${AUTH_PREFIX}/avoided`,
    summary: 'The people the caller avoids, newest first',
    auth: 'access',
    query: s.socialListQuerySchema,
    status: 200,
    response: s.peoplePageSchema,
  }),
  relationship: endpoint({
    method: 'GET',
    path: `${AUTH_PREFIX}/relationship/{userId}`,
    summary: "The caller's relationship with one user (follow, avoid, report, counts and limits)",
    auth: 'access',
    params: s.userIdParamsSchema,
    status: 200,
    response: s.relationshipSchema,
  }),
  community: endpoint({
    method: 'GET',
    path: `${AUTH_PREFIX}/community`,
    summary: 'Find people by name, language and level; never the caller, nor anyone avoiding or avoided',
    auth: 'access',
    query: s.communityQuerySchema,
    status: 200,
    response: s.communityPageSchema,
  }),
  goals: endpoint({
    method: 'GET',
    path: `${AUTH_PREFIX}/user/{userId}/goals`,
    summary: "A user's latest goals questionnaire (404 across an avoid)",
    auth: 'access',
    params: s.userIdParamsSchema,
    status: 200,
    response: userGoalsSchema,
  }),
} as const;
