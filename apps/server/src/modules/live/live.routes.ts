import { liveApi, roomsApi } from '@parley/contracts';
import type { Route } from '../../plugins/router.ts';
import * as chat from './chat.service.ts';
import * as host from './host-controls.service.ts';
import type { RoomsDeps, RotationDeps } from './live.deps.ts';
import * as presence from './presence.service.ts';
import * as rooms from './rooms.service.ts';
import * as rotation from './rotation.service.ts';

/** Contract → caller → service. */
export function liveRoutes(route: Route, deps: RoomsDeps & RotationDeps) {
  route(liveApi.join, ({ user, params }) => presence.enterRoom(deps, user, params.id));
  route(liveApi.exit, ({ user, params }) => presence.exitRoom(deps, user, params.id));
  route(liveApi.mute, ({ user, params, body }) => host.mute(deps, user, params.id, body.user_id, body.mute_type));
  route(liveApi.unmute, ({ user, params, body }) => host.askToUnmute(deps, user, params.id, body.user_id, body.mute_type));
  route(liveApi.disableVideo, ({ user, params, body }) => host.setVideoDisabled(deps, user, body.event_id, params.userId, true));
  route(liveApi.enableVideo, ({ user, params, body }) => host.setVideoDisabled(deps, user, body.event_id, params.userId, false));
  route(liveApi.kick, ({ user, body }) => host.kick(deps, user, body));
  route(liveApi.changeNativeSpeaker, ({ user, body }) => host.changeNativeSpeaker(deps, user, body.event_id, body.user_id));
  route(liveApi.locking, ({ user, body }) => host.setLocked(deps, user, body.event_id, body.lock));
  route(liveApi.chatEnabled, ({ user, body }) => host.setChatEnabled(deps, user, body.event_id, body.enabled));
  route(liveApi.sendWs, ({ user, params, body }) => host.sendToOne(deps, user, params.id, body.for_user_id, body.ext ?? {}));
  route(liveApi.matchUsers, ({ user, body }) => rotation.startRoundAsHost(deps, user, body.event_id));
  route(liveApi.match, ({ user, query }) => rotation.currentMatch(deps, user, query.event_id));
  route(liveApi.lastMatch, ({ user }) => rotation.lastMatch(deps, user));
  route(liveApi.chatList, ({ user, query }) => chat.chatHistory(deps, user, query));
  route(liveApi.translateStatus, () => chat.translationStatus(deps));
  route(liveApi.translate, ({ user, body }) => chat.translateChat(deps, user, body));
  route(liveApi.chatSend, ({ user, body }) => chat.sendChat(deps, user, body));

  route(roomsApi.create, ({ user, params, body }) => rooms.createRoom(deps, user, params.eventId, body));
  route(roomsApi.get, ({ user, params }) => rooms.getRoom(deps, user, params.roomId));
  route(roomsApi.list, ({ user, query }) => rooms.listRooms(deps, user, query.event_id));
  route(roomsApi.setCurrent, ({ user, body }) => rooms.setCurrentRoom(deps, user, body.event_id, body.room_id));
  route(roomsApi.moveUser, ({ user, body }) => rooms.moveUser(deps, user, body.event_id, body.user_id, body.room_id));
  route(roomsApi.rtcRooms, ({ user, params }) => rooms.listRooms(deps, user, params.eventId));
  route(roomsApi.rtcConfig, ({ user, params }) => rooms.rtcConfig(deps, user, params.eventId));
  route(roomsApi.rtcJoin, ({ user, params }) => rooms.rtcJoin(deps, user, params.eventId));
  route(roomsApi.rtcRoom, ({ user, params, query }) => rooms.rtcRoom(deps, user, params.roomId, query.screen_share === 'true'));
}
