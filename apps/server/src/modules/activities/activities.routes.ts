import {
  activitiesApi,
  CAPTION_TEXTS,
  CAPTION_THIS,
  PICTIONARY,
  PICTIONARY_TEXTS,
  WORD_BOMB,
  WORD_BOMB_TEXTS,
} from '@parley/contracts';
import type { Route } from '../../plugins/router.ts';
import * as caption from './caption/caption.service.ts';
import * as discussion from './discussion/discussion.service.ts';
import { switchActivity, type ActivitiesDeps } from './engine/runtime.ts';
import * as geogame from './geogame/geogame.service.ts';
import * as pictionary from './pictionary/pictionary.service.ts';
import { readChunkFile } from '../recordings/public.ts';
import { playbackRoutes } from './playback.routes.ts';
import type { SharedBrowserDeps } from './watch/shared-browser.service.ts';
import * as whiteboard from './whiteboard/whiteboard.service.ts';
import * as wordbomb from './wordbomb/wordbomb.service.ts';

/** Contract → caller → service. */
export function activitiesRoutes(
  route: Route,
  deps: ActivitiesDeps & pictionary.PictionaryDeps & wordbomb.WordBombDeps & caption.CaptionDeps & SharedBrowserDeps,
) {
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
  route(activitiesApi.whiteboardSave, ({ user, body }) => whiteboard.saveToMyBoards(deps, user, body));
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

  route(activitiesApi.pictionaryConfig, ({ query }) => pictionary.pictionaryConfig(deps, query.event_id));
  route(activitiesApi.pictionaryStart, ({ user, body }) => switchActivity(deps, user, body, 'PICTIONARY'));
  route(activitiesApi.pictionaryExit, ({ user, body }) => switchActivity(deps, user, body, 'CHAT'));
  route(activitiesApi.pictionaryGet, ({ user, query }) => pictionary.game(deps, user, query));
  route(activitiesApi.pictionaryNext, ({ user, body }) => pictionary.next(deps, user, body));
  route(activitiesApi.pictionaryChoose, ({ user, body }) => pictionary.choose(deps, user, body.event_id, body.word));
  route(activitiesApi.pictionaryGuess, ({ user, body }) => pictionary.guess(deps, user, body.event_id, body.text));
  route(activitiesApi.pictionarySpokenGuess, async ({ user, query, request }) =>
    pictionary.spokenGuess(deps, user, query, await readChunkFile(request, PICTIONARY_TEXTS, PICTIONARY.spokenGuessMaxBytes)),
  );

  route(activitiesApi.geoGameConfig, ({ query }) => geogame.geoGameConfig(deps, query.event_id));
  route(activitiesApi.geoGameStart, ({ user, body }) => switchActivity(deps, user, body, 'GEO_GAME'));
  route(activitiesApi.geoGameExit, ({ user, body }) => switchActivity(deps, user, body, 'CHAT'));
  route(activitiesApi.geoGameNewGame, ({ user, body }) => geogame.newGame(deps, user, body));
  route(activitiesApi.geoGameGet, ({ user, query }) => geogame.game(deps, user, query));
  route(activitiesApi.geoGameGuess, ({ user, body }) =>
    geogame.guess(deps, user, body.event_id, { lat: body.lat, lon: body.lon }),
  );
  route(activitiesApi.geoGameNext, ({ user, body }) => geogame.next(deps, user, body));
  route(activitiesApi.geoGameCoordinates, ({ user, query }) => geogame.coordinates(deps, user, query));
  route(activitiesApi.geoGameResults, ({ user, query }) => geogame.results(deps, user, query));
  route(activitiesApi.geoGameRounds, ({ user, query }) => geogame.rounds(deps, user, query));

  route(activitiesApi.wordBombConfig, ({ query }) => wordbomb.wordBombConfig(deps, query.event_id));
  route(activitiesApi.wordBombStart, ({ user, body }) => switchActivity(deps, user, body, 'JKLM_FUN'));
  route(activitiesApi.wordBombExit, ({ user, body }) => switchActivity(deps, user, body, 'CHAT'));
  route(activitiesApi.wordBombNewGame, ({ user, body }) => wordbomb.newGame(deps, user, body));
  route(activitiesApi.wordBombGet, ({ user, query }) => wordbomb.game(deps, user, query));
  route(activitiesApi.wordBombAnswer, ({ user, body }) => wordbomb.answer(deps, user, body.event_id, body.word));
  route(activitiesApi.wordBombSpokenAnswer, async ({ user, query, request }) =>
    wordbomb.spokenAnswer(deps, user, query, await readChunkFile(request, WORD_BOMB_TEXTS, WORD_BOMB.spokenAnswerMaxBytes)),
  );
  route(activitiesApi.wordBombPass, ({ user, body }) => wordbomb.pass(deps, user, body));

  route(activitiesApi.captionConfig, ({ query }) => caption.captionConfig(deps, query.event_id));
  route(activitiesApi.captionVideos, async () => caption.mediaList());
  route(activitiesApi.captionStart, ({ user, body }) => switchActivity(deps, user, body, 'CAPTION_THIS'));
  route(activitiesApi.captionExit, ({ user, body }) => switchActivity(deps, user, body, 'CHAT'));
  route(activitiesApi.captionNewGame, ({ user, body }) => caption.newGame(deps, user, body));
  route(activitiesApi.captionGet, ({ user, query }) => caption.game(deps, user, query));
  route(activitiesApi.captionGuess, ({ user, body }) => caption.addCaption(deps, user, body.event_id, body.text, body.spoken));
  route(activitiesApi.captionTranscribe, async ({ user, query, request }) =>
    caption.transcribe(deps, user, query, await readChunkFile(request, CAPTION_TEXTS, CAPTION_THIS.spokenMaxBytes)),
  );
  route(activitiesApi.captionVote, ({ user, body }) => caption.vote(deps, user, body.event_id, body.caption_id));
  route(activitiesApi.captionNext, ({ user, body }) => caption.next(deps, user, body));
  route(activitiesApi.captionCorrections, ({ user, body }) => caption.setCorrections(deps, user, body.event_id, body.on));
  route(activitiesApi.captionResults, ({ user, query }) => caption.results(deps, user, query));

  playbackRoutes(route, deps);
}
