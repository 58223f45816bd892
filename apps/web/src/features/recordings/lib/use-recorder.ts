import { AUDIO_ANALYSER_FFT_SIZE, RECORDING_RESULT_DELAY_MS } from '@parley/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { useRefreshRecordings } from '../api/recordings.ts';
import { MicrophoneError, openMicrophone } from '../../../lib/media/microphone.ts';
import { browserRecorderFormat, type RecorderFormat } from '../../../lib/recording/recorder-format.ts';
import { startRecordingSession, type RecordingSession } from '../../../lib/recording/recording-session.ts';
import { prepareEncoder } from '../../../lib/recording/slice-recorder.ts';
import { createStopwatch } from '../../../lib/recording/stopwatch.ts';
import type { UploadSnapshot } from '../../../lib/recording/upload-queue.ts';
import { useRecordingClock } from '../../../lib/recording/use-recording-clock.ts';
import { isSupportedBrowser } from './browser-check.ts';
import { useLiveHints } from './use-live-hints.ts';

/**
 * idle: microphone not asked yet · preparing: microphone, audio graph and encoder loading · ready: Record is usable ·
 * starting: the server is creating the recording · finishing: last uploads and stop · failed: the uploads gave up.
 */
export type RecorderPhase =
  | 'idle'
  | 'unsupported'
  | 'preparing'
  | 'denied'
  | 'unavailable'
  | 'ready'
  | 'starting'
  | 'recording'
  | 'paused'
  | 'finishing'
  | 'failed';

/** The preparation's steps, for its progress bar: microphone, audio graph, encoder. */
const PREPARE_STEPS = 3;
const TICK_MS = 250;

interface Media {
  stream: MediaStream;
  context: AudioContext;
  analyser: AnalyserNode;
  format: RecorderFormat;
}

const EMPTY_UPLOAD: UploadSnapshot = { total: 0, done: 0, current: null, failed: false, error: null };

/** The browser recorder: browser check, microphone, encoder, then record → 5 s slices uploaded as they come → stop. */
export function useRecorder() {
  const { t } = useTranslation();
  const refreshList = useRefreshRecordings();
  const [phase, setPhaseState] = useState<RecorderPhase>(() =>
    isSupportedBrowser(navigator.userAgent) ? 'idle' : 'unsupported',
  );
  const [prepared, setPrepared] = useState(0);
  const [analyser, setAnalyser] = useState<AnalyserNode | null>(null);
  const [upload, setUpload] = useState<UploadSnapshot>(EMPTY_UPLOAD);
  const [examMode, setExamMode] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { hints, take: takeHints, clear: clearHints } = useLiveHints();
  const media = useRef<Media | null>(null);
  const session = useRef<RecordingSession | null>(null);
  const stopwatch = useRef(createStopwatch());
  const { elapsedMs, setElapsedMs, atLimit } = useRecordingClock(stopwatch, phase === 'recording', TICK_MS);
  const mounted = useRef(true);
  // Callbacks read the phase of now, not of their render.
  const phaseRef = useRef(phase);
  const setPhase = useCallback((next: RecorderPhase) => {
    phaseRef.current = next;
    setPhaseState(next);
  }, []);

  const prepare = useCallback(async () => {
    setPhase('preparing');
    setPrepared(0);
    let stream: MediaStream | null = null;
    let context: AudioContext | null = null;
    try {
      stream = await openMicrophone();
      setPrepared(1);
      context = new AudioContext();
      await context.resume();
      const node = context.createAnalyser();
      node.fftSize = AUDIO_ANALYSER_FFT_SIZE;
      context.createMediaStreamSource(stream).connect(node);
      setPrepared(2);
      const format = browserRecorderFormat();
      await prepareEncoder(format, context);
      setPrepared(3);
      if (!mounted.current) {
        stream.getTracks().forEach((track) => track.stop());
        void context.close();
        return;
      }
      media.current = { stream, context, analyser: node, format };
      setAnalyser(node);
      setPhase('ready');
    } catch (err) {
      stream?.getTracks().forEach((track) => track.stop());
      void context?.close();
      if (!mounted.current) return;
      // The spec: an encoder that did not load blocks recording with a console error only.
      if (!(err instanceof MicrophoneError)) console.error('The recorder could not be prepared', err);
      setPhase(err instanceof MicrophoneError ? err.reason : 'unavailable');
    }
  }, [setPhase]);

  const start = useCallback(async () => {
    const m = media.current;
    if (!m || phaseRef.current !== 'ready') return;
    setPhase('starting');
    setError(null);
    clearHints();
    let current: RecordingSession | null = null;
    try {
      const started = await startRecordingSession({
        stream: m.stream,
        context: m.context,
        format: m.format,
        channels: 1,
        examMode,
        // Hints are for while one speaks: the slices sent after stop go without.
        liveHints: () => phaseRef.current === 'recording' || phaseRef.current === 'paused',
        // An answer that arrives after the recording was deleted or replaced shows nothing.
        onReceipt: (receipt) => mounted.current && session.current === current && takeHints(receipt.live_hints),
        onUpload: (snapshot) => mounted.current && setUpload(snapshot),
      });
      if (!mounted.current) {
        void started.discard().catch(() => undefined);
        return;
      }
      current = started;
      session.current = started;
      setUpload(EMPTY_UPLOAD);
      stopwatch.current.start();
      setElapsedMs(0);
      setPhase('recording');
    } catch (err) {
      showToast(failureText(err), 'error');
      setPhase('ready');
    }
  }, [clearHints, examMode, setElapsedMs, setPhase, takeHints]);

  const pause = useCallback(() => {
    if (phaseRef.current !== 'recording') return;
    session.current?.pause();
    stopwatch.current.pause();
    setPhase('paused');
  }, [setPhase]);

  const resume = useCallback(() => {
    if (phaseRef.current !== 'paused') return;
    session.current?.resume();
    stopwatch.current.resume();
    setPhase('recording');
  }, [setPhase]);

  const finish = useCallback(async () => {
    const s = session.current;
    if (!s) return;
    setPhase('finishing');
    try {
      await s.send();
      session.current = null;
      showToast(t('recordings.recorder.sent'), 'success');
      // The spec fetches the result 1.5 s after stop; the list then shows it as processing.
      setTimeout(() => void refreshList(), RECORDING_RESULT_DELAY_MS);
      void refreshList();
      if (mounted.current) {
        setUpload(EMPTY_UPLOAD);
        setElapsedMs(0);
        setPhase('ready');
      }
    } catch (err) {
      if (!mounted.current) return;
      setError(err);
      setPhase('failed');
    }
  }, [refreshList, setElapsedMs, setPhase, t]);

  const stop = useCallback(async () => {
    const s = session.current;
    if (!s || (phaseRef.current !== 'recording' && phaseRef.current !== 'paused')) return;
    setPhase('finishing');
    stopwatch.current.pause();
    await s.end();
    await finish();
  }, [finish, setPhase]);

  useEffect(() => {
    if (atLimit) void stop();
  }, [atLimit, stop]);

  const retry = useCallback(() => {
    session.current?.retry();
    void finish();
  }, [finish]);

  const cancel = useCallback(async () => {
    const s = session.current;
    if (!s) return;
    session.current = null;
    stopwatch.current.start();
    stopwatch.current.pause();
    setElapsedMs(0);
    setUpload(EMPTY_UPLOAD);
    setError(null);
    clearHints();
    setPhase('ready');
    try {
      await s.discard();
      showToast(t('recordings.recorder.cancelled'), 'info');
    } catch (err) {
      showToast(failureText(err), 'error');
    }
    void refreshList();
  }, [clearHints, refreshList, setElapsedMs, setPhase, t]);

  // Leaving the page stops every track and the recorder; a recording not yet stopped is thrown away, since nobody
  // can finish it. One already stopping goes on sending in the background.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const s = session.current;
      if (s && (phaseRef.current === 'recording' || phaseRef.current === 'paused')) {
        session.current = null;
        void s.discard().catch(() => undefined);
      }
      media.current?.stream.getTracks().forEach((track) => track.stop());
      void media.current?.context.close();
      media.current = null;
    };
  }, []);

  return {
    phase,
    prepareProgress: prepared / PREPARE_STEPS,
    analyser,
    elapsedMs,
    upload,
    error,
    examMode,
    setExamMode,
    hints,
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
