import { socialApi } from '@parley/contracts';
import type { Route } from '../../plugins/router.ts';
import * as social from './social.service.ts';

/** Contract → caller → service; the service answers wire shapes through the presenter. */
export function socialRoutes(route: Route, service: social.SocialDeps) {
  route(socialApi.follow, ({ user, params }) => social.follow(service, user.id, params.userId));
  route(socialApi.unfollow, ({ user, params }) => social.unfollow(service, user.id, params.userId));
  route(socialApi.avoid, ({ user, params }) => social.avoid(service, user.id, params.userId));
  route(socialApi.unavoid, ({ user, params }) => social.unavoid(service, user.id, params.userId));
  route(socialApi.report, ({ user, body }) => social.report(service, user.id, body));
  route(socialApi.unreport, ({ user, params }) => social.unreport(service, user.id, params.userId));
  route(socialApi.followers, ({ user, params, query }) =>
    social.listFollows(service, 'followers', user.id, params.userId, query),
  );
  route(socialApi.followees, ({ user, params, query }) =>
    social.listFollows(service, 'followees', user.id, params.userId, query),
  );
  route(socialApi.reported, ({ user, query }) => social.listReported(service, user.id, query));
  route(socialApi.avoided, ({ user, query }) => social.listAvoided(service, user.id, query));
  route(socialApi.relationship, ({ user, params }) => social.getRelationship(service, user.id, params.userId));
  route(socialApi.community, ({ user, query }) => social.searchCommunity(service, user.id, query));
  route(socialApi.goals, ({ user, params }) => social.goalsOf(service, user.id, params.userId));
}
