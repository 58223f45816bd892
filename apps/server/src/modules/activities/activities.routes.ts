import { activitiesApi } from '@parley/contracts';
import type { Route } from '../../plugins/router.ts';
import * as activities from './activities.service.ts';

/** Contract → caller → service. */
export function activitiesRoutes(route: Route, deps: activities.ActivitiesDeps) {
  route(activitiesApi.discussionConfig, ({ query }) => activities.discussionConfig(deps, query.event_id));
  route(activitiesApi.discussionStart, ({ user, body }) => activities.switchActivity(deps, user, body, 'DISCUSSION'));
  route(activitiesApi.discussionExit, ({ user, body }) => activities.switchActivity(deps, user, body, 'CHAT'));
  route(activitiesApi.discussionTopic, ({ user, query }) => activities.currentTopic(deps, user, query));
  route(activitiesApi.discussionGenerateTopic, ({ user, body }) => activities.generateTopic(deps, user, body));
  route(activitiesApi.chatStart, ({ user, body }) => activities.switchActivity(deps, user, body, 'CHAT'));
  route(activitiesApi.chatExit, ({ user, body }) => activities.switchActivity(deps, user, body, 'CHAT'));
}
