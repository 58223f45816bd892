import type { GeoGameView } from '@parley/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MessageFeed } from '../../../lib/realtime/message-feed.ts';
import { fetchGeoGame, fetchGeoResults } from '../api/geogame.ts';

/**
 * What the room's view does not say: the city when this person describes it, their own pin, and once a round is over
 * its table and useful words. Asked again when the round or its phase changes, after a reconnection, and on NEXT_ROUND
 * (the spec's signal to fetch the geography results again).
 */
export function useGeoGame(eventId: string, roomId: string, view: GeoGameView, feed: MessageFeed) {
  const queryClient = useQueryClient();
  const turn = [view.round, view.phase, view.describer_id];
  const game = useQuery({
    queryKey: ['geogame', eventId, roomId, 'game', ...turn],
    queryFn: () => fetchGeoGame(eventId),
    staleTime: Infinity,
  });
  const shown = view.phase === 'round_over' || view.phase === 'finished';
  const results = useQuery({
    queryKey: ['geogame', eventId, roomId, 'results', ...turn],
    queryFn: () => fetchGeoResults(eventId),
    staleTime: Infinity,
    enabled: shown,
  });
  useEffect(
    () =>
      feed.subscribe((message) => {
        if (message.type === 'SNAPSHOT' || message.type === 'NEXT_ROUND')
          void queryClient.invalidateQueries({ queryKey: ['geogame', eventId] });
        if (message.type === 'GEO_CITY') void queryClient.invalidateQueries({ queryKey: ['geogame', eventId, roomId, 'game'] });
      }),
    [feed, queryClient, eventId, roomId],
  );
  // Only answers about this very round count: a late one for the round before says nothing of this one.
  const data = game.data;
  const sameRound = data?.room_id === roomId && data.view.round === view.round && data.view.phase === view.phase;
  return {
    game: sameRound ? data : null,
    results: shown && results.data?.room_id === roomId ? results.data : null,
  };
}
