import {
  activityViewSchema,
  musicStateSchema,
  startingView,
  type ActivityView,
  type ChatMessage,
  type Event,
  type EventType,
  type LivePerson,
  type LiveRoom,
  type LiveSnapshot,
  type MusicState,
} from '@parley/contracts';
import type { LiveStateRow } from './live-log.store.ts';
import type { ChatRow, PresenceRow, PresentRow } from './live.store.ts';
import type { RoomRow } from './rooms.store.ts';

export function presentPerson(row: PresentRow): LivePerson {
  const p = row.presence;
  return {
    ...row.user,
    room_id: p.roomId,
    audio_muted: p.audioMuted,
    video_muted: p.videoMuted,
    video_disabled: p.videoDisabled,
    recording: p.recordingId !== null,
    screen_sharing: p.screenSharing,
    joined_at: p.joinedAt.toISOString(),
  };
}

/** Room id → ids of the people in it (the spec's users_partition). */
export function partitionOf(people: Pick<LivePerson, 'id' | 'room_id'>[]) {
  const partition: Record<string, number[]> = {};
  for (const p of people) if (p.room_id) (partition[p.room_id] ??= []).push(p.id);
  return partition;
}

export const mediaStateOf = (row: PresenceRow) => ({
  user_id: row.userId,
  audio_muted: row.audioMuted,
  video_muted: row.videoMuted,
  video_disabled: row.videoDisabled,
});

export const presentChat = (chat: Omit<ChatRow, 'userId'>, user: ChatMessage['user']): ChatMessage => ({
  id: chat.id,
  event_id: chat.eventId,
  room_id: chat.roomId,
  user,
  message: chat.message,
  created_at: chat.createdAt.toISOString(),
});

export const presentRoom = (row: RoomRow, members: number[]): LiveRoom => ({
  id: row.id,
  event_id: row.eventId,
  name: row.name,
  kind: row.kind,
  activity_type: row.activityType as EventType,
  member_ids: members,
  created_at: row.createdAt.toISOString(),
});

/**
 * Each room's activity as last sent, or as its activity starts when nothing happened in it yet (a room opened for an
 * activity, or a view stored by an older release that no longer parses).
 */
function activitiesOf(rooms: Pick<RoomRow, 'id' | 'activityType' | 'activityView'>[]): Record<string, ActivityView> {
  const views: Record<string, ActivityView> = {};
  for (const room of rooms) {
    const view = activityViewSchema.safeParse(room.activityView);
    views[room.id] = view.success ? view.data : startingView(room.activityType);
  }
  return views;
}

/** Each room's music box, where it plays or is paused (a state an older release stored that does not parse is none). */
function musicOf(rooms: Pick<RoomRow, 'id' | 'music'>[]): Record<string, MusicState> {
  const music: Record<string, MusicState> = {};
  for (const room of rooms) {
    const state = musicStateSchema.safeParse(room.music);
    if (state.success) music[room.id] = state.data;
  }
  return music;
}

/** The room as it is at the state's sequence number; the event's own host comes first among the hosts. */
export function presentSnapshot(input: {
  event: Event;
  hostId: number;
  state: LiveStateRow;
  people: LivePerson[];
  rooms: Pick<RoomRow, 'id' | 'activityType' | 'activityView' | 'music'>[];
}): LiveSnapshot {
  const { event, hostId, state, people, rooms } = input;
  return {
    seq: state.seq,
    event,
    host_ids: [hostId, ...state.hostIds.filter((id) => id !== hostId)],
    people,
    users_partition: partitionOf(people),
    locked: state.locked,
    chat_enabled: state.chatEnabled,
    discussion_topic: state.discussionTopic,
    activities: activitiesOf(rooms),
    music: musicOf(rooms),
    round: state.round > 0 ? { number: state.round, ends_at: state.roundEndsAt?.toISOString() ?? null } : null,
  };
}
