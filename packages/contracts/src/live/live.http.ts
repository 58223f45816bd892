import { endpoint } from '../common/endpoint.ts';
import { EVENT_PREFIX } from '../events/events.http.ts';
import { eventRefSchema } from '../events/events.schemas.ts';
import { userIdParamsSchema } from '../social/social.schemas.ts';
import * as s from './live.schemas.ts';

export const LIVE_SOCKET_PATH = `${EVENT_PREFIX}/ws`;

const hostControl = <B extends typeof s.muteBodySchema | typeof s.kickBodySchema | typeof s.lockingBodySchema>(
  path: string,
  summary: string,
  body: B,
) =>
  endpoint({ method: 'POST', path: `${EVENT_PREFIX}/${path}`, summary, auth: 'access', body, status: 200, response: s.okSchema });

/** The live room of an event (spec §7, Events and WebSocket): entering, host controls, chat. */
export const liveApi = {
  join: endpoint({
    method: 'POST',
    path: `${EVENT_PREFIX}/event/{id}/join`,
    summary: "Enter the event's live room (writes attendance, the free plan's session); answers the room's snapshot",
    auth: 'access',
    params: s.liveEventParamsSchema,
    status: 200,
    response: s.liveSnapshotSchema,
  }),
  exit: endpoint({
    method: 'POST',
    path: `${EVENT_PREFIX}/event/{id}/exit`,
    summary: 'Leave the live room (the participation stays)',
    auth: 'access',
    params: s.liveEventParamsSchema,
    status: 200,
    response: s.okSchema,
  }),
  mute: endpoint({
    method: 'POST',
    path: `${EVENT_PREFIX}/event/{id}/mute`,
    summary: "Turn someone's microphone or camera off (host only)",
    auth: 'access',
    params: s.liveEventParamsSchema,
    body: s.muteBodySchema,
    status: 200,
    response: s.okSchema,
  }),
  unmute: endpoint({
    method: 'POST',
    path: `${EVENT_PREFIX}/event/{id}/unmute`,
    summary: 'Ask someone whose microphone or camera is off to turn it on (nobody is unmuted without their consent)',
    auth: 'access',
    params: s.liveEventParamsSchema,
    body: s.muteBodySchema,
    status: 200,
    response: s.okSchema,
  }),
  disableVideo: endpoint({
    method: 'POST',
    path: `${EVENT_PREFIX}/disable_video/{userId}`,
    summary: "Turn someone's camera off and keep it off until enabled again (host only)",
    auth: 'access',
    params: userIdParamsSchema,
    body: eventRefSchema,
    status: 200,
    response: s.okSchema,
  }),
  enableVideo: endpoint({
    method: 'POST',
    path: `${EVENT_PREFIX}/enable_video/{userId}`,
    summary: 'Allow someone to turn their camera on again (host only)',
    auth: 'access',
    params: userIdParamsSchema,
    body: eventRefSchema,
    status: 200,
    response: s.okSchema,
  }),
  kick: hostControl(
    'kick',
    'Remove someone from the live room, banned for ban_for_seconds (-1: for good) across devices and instances (host only)',
    s.kickBodySchema,
  ),
  locking: hostControl(
    'locking',
    'Lock or unlock the live room: nobody new may enter while locked (host only)',
    s.lockingBodySchema,
  ),
  sendWs: endpoint({
    method: 'POST',
    path: `${EVENT_PREFIX}/send/ws/{id}`,
    summary: 'Send one person of the event a targeted message such as REFRESH (host only)',
    auth: 'access',
    params: s.liveEventParamsSchema,
    body: s.sendWsBodySchema,
    status: 200,
    response: s.okSchema,
  }),
  chatList: endpoint({
    method: 'GET',
    path: `${EVENT_PREFIX}/chat`,
    summary: "The event's chat (a room's, with room_id), newest first",
    auth: 'access',
    query: s.chatQuerySchema,
    status: 200,
    response: s.chatPageSchema,
  }),
  chatSend: endpoint({
    method: 'POST',
    path: `${EVENT_PREFIX}/chat`,
    summary: 'Send a chat message to the event or one of its rooms (plain text, at most 1,000 characters, rate-limited)',
    auth: 'access',
    body: s.chatBodySchema,
    status: 201,
    response: s.chatMessageSchema,
  }),
};
