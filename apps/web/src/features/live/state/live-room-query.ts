import { skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@parley/contracts';
import { addChat, reduceLiveRoom, type LiveRoomState, type RoomMessage } from './live-room.ts';

/** The live room lives in the query cache (spec §4: live messages update the cached event); only the socket fills it. */
export const liveRoomKey = (eventId: string) => ['live', 'room', eventId] as const;

export const useLiveRoomState = (eventId: string) =>
  useQuery<LiveRoomState>({ queryKey: liveRoomKey(eventId), queryFn: skipToken, staleTime: Infinity }).data;

export function applyRoomMessage(client: QueryClient, eventId: string, meId: number, message: RoomMessage): void {
  client.setQueryData<LiveRoomState>(liveRoomKey(eventId), (state) => reduceLiveRoom(state, message, meId));
}

export function applyOwnChat(client: QueryClient, eventId: string, message: ChatMessage): void {
  client.setQueryData<LiveRoomState>(liveRoomKey(eventId), (state) => (state ? addChat(state, message) : state));
}

export function updateRoom(client: QueryClient, eventId: string, change: (state: LiveRoomState) => LiveRoomState): void {
  client.setQueryData<LiveRoomState>(liveRoomKey(eventId), (state) => (state ? change(state) : state));
}
