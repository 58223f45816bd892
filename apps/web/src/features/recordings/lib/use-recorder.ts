import { useEffect, useRef, useState } from 'react';
import type { RecordingSession } from '../../../entities/recording/lib/recording-session.ts';
import { createStopwatch } from '../../../entities/recording/lib/stopwatch.ts';
import { useRecordingClock } from '../../../entities/recording/lib/use-recording-clock.ts';
import { useMachine } from '../../../lib/use-machine.ts';
import { isSupportedBrowser } from './browser-check.ts';
import { initialRecorderState, PREPARE_STEPS, recorderReducer } from './recorder-state.ts';
import { useLiveHints } from './use-live-hints.ts';
import { useRecorderMedia } from './use-recorder-media.ts';
import { useRecorderSend } from './use-recorder-send.ts';
import { useRecorderSession } from './use-recorder-session.ts';

export type { RecorderPhase } from './recorder-state.ts';

const TICK_MS = 250;

interface RecorderOptions {
  examMode?: boolean;
  /** Told the recording's id once the server holds all of it (a classroom reply is made of it). */
  onSent?: ((recordingId: number) => void) | undefined;
}

/** The browser recorder: browser check, microphone, encoder, then record → 5 s slices uploaded as they come → stop. */
export function useRecorder({ examMode: startInExamMode = false, onSent }: RecorderOptions = {}) {
  const machine = useMachine(recorderReducer, () => initialRecorderState(isSupportedBrowser(navigator.userAgent)));
  const { phase, prepared, upload, error } = machine.state;
  const [examMode, setExamMode] = useState(startInExamMode);
  const hints = useLiveHints();
  const mountedRef = useRef(true);
  const sessionRef = useRef<RecordingSession | null>(null);
  const stopwatchRef = useRef(createStopwatch());
  const { elapsedMs, setElapsedMs, atLimit } = useRecordingClock(stopwatchRef, phase === 'recording', TICK_MS);
  const parts = { machine, sessionRef, stopwatchRef, setElapsedMs, mountedRef };

  const { mediaRef, analyser, stream, prepare, release } = useRecorderMedia(machine.send, mountedRef);
  const { start, pause, resume, abandon } = useRecorderSession(parts, { mediaRef, examMode, hints });
  const { stop, retry, cancel } = useRecorderSend(parts, { atLimit, clearHints: hints.clear, onSent });

  // Leaving the page stops every track and the recorder, after the recording under way was dealt with.
  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      abandon();
      release();
    };
  }, [abandon, release]);

  return {
    phase,
    prepareProgress: prepared / PREPARE_STEPS,
    analyser,
    /** The microphone the recording is made from (null until it is on): the only one the page opens. */
    stream,
    elapsedMs,
    upload,
    error,
    examMode,
    setExamMode,
    hints: hints.hints,
    prepare,
    start,
    pause,
    resume,
    stop,
    cancel,
    retry,
  };
}
export type Recorder = ReturnType<typeof useRecorder>;
