import { activitiesApi } from '@parley/contracts';
import type { Route } from '../../plugins/router.ts';
import * as musicbox from './musicbox/musicbox.service.ts';
import * as sharedBrowser from './watch/shared-browser.service.ts';
import * as watch from './watch/watch.service.ts';

/** Watching together and the music box: media the room plays on one clock (ADR 0056). */
export function playbackRoutes(route: Route, deps: sharedBrowser.SharedBrowserDeps) {
  route(activitiesApi.watchStart, ({ user, body }) => sharedBrowser.start(deps, user, body));
  route(activitiesApi.watchExit, ({ user, body }) => sharedBrowser.exit(deps, user, body));
  route(activitiesApi.watchGet, ({ user, query }) => watch.watch(deps, user, query));
  route(activitiesApi.watchShare, ({ user, body }) => watch.share(deps, user, body, body.url));
  route(activitiesApi.watchPlay, ({ user, body }) => watch.play(deps, user, body, body));
  route(activitiesApi.watchSessions, ({ user, query }) => sharedBrowser.sessions(deps, user, query.event_id));
  route(activitiesApi.watchSessionDelete, ({ user, query }) => sharedBrowser.closeSession(deps, user, query));

  route(activitiesApi.musicBoxMusic, ({ user, query }) => musicbox.music(deps, user, query));
  route(activitiesApi.musicBoxPlay, ({ user, body }) => musicbox.play(deps, user, body));
}
