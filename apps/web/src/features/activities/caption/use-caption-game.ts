import type { CaptionView } from '@parley/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchCaptionGame } from '../api/caption.ts';

export const captionGameKey = (eventId: string, roomId: string) => ['caption', eventId, roomId];

/**
 * What the room's view does not say: this person's own caption and vote this round. Asked again when the round or
 * its phase changes; the caption form and the ballot refresh it after sending.
 */
export function useCaptionGame(eventId: string, roomId: string, view: CaptionView) {
  const game = useQuery({
    queryKey: [...captionGameKey(eventId, roomId), view.round, view.phase],
    queryFn: () => fetchCaptionGame(eventId),
    staleTime: Infinity,
  });
  const data = game.data;
  return data?.room_id === roomId && data.view.round === view.round && data.view.phase === view.phase ? data : null;
}
