import { useCallback, type RefObject } from 'react';
import type { LiveHints } from '@parley/contracts';
import { startRecordingSession, type RecordingSession } from '../../../entities/recording/lib/recording-session.ts';
import { failureText } from '../../../lib/api/api-error.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import type { RecorderMedia } from './recorder-media.ts';
import type { RecorderParts } from './recorder-parts.ts';
import { isCapturing } from './recorder-state.ts';

interface Options {
  mediaRef: RefObject<RecorderMedia | null>;
  examMode: boolean;
  hints: { take: (answer: LiveHints | undefined) => void; clear: () => void };
}

/** Record (the server creates the recording, then slices flow), pause and resume; and the discard on leaving. */
export function useRecorderSession(parts: RecorderParts, { mediaRef, examMode, hints }: Options) {
  const { machine, sessionRef, stopwatchRef, setElapsedMs, mountedRef } = parts;
  const { current, send } = machine;
  const { take: takeHints, clear: clearHints } = hints;

  /** Answers the new recording's id, or null when none started (another feature ties its own data to the id). */
  const start = useCallback(async (): Promise<number | null> => {
    const m = mediaRef.current;
    if (!m || !send({ type: 'start' })) return null;
    clearHints();
    let started: RecordingSession | null = null;
    try {
      started = await startRecordingSession({
        stream: m.stream,
        context: m.context,
        format: m.format,
        channels: 1,
        examMode,
        // Hints are for while one speaks: the slices sent after stop go without.
        liveHints: () => isCapturing(current().phase),
        // An answer that arrives after the recording was deleted or replaced shows nothing.
        onReceipt: (receipt) => mountedRef.current && sessionRef.current === started && takeHints(receipt.live_hints),
        onUpload: (snapshot) => mountedRef.current && send({ type: 'upload', snapshot }),
      });
    } catch (err) {
      showToast(failureText(err), 'error');
      send({ type: 'startFailed' });
      return null;
    }
    if (!mountedRef.current) {
      void started.discard().catch(() => undefined);
      return null;
    }
    sessionRef.current = started;
    stopwatchRef.current.start();
    setElapsedMs(0);
    send({ type: 'started' });
    return started.id;
  }, [clearHints, current, examMode, mediaRef, mountedRef, send, sessionRef, setElapsedMs, stopwatchRef, takeHints]);

  const pause = useCallback(() => {
    if (!send({ type: 'pause' })) return;
    sessionRef.current?.pause();
    stopwatchRef.current.pause();
  }, [send, sessionRef, stopwatchRef]);

  const resume = useCallback(() => {
    if (!send({ type: 'resume' })) return;
    sessionRef.current?.resume();
    stopwatchRef.current.resume();
  }, [send, sessionRef, stopwatchRef]);

  // A recording not yet stopped when the page is left is thrown away, since nobody can finish it; one already
  // stopping goes on sending in the background.
  const abandon = useCallback(() => {
    const s = sessionRef.current;
    if (!s || !isCapturing(current().phase)) return;
    sessionRef.current = null;
    void s.discard().catch(() => undefined);
  }, [current, sessionRef]);

  return { start, pause, resume, abandon };
}
