import { endpoint } from '../common/endpoint.ts';
import { ACTIVITIES_PREFIX } from './activities.constants.ts';
import * as s from './activities.schemas.ts';
import { switchCall } from './switch-call.ts';
import * as w from './wordbomb.schemas.ts';

/** The word game's calls (ADR 0054). */
export const wordBombApi = {
  wordBombConfig: endpoint({
    method: 'GET',
    path: `${ACTIVITIES_PREFIX}/wordbomb/config`,
    summary: "The word game's room size and rules for an event, and how many prompts its level draws from",
    auth: 'access',
    query: s.activityRoomQuerySchema,
    status: 200,
    response: w.wordBombConfigSchema,
  }),
  wordBombStart: switchCall('wordbomb', 'start', 'Host: start the word game in a room or in every room (a game begins at once)'),
  wordBombExit: switchCall('wordbomb', 'exit', 'Host: end the word game; the room goes back to the chat view'),
  wordBombNewGame: endpoint({
    method: 'POST',
    path: `${ACTIVITIES_PREFIX}/wordbomb/game/start`,
    summary: 'Anyone in the room: start a game when none runs; everyone in the room plays',
    auth: 'access',
    body: s.activityRoomQuerySchema,
    status: 200,
    response: w.wordBombGameSchema,
  }),
  wordBombGet: endpoint({
    method: 'GET',
    path: `${ACTIVITIES_PREFIX}/wordbomb/get`,
    summary: "The game of the caller's room (or a host's chosen room)",
    auth: 'access',
    query: s.activityRoomQuerySchema,
    status: 200,
    response: w.wordBombGameSchema,
  }),
  wordBombAnswer: endpoint({
    method: 'POST',
    path: `${ACTIVITIES_PREFIX}/wordbomb/answer`,
    summary: 'The player holding the bomb: a typed word holding the prompt passes it on',
    auth: 'access',
    body: w.wordBombAnswerBodySchema,
    status: 200,
    response: w.wordBombAnswerResultSchema,
  }),
  wordBombSpokenAnswer: endpoint({
    method: 'POST',
    path: `${ACTIVITIES_PREFIX}/wordbomb/answer/spoken`,
    summary:
      'The player holding the bomb: a spoken word (multipart field "file": a WebM, Ogg or WAV clip of a few seconds), heard among words holding the prompt',
    auth: 'access',
    query: s.activityRoomQuerySchema,
    status: 200,
    response: w.wordBombAnswerResultSchema,
  }),
  wordBombPass: endpoint({
    method: 'POST',
    path: `${ACTIVITIES_PREFIX}/wordbomb/pass`,
    summary: 'The player holding the bomb gives up the prompt: it explodes on them now',
    auth: 'access',
    body: s.activityRoomQuerySchema,
    status: 200,
    response: w.wordBombGameSchema,
  }),
} as const;
