import type { PictionaryView } from '@parley/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MessageFeed } from '../../../lib/realtime/message-feed.ts';
import { fetchGame } from '../api/pictionary.ts';

/**
 * What the room's view does not say: this turn's strokes so far, and the word or the choices when this person draws.
 * Asked again whenever the turn or its phase changes, and after a reconnection.
 */
export function usePictionaryGame(eventId: string, roomId: string, view: PictionaryView, feed: MessageFeed) {
  const queryClient = useQueryClient();
  const key = ['pictionary', eventId, roomId, view.turn_id, view.phase];
  const game = useQuery({ queryKey: key, queryFn: () => fetchGame(eventId), staleTime: Infinity });
  useEffect(
    () =>
      feed.subscribe((message) => {
        if (message.type === 'SNAPSHOT') void queryClient.invalidateQueries({ queryKey: ['pictionary', eventId] });
      }),
    [feed, queryClient, eventId],
  );
  // Only an answer for this very turn counts: a late one for the turn before says nothing of this one.
  return game.data?.room_id === roomId && game.data.view.turn_id === view.turn_id ? game.data : null;
}
