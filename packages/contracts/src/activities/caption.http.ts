import { endpoint } from '../common/endpoint.ts';
import { ACTIVITIES_PREFIX } from './activities.constants.ts';
import * as s from './activities.schemas.ts';
import { switchCall } from './switch-call.ts';
import * as c from './caption.schemas.ts';

/** Caption this's calls (ADR 0055). */
export const captionApi = {
  captionConfig: endpoint({
    method: 'GET',
    path: `${ACTIVITIES_PREFIX}/caption_this/config`,
    summary: "Caption this's room size and rules for an event, and how many pictures it draws from",
    auth: 'access',
    query: s.activityRoomQuerySchema,
    status: 200,
    response: c.captionConfigSchema,
  }),
  captionVideos: endpoint({
    method: 'GET',
    path: `${ACTIVITIES_PREFIX}/caption_this/videos`,
    summary: 'The pictures that ship with the game, each with its address and a description',
    auth: 'access',
    status: 200,
    response: c.captionMediaListSchema,
  }),
  captionStart: switchCall(
    'caption_this',
    'start',
    'Host: start Caption this in a room or in every room (a game begins at once)',
  ),
  captionExit: switchCall('caption_this', 'exit', 'Host: end Caption this; the room goes back to the chat view'),
  captionNewGame: endpoint({
    method: 'POST',
    path: `${ACTIVITIES_PREFIX}/caption_this/game/start`,
    summary: 'Anyone in the room: start a game when none runs',
    auth: 'access',
    body: s.activityRoomQuerySchema,
    status: 200,
    response: c.captionGameSchema,
  }),
  captionGet: endpoint({
    method: 'GET',
    path: `${ACTIVITIES_PREFIX}/caption_this/get`,
    summary: "The game of the caller's room (or a host's chosen room), with the caller's own caption and vote",
    auth: 'access',
    query: s.activityRoomQuerySchema,
    status: 200,
    response: c.captionGameSchema,
  }),
  captionGuess: endpoint({
    method: 'POST',
    path: `${ACTIVITIES_PREFIX}/caption_this/guess`,
    summary: "The caller's caption for the round's picture (once a round), checked for grammar",
    auth: 'access',
    body: c.captionBodySchema,
    status: 200,
    response: c.captionGameSchema,
  }),
  captionTranscribe: endpoint({
    method: 'POST',
    path: `${ACTIVITIES_PREFIX}/caption_this/transcribe`,
    summary:
      'A spoken caption (multipart field "file": a WebM, Ogg or WAV clip): the words heard, for the player to check and send',
    auth: 'access',
    query: s.activityRoomQuerySchema,
    status: 200,
    response: c.captionTranscriptSchema,
  }),
  captionVote: endpoint({
    method: 'POST',
    path: `${ACTIVITIES_PREFIX}/caption_this/vote`,
    summary: "A vote for a caption of the round, not the caller's own (once a round)",
    auth: 'access',
    body: c.captionVoteBodySchema,
    status: 200,
    response: c.captionGameSchema,
  }),
  captionNext: endpoint({
    method: 'POST',
    path: `${ACTIVITIES_PREFIX}/caption_this/next`,
    summary: 'Host: close the writing or the voting now, or end the pause',
    auth: 'access',
    body: s.activityRoomQuerySchema,
    status: 200,
    response: c.captionGameSchema,
  }),
  captionCorrections: endpoint({
    method: 'POST',
    path: `${ACTIVITIES_PREFIX}/caption_this/corrections`,
    summary: "Host: show the grammar checker's corrections with the captions, or not",
    auth: 'access',
    body: c.captionCorrectionsBodySchema,
    status: 200,
    response: c.captionGameSchema,
  }),
  captionResults: endpoint({
    method: 'GET',
    path: `${ACTIVITIES_PREFIX}/caption_this/get_game_result`,
    summary: 'Every finished round of the game: the captions with their authors, votes and corrections, and the scores',
    auth: 'access',
    query: s.activityRoomQuerySchema,
    status: 200,
    response: c.captionResultsSchema,
  }),
} as const;
