import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { checkScreenShare } from '../api/screen-share.ts';
import type { LiveRoomState } from '../state/live-room.ts';
import { canShareScreen, roomSharer } from './screen-share.ts';
import type { useLiveConnection } from './use-live-connection.ts';
import '../texts.ts';

type Connection = Pick<ReturnType<typeof useLiveConnection>, 'status' | 'feed' | 'mediaRef' | 'screens'>;

/** The picker closed without a choice: nothing to tell. */
const declined = (err: unknown) => err instanceof DOMException && (err.name === 'NotAllowedError' || err.name === 'AbortError');

/**
 * This user's screen share and the room's (docs/decisions/0051-screen-sharing.md). Starting asks the server first, so
 * nobody opens the picker only to be refused, then captures and tells the room. The capture is this page's: when the
 * server no longer counts it (a host took the screen over, a move to another room) it stops here, and when the
 * server counts a share this page does not hold (stopped here, or a reload while sharing) the page ends it there.
 */
export function useScreenShare(connection: Connection, state: LiveRoomState | undefined, meId: number) {
  const { t } = useTranslation();
  const { status, feed, mediaRef, screens } = connection;
  const [capture, setCapture] = useState<MediaStream | null>(null);
  const [starting, setStarting] = useState(false);
  const captureRef = useRef<MediaStream | null>(null);
  // The server has counted the capture held now as this room's share.
  const confirmed = useRef(false);
  const sharer = roomSharer(state, meId);
  const mine = sharer?.id === meId;
  const roomId = state?.people.find((p) => p.id === meId)?.room_id ?? null;

  const release = useCallback(() => {
    captureRef.current?.getTracks().forEach((track) => track.stop());
    captureRef.current = null;
    confirmed.current = false;
    setCapture(null);
  }, []);

  const start = useCallback(async () => {
    if (!roomId || captureRef.current) return;
    setStarting(true);
    try {
      await checkScreenShare(roomId);
      const stream = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
      const [track] = stream.getVideoTracks();
      // Slides and documents: sharp text matters more than smooth motion.
      if (track) track.contentHint = 'detail';
      // The browser's own "Stop sharing" bar ends the track.
      track?.addEventListener('ended', release);
      captureRef.current = stream;
      setCapture(stream);
      if (!feed.send({ type: 'SCREEN_SHARE', payload: { sharing: true } })) {
        release();
        showToast(t('live.screen.failed'), 'error');
      }
    } catch (err) {
      if (!declined(err)) showToast(err instanceof DOMException ? t('live.screen.failed') : failureText(err), 'error');
    } finally {
      setStarting(false);
    }
  }, [roomId, feed, release, t]);

  useEffect(() => {
    if (!capture) return;
    if (mine) confirmed.current = true;
    else if (confirmed.current) release();
  }, [capture, mine, release]);

  useEffect(() => {
    if (mine && !capture && status === 'open') feed.send({ type: 'SCREEN_SHARE', payload: { sharing: false } });
  }, [mine, capture, status, feed]);

  // A refused start (someone else shared first, or this user is no longer in the room): the toast says why.
  useEffect(
    () =>
      feed.subscribe((message) => {
        if (message.type === 'ERROR' && message.payload.message_type === 'SCREEN_SHARE') release();
      }),
    [feed, release],
  );

  useEffect(() => {
    mediaRef.current?.screens.share(capture && mine ? capture : null);
  }, [capture, mine, mediaRef]);
  const watched = sharer && !mine ? sharer.id : null;
  useEffect(() => {
    mediaRef.current?.screens.watch(watched === null ? [] : [watched]);
  }, [watched, mediaRef]);
  useEffect(() => () => captureRef.current?.getTracks().forEach((track) => track.stop()), []);

  return {
    available: canShareScreen() && roomId !== null,
    /** This user's capture, shown to them as their own share (also while the server is still confirming it). */
    capture,
    /** Someone else's share in this room, with their screen once it arrives. */
    theirs: sharer && !mine ? { person: sharer, stream: screens.get(sharer.id) ?? null } : null,
    starting,
    /** Starting, or stopped here while the server still counts the share: a new start waits. */
    busy: starting || (mine && !capture),
    start,
    stop: release,
  };
}
export type ScreenShare = ReturnType<typeof useScreenShare>;
