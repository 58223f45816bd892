import { endpoint } from '../common/endpoint.ts';
import { ACTIVITIES_PREFIX } from './activities.constants.ts';
import * as s from './activities.schemas.ts';

const switchCall = (activity: string, verb: 'start' | 'exit', summary: string) =>
  endpoint({
    method: 'POST',
    path: `${ACTIVITIES_PREFIX}/${activity}/${verb}`,
    summary,
    auth: 'access',
    body: s.activityTargetSchema,
    status: 200,
    response: s.activityChangedSchema,
  });

/** The activities of a live room (platform spec §7, Activities; paths and bodies in ADR 0048). */
export const activitiesApi = {
  discussionConfig: endpoint({
    method: 'GET',
    path: `${ACTIVITIES_PREFIX}/discussion/config`,
    summary: "The discussion's room size, rotation and topic level for an event",
    auth: 'access',
    query: s.activityRoomQuerySchema,
    status: 200,
    response: s.discussionConfigSchema,
  }),
  discussionStart: switchCall('discussion', 'start', 'Host: start the discussion in a room or in every room'),
  discussionExit: switchCall('discussion', 'exit', 'Host: end the discussion; the room goes back to the chat view'),
  discussionTopic: endpoint({
    method: 'GET',
    path: `${ACTIVITIES_PREFIX}/discussion/topic`,
    summary: "The topic of the caller's room (or a host's chosen room)",
    auth: 'access',
    query: s.activityRoomQuerySchema,
    status: 200,
    response: s.roomTopicSchema,
  }),
  discussionGenerateTopic: endpoint({
    method: 'POST',
    path: `${ACTIVITIES_PREFIX}/discussion/topic/generate`,
    summary: 'A new topic for the room, at the event level, never one the event has had',
    auth: 'access',
    body: s.activityTargetSchema,
    status: 200,
    response: s.roomTopicSchema,
  }),
  whiteboardStart: switchCall('whiteboard', 'start', 'Host: open a shared whiteboard in a room or in every room'),
  whiteboardExit: switchCall('whiteboard', 'exit', 'Host: close the whiteboard; the room goes back to the chat view'),
  whiteboardScene: endpoint({
    method: 'GET',
    path: `${ACTIVITIES_PREFIX}/whiteboard/scene`,
    summary: "The board of the caller's room (or a host's chosen room): every element, deleted ones included",
    auth: 'access',
    query: s.activityRoomQuerySchema,
    status: 200,
    response: s.whiteboardSceneSchema,
  }),
  whiteboardPermissions: endpoint({
    method: 'GET',
    path: `${ACTIVITIES_PREFIX}/whiteboard/user_permissions`,
    summary: 'Who may draw on the board besides the hosts',
    auth: 'access',
    query: s.activityRoomQuerySchema,
    status: 200,
    response: s.whiteboardPermissionsSchema,
  }),
  whiteboardGrant: endpoint({
    method: 'POST',
    path: `${ACTIVITIES_PREFIX}/whiteboard/user_permission`,
    summary: 'Host: let someone in the room draw',
    auth: 'access',
    body: s.whiteboardPermissionBodySchema,
    status: 200,
    response: s.whiteboardPermissionsSchema,
  }),
  whiteboardRevoke: endpoint({
    method: 'DELETE',
    path: `${ACTIVITIES_PREFIX}/whiteboard/user_permission`,
    summary: 'Host: stop someone drawing',
    auth: 'access',
    query: s.whiteboardPermissionQuerySchema,
    status: 200,
    response: s.whiteboardPermissionsSchema,
  }),
  whiteboardRevokeAll: endpoint({
    method: 'DELETE',
    path: `${ACTIVITIES_PREFIX}/whiteboard/user_permissions`,
    summary: 'Host: only the hosts draw again',
    auth: 'access',
    query: s.activityRoomQuerySchema,
    status: 200,
    response: s.whiteboardPermissionsSchema,
  }),
  chatStart: switchCall('chat', 'start', 'Host: show the chat view (video and chat) in a room or in every room'),
  chatExit: switchCall('chat', 'exit', 'Host: leave the chat view; the room shows the chat view (the default)'),
} as const;
