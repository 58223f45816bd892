import type { ServerMessage } from '@parley/contracts';
import type { Viewer } from '../../shared/viewer.ts';
import * as host from './host-controls.service.ts';
import type { LiveDeps } from './live.deps.ts';
import type { DispatchTable } from './live.dispatch.ts';
import { toggleMedia } from './room-media.ts';
import { askForMoreTime } from './rotation.service.ts';
import { setScreenShare } from './screen-share.service.ts';
import { relaySignal } from './signal.service.ts';

/** Who sent a message, from which event's room (the socket was admitted there), and how to answer that socket. */
export interface SocketContext {
  deps: LiveDeps;
  viewer: Viewer;
  eventId: string;
  send(message: ServerMessage): void;
}

/** What each client message of the live socket does (`clientMessageSchema`). */
export const CLIENT_MESSAGES: DispatchTable<SocketContext> = {
  SIGNAL: {
    handle: (c, { payload }) => relaySignal(c.deps, c.viewer, c.eventId, payload.to_user_id, payload.data, payload.screen),
  },
  MEDIA_STATE: {
    toggle: true,
    handle: (c, { payload }) => toggleMedia(c.deps, c.viewer, c.eventId, payload),
  },
  CHANGE_EVENT_TYPE: {
    handle: (c, { payload }) => host.changeEventType(c.deps, c.viewer, c.eventId, payload.event_type),
  },
  SET_DISCUSSION_TOPIC: {
    handle: (c, { payload }) => host.setDiscussionTopic(c.deps, c.viewer, c.eventId, payload.topic),
  },
  EXTEND_ROUND: {
    handle: (c) => askForMoreTime(c.deps, c.viewer, c.eventId),
  },
  SCREEN_SHARE: {
    handle: (c, { payload }) => setScreenShare(c.deps, c.viewer, c.eventId, payload.sharing),
  },
  WHITEBOARD_DRAFT: {
    momentary: true,
    handle: (c, { payload }) => c.deps.activities.whiteboardDraft(c.viewer, c.eventId, payload.elements),
  },
  WHITEBOARD_COMMIT: {
    handle: (c, { payload }) => c.deps.activities.whiteboardCommit(c.viewer, c.eventId, payload.elements),
  },
  PICTIONARY_POINTS: {
    momentary: true,
    handle: (c, { payload }) => c.deps.activities.pictionaryPoints(c.viewer, c.eventId, payload.piece),
  },
  PICTIONARY_STROKE: {
    handle: (c, { payload }) => c.deps.activities.pictionaryStroke(c.viewer, c.eventId, payload.stroke),
  },
  PICTIONARY_CLEAR: {
    handle: (c) => c.deps.activities.pictionaryClear(c.viewer, c.eventId),
  },
  PING: {
    handle: (c) => c.send({ type: 'PONG', seq: null, payload: {} }),
  },
};
