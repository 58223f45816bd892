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

export const ROOMS_PREFIX = '/api/v1/extensions/agora';

/** Rooms of a live event and what a browser needs to join a room's media (spec §7, Rooms and video). */
export const roomsApi = {
  create: endpoint({
    method: 'POST',
    path: `${ROOMS_PREFIX}/room/{eventId}`,
    summary: "Open a room for an activity; it becomes the event's current room (host only)",
    auth: 'access',
    params: s.eventIdPathSchema,
    body: s.createRoomBodySchema,
    status: 201,
    response: s.liveRoomSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: `${ROOMS_PREFIX}/room/{roomId}`,
    summary: 'One room with who is in it (people of its event)',
    auth: 'access',
    params: s.roomIdParamsSchema,
    status: 200,
    response: s.liveRoomSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: `${ROOMS_PREFIX}/rooms`,
    summary: "An event's open rooms",
    auth: 'access',
    query: s.roomsQuerySchema,
    status: 200,
    response: s.roomsSchema,
  }),
  setCurrent: endpoint({
    method: 'POST',
    path: `${ROOMS_PREFIX}/set_current_room`,
    summary: "Set the event's current room (host only)",
    auth: 'access',
    body: s.setCurrentRoomBodySchema,
    status: 200,
    response: s.okSchema,
  }),
  moveUser: endpoint({
    method: 'POST',
    path: `${ROOMS_PREFIX}/send/user/room`,
    summary: 'Move someone into a room of the event (host only)',
    auth: 'access',
    body: s.moveUserBodySchema,
    status: 200,
    response: s.okSchema,
  }),
  rtcRooms: endpoint({
    method: 'GET',
    path: `${ROOMS_PREFIX}/rtc/{eventId}/rooms`,
    summary: "The event's rooms as media sees them",
    auth: 'access',
    params: s.eventIdPathSchema,
    status: 200,
    response: s.roomsSchema,
  }),
  rtcConfig: endpoint({
    method: 'GET',
    path: `${ROOMS_PREFIX}/rtc/{eventId}/config`,
    summary: 'Media provider and ICE servers (TURN credentials limited in time)',
    auth: 'access',
    params: s.eventIdPathSchema,
    status: 200,
    response: s.rtcConfigSchema,
  }),
  rtcJoin: endpoint({
    method: 'POST',
    path: `${ROOMS_PREFIX}/rtc/{eventId}`,
    summary: "Join the media of the caller's room in the event: peers to call and ICE servers (a room above 6 is refused)",
    auth: 'access',
    params: s.eventIdPathSchema,
    body: s.rtcJoinBodySchema,
    status: 200,
    response: s.rtcJoinSchema,
  }),
  rtcRoom: endpoint({
    method: 'GET',
    path: `${ROOMS_PREFIX}/rtc/{roomId}`,
    summary: 'Join the media of one room the caller is in',
    auth: 'access',
    params: s.roomIdParamsSchema,
    query: s.screenShareQuerySchema,
    status: 200,
    response: s.rtcJoinSchema,
  }),
};
