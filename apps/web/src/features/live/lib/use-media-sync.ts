import { useEffect, useRef, type RefObject } from 'react';
import type { LivePerson } from '@parley/contracts';
import type { LiveSocket, LiveSocketStatus } from '../../../lib/realtime/live-socket.ts';
import type { RoomMedia } from '../media/room-media.ts';
import type { LocalMedia } from '../media/use-local-media.ts';

/**
 * Keeps the room's media, the server and the local devices in step: the first settled media (or none) starts it,
 * later device changes swap tracks in place, every switch and every (re)connection sends MEDIA_STATE, and a
 * host's mute or camera ban switches the device off here too.
 */
export function useMediaSync(
  media: LocalMedia,
  me: LivePerson | undefined,
  status: LiveSocketStatus,
  socket: RefObject<LiveSocket | null>,
  room: RefObject<RoomMedia | null>,
) {
  const started = useRef(false);
  const { stream, status: mediaStatus, audioOn, videoOn, update } = media;

  useEffect(() => {
    if (mediaStatus === 'pending' || !room.current) return;
    if (!started.current) {
      started.current = true;
      room.current.setLocal(stream);
    } else if (stream) {
      for (const track of stream.getTracks()) room.current.replaceTrack(track);
    }
  }, [stream, mediaStatus, room]);

  useEffect(() => {
    // Not while the devices are still opening: a "muted" then "unmuted" pair sent at once may be applied out of order.
    if (status !== 'open' || mediaStatus === 'pending') return;
    socket.current?.send({ type: 'MEDIA_STATE', payload: { audio_muted: !audioOn, video_muted: !videoOn } });
  }, [status, mediaStatus, audioOn, videoOn, socket]);

  useEffect(() => {
    room.current?.setMuted({ audio: !audioOn, video: !videoOn });
  }, [audioOn, videoOn, room]);

  const forcedAudioOff = me?.audio_muted === true;
  const forcedVideoOff = me?.video_disabled === true;
  useEffect(() => {
    if (forcedAudioOff && audioOn) update({ audio: false });
    // Only the server's change matters here; the user's own switch goes the other way.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [forcedAudioOff]);
  useEffect(() => {
    if (forcedVideoOff && videoOn) update({ video: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [forcedVideoOff]);
}
