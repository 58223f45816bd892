import { activitiesApi } from '@parley/contracts';
import type { Route } from '../../plugins/router.ts';
import * as discussion from './discussion/discussion.service.ts';
import { switchActivity, type ActivitiesDeps } from './engine/runtime.ts';
import * as whiteboard from './whiteboard/whiteboard.service.ts';

/** Contract → caller → service. */
export function activitiesRoutes(route: Route, deps: ActivitiesDeps) {
  route(activitiesApi.chatStart, ({ user, body }) => switchActivity(deps, user, body, 'CHAT'));
  route(activitiesApi.chatExit, ({ user, body }) => switchActivity(deps, user, body, 'CHAT'));

  route(activitiesApi.discussionConfig, ({ query }) => discussion.discussionConfig(deps, query.event_id));
  route(activitiesApi.discussionQuestions, ({ query }) => discussion.dayQuestions(deps, query.event_id));
  route(activitiesApi.discussionStart, ({ user, body }) => switchActivity(deps, user, body, 'DISCUSSION'));
  route(activitiesApi.discussionExit, ({ user, body }) => switchActivity(deps, user, body, 'CHAT'));
  route(activitiesApi.discussionTopic, ({ user, query }) => discussion.currentTopic(deps, user, query));
  route(activitiesApi.discussionGenerateTopic, ({ user, body }) => discussion.generateTopic(deps, user, body));

  route(activitiesApi.whiteboardStart, ({ user, body }) => switchActivity(deps, user, body, 'WHITEBOARD'));
  route(activitiesApi.whiteboardExit, ({ user, body }) => switchActivity(deps, user, body, 'CHAT'));
  route(activitiesApi.whiteboardScene, ({ user, query }) => whiteboard.scene(deps, user, query));
  route(activitiesApi.whiteboardPermissions, ({ user, query }) => whiteboard.permissions(deps, user, query));
  route(activitiesApi.whiteboardGrant, ({ user, body }) =>
    whiteboard.setPermission(deps, user, body, { type: 'grant', user_id: body.user_id }),
  );
  route(activitiesApi.whiteboardRevoke, ({ user, query }) =>
    whiteboard.setPermission(deps, user, query, { type: 'revoke', user_id: query.user_id }),
  );
  route(activitiesApi.whiteboardRevokeAll, ({ user, query }) =>
    whiteboard.setPermission(deps, user, query, { type: 'revoke_all' }),
  );
}
