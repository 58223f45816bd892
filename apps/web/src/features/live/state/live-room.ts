import type { ChatMessage, EventType, LivePerson, LiveSnapshot, MusicState, MuteType, SequencedMessage } from '@parley/contracts';

export interface Ask {
  by_user_id: number;
  mute_type: MuteType;
}

/** The live room as this client sees it: the last snapshot with every sequenced message since applied. */
export interface LiveRoomState extends LiveSnapshot {
  chat: ChatMessage[];
  rooms: { id: string; name: string; activity_type: EventType }[];
  /** "+2 min": who asked, and the new end once granted, by room. */
  extendAsks: Record<string, number[]>;
  extendedUntil: Record<string, string>;
  ended: 'ended' | 'cancelled' | null;
  /** This user was removed by a host. */
  kicked: { banned_until: string | null; permanent: boolean } | null;
  /** Someone asked this user to turn the microphone or camera on. */
  ask: Ask | null;
  /** A host asked this client to reload (REFRESH). */
  reload: boolean;
}

export type RoomMessage = SequencedMessage | { type: 'SNAPSHOT'; seq: number; payload: LiveSnapshot };

const fresh = (snapshot: LiveSnapshot): LiveRoomState => ({
  ...snapshot,
  chat: [],
  rooms: [],
  extendAsks: {},
  extendedUntil: {},
  ended: null,
  kicked: null,
  ask: null,
  reload: false,
});

const withoutUser = (partition: Record<string, number[]>, userId: number) =>
  Object.fromEntries(Object.entries(partition).map(([room, ids]) => [room, ids.filter((id) => id !== userId)]));

const roomOf = (partition: Record<string, number[]>, userId: number) =>
  Object.entries(partition).find(([, ids]) => ids.includes(userId))?.[0] ?? null;

/**
 * Applies one server message (spec §4: JOIN_ROOM adds the user if absent, CHANGE_EVENT_TYPE sets the type unless
 * NONE, AGORA_USER_CHANGED_ROOM replaces the partition, …). Messages for nobody in particular (REFRESH,
 * ASK_TO_UNMUTE) reach only their target, so receiving one means it is for this user.
 */
export function reduceLiveRoom(state: LiveRoomState | undefined, message: RoomMessage, meId: number): LiveRoomState | undefined {
  if (message.type === 'SNAPSHOT') {
    // A snapshot after a long disconnection keeps the chat this client already showed.
    return { ...fresh(message.payload), chat: state?.chat ?? [], seq: message.seq };
  }
  if (!state) return state;
  const next = apply(state, message, meId);
  return { ...next, seq: message.seq };
}

function joined(state: LiveRoomState, person: LivePerson): LiveRoomState {
  const people = state.people.some((p) => p.id === person.id)
    ? state.people.map((p) => (p.id === person.id ? person : p))
    : [...state.people, person];
  const partition = withoutUser(state.users_partition, person.id);
  if (person.room_id) partition[person.room_id] = [...(partition[person.room_id] ?? []), person.id];
  return { ...state, people, users_partition: partition };
}

const left = (state: LiveRoomState, userId: number): LiveRoomState => ({
  ...state,
  people: state.people.filter((p) => p.id !== userId),
  users_partition: withoutUser(state.users_partition, userId),
});

function hostChanged(state: LiveRoomState, hostId: number, hostIds: number[]): LiveRoomState {
  const host = state.people.find((p) => p.id === hostId);
  const event = host
    ? { ...state.event, host: { id: host.id, username: host.username, display_name: host.display_name, image: host.image } }
    : state.event;
  return { ...state, event, host_ids: hostIds };
}

function extendAsked(state: LiveRoomState, roomId: string, userId: number): LiveRoomState {
  const asked = state.extendAsks[roomId] ?? [];
  if (asked.includes(userId)) return state;
  return { ...state, extendAsks: { ...state.extendAsks, [roomId]: [...asked, userId] } };
}

/** What a room's music box plays now; a stop leaves the room out. */
function musicChanged(state: LiveRoomState, roomId: string, music: MusicState | null): LiveRoomState {
  const { [roomId]: _before, ...others } = state.music;
  return { ...state, music: music ? { ...others, [roomId]: music } : others };
}

function apply(state: LiveRoomState, message: SequencedMessage, meId: number): LiveRoomState {
  switch (message.type) {
    case 'JOIN_ROOM':
      return joined(state, message.payload.person);
    case 'LEAVE':
      return left(state, message.payload.user_id);
    case 'KICKED': {
      const { user_id, banned_until, permanent } = message.payload;
      return user_id === meId ? { ...left(state, user_id), kicked: { banned_until, permanent } } : left(state, user_id);
    }
    case 'CHANGE_EVENT_TYPE':
      // A room's switch comes with its ACTIVITY_STATE; only the event's own type (every room) is kept here.
      if (message.payload.event_type === 'NONE' || message.payload.room_id) return state;
      return { ...state, event: { ...state.event, event_type: message.payload.event_type } };
    case 'WHITEBOARD_ELEMENTS':
    case 'PICTIONARY_STROKE':
    case 'PICTIONARY_CLEAR':
    case 'PICTIONARY_WORD':
    case 'PICTIONARY_CHOICES':
    case 'GEO_CITY':
      return state;
    case 'ACTIVITY_STATE':
      return { ...state, activities: { ...state.activities, [message.payload.room_id]: message.payload.activity } };
    case 'MUSIC_STATE':
      return musicChanged(state, message.payload.room_id, message.payload.music);
    case 'CHANGE_HOST':
      return hostChanged(state, message.payload.host_id, message.payload.host_ids);
    case 'CHANGE_CURRENT_ROOM':
      return { ...state, event: { ...state.event, current_room_id: message.payload.room_id } };
    case 'AGORA_USER_CHANGED_ROOM': {
      const partition = message.payload.users_partition;
      const people = state.people.map((p): LivePerson => {
        const room_id = roomOf(partition, p.id) ?? p.room_id;
        // A screen is shared with one room: moving to another ends the share, as on the server (ADR 0051).
        return { ...p, room_id, screen_sharing: p.screen_sharing && room_id === p.room_id };
      });
      return { ...state, users_partition: partition, people };
    }
    case 'AGORA_CREATE_NEW_ROOM':
      if (state.rooms.some((r) => r.id === message.payload.room.id)) return state;
      return { ...state, rooms: [...state.rooms, message.payload.room] };
    case 'SET_DISCUSSION_TOPIC':
      return { ...state, discussion_topic: message.payload.topic };
    case 'NEXT_ROUND':
      return {
        ...state,
        round: { number: message.payload.round, ends_at: message.payload.ends_at },
        extendAsks: {},
        extendedUntil: {},
      };
    case 'EXTEND_REQUESTED':
      return extendAsked(state, message.payload.room_id, message.payload.user_id);
    case 'ROUND_EXTENDED':
      return { ...state, extendedUntil: { ...state.extendedUntil, [message.payload.room_id]: message.payload.ends_at } };
    case 'REFRESH':
      return { ...state, reload: true };
    case 'CHAT':
      return addChat(state, message.payload.message);
    case 'MEDIA_STATE': {
      const { user_id, ...media } = message.payload;
      return { ...state, people: state.people.map((p) => (p.id === user_id ? { ...p, ...media } : p)) };
    }
    case 'RECORDING_STATE': {
      const { user_id, recording } = message.payload;
      return { ...state, people: state.people.map((p) => (p.id === user_id ? { ...p, recording } : p)) };
    }
    case 'SCREEN_SHARE': {
      const { user_id, sharing } = message.payload;
      return { ...state, people: state.people.map((p) => (p.id === user_id ? { ...p, screen_sharing: sharing } : p)) };
    }
    case 'ASK_TO_UNMUTE':
      return { ...state, ask: message.payload };
    case 'LOCKING':
      return { ...state, locked: message.payload.locked };
    case 'CHAT_ENABLED':
      return { ...state, chat_enabled: message.payload.enabled };
    case 'EVENT_ENDED':
      return { ...state, ended: message.payload.reason };
  }
}

/** The sender sees its message from the POST answer and again from the socket: keep it once. */
export function addChat(state: LiveRoomState, message: ChatMessage): LiveRoomState {
  if (state.chat.some((m) => m.id === message.id)) return state;
  return { ...state, chat: [...state.chat, message] };
}

export const dismissAsk = (state: LiveRoomState): LiveRoomState => ({ ...state, ask: null });
