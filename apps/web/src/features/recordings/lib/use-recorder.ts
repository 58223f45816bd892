import {
  AUDIO_ANALYSER_FFT_SIZE,
  RECORDING_CHUNK_SECONDS,
  RECORDING_MAX_SECONDS,
  RECORDING_RESULT_DELAY_MS,
} from '@parley/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { cancelRecording, createRecording, receivedChunks, stopRecording, useRefreshRecordings } from '../api/recordings.ts';
import { chunkTransport, isRetryableUploadError } from '../api/upload-chunk.ts';
import { MicrophoneError, openMicrophone } from '../../../lib/media/microphone.ts';
import { createSliceRecorder, prepareEncoder, type SliceRecorder } from '../media/slice-recorder.ts';
import { isSupportedBrowser } from './browser-check.ts';
import { finishRecording } from './finish-recording.ts';
import { forcedRecorderFormat } from './recorder-test-hooks.ts';
import { pickRecorderFormat, type RecorderFormat } from './recorder-format.ts';
import { createStopwatch } from './stopwatch.ts';
import { createUploadQueue, type UploadQueue, type UploadSnapshot } from './upload-queue.ts';
import { WAV_BITS_PER_SAMPLE } from './wav.ts';

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
export const PREPARE_STEPS = 3;
const TICK_MS = 250;

interface Session {
  id: number;
  queue: UploadQueue;
  recorder: SliceRecorder;
  examMode: boolean;
}

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
  const [elapsedMs, setElapsedMs] = useState(0);
  const [upload, setUpload] = useState<UploadSnapshot>(EMPTY_UPLOAD);
  const [examMode, setExamMode] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const media = useRef<Media | null>(null);
  const session = useRef<Session | null>(null);
  const stopwatch = useRef(createStopwatch());
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
      const format = pickRecorderFormat(
        typeof MediaRecorder === 'undefined' ? undefined : (type) => MediaRecorder.isTypeSupported(type),
        forcedRecorderFormat(),
      );
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
    try {
      const { id } = await createRecording({
        sample_rate: Math.round(m.context.sampleRate),
        channels: 1,
        chunk_size: RECORDING_CHUNK_SECONDS,
        // Our WAV slices are 16-bit; Opus has no sample width, and 16-bit is what it decodes to.
        sample_width: WAV_BITS_PER_SAMPLE / 8,
      });
      if (!mounted.current) {
        void cancelRecording(id).catch(() => undefined);
        return;
      }
      const exam = examMode;
      const queue = createUploadQueue({
        send: chunkTransport(id, () => exam),
        isRetryable: isRetryableUploadError,
        onChange: (snapshot) => mounted.current && setUpload(snapshot),
      });
      let next = 0;
      const recorder = createSliceRecorder(m.format, m.stream, m.context, (data) => queue.add(next++, data));
      session.current = { id, queue, recorder, examMode: exam };
      setUpload(EMPTY_UPLOAD);
      recorder.start();
      stopwatch.current.start();
      setElapsedMs(0);
      setPhase('recording');
    } catch (err) {
      showToast(failureText(err), 'error');
      setPhase('ready');
    }
  }, [examMode, setPhase]);

  const pause = useCallback(() => {
    if (phaseRef.current !== 'recording') return;
    session.current?.recorder.pause();
    stopwatch.current.pause();
    setPhase('paused');
  }, [setPhase]);

  const resume = useCallback(() => {
    if (phaseRef.current !== 'paused') return;
    session.current?.recorder.resume();
    stopwatch.current.resume();
    setPhase('recording');
  }, [setPhase]);

  const finish = useCallback(async () => {
    const s = session.current;
    if (!s) return;
    setPhase('finishing');
    try {
      await finishRecording({
        queue: s.queue,
        fetchReceived: () => receivedChunks(s.id),
        stop: () => stopRecording(s.id, s.examMode),
      });
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
  }, [refreshList, setPhase, t]);

  const stop = useCallback(async () => {
    const s = session.current;
    if (!s || (phaseRef.current !== 'recording' && phaseRef.current !== 'paused')) return;
    setPhase('finishing');
    stopwatch.current.pause();
    await s.recorder.stop();
    await finish();
  }, [finish, setPhase]);

  const retry = useCallback(() => {
    session.current?.queue.retry();
    void finish();
  }, [finish]);

  const cancel = useCallback(async () => {
    const s = session.current;
    if (!s) return;
    session.current = null;
    s.queue.abort();
    await s.recorder.stop();
    stopwatch.current.start();
    stopwatch.current.pause();
    setElapsedMs(0);
    setUpload(EMPTY_UPLOAD);
    setError(null);
    setPhase('ready');
    try {
      await cancelRecording(s.id);
      showToast(t('recordings.recorder.cancelled'), 'info');
    } catch (err) {
      showToast(failureText(err), 'error');
    }
    void refreshList();
  }, [refreshList, setPhase, t]);

  useEffect(() => {
    if (phase !== 'recording') return;
    const timer = setInterval(() => {
      const ms = stopwatch.current.elapsedMs();
      setElapsedMs(ms);
      if (ms >= RECORDING_MAX_SECONDS * 1000) void stop();
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [phase, stop]);

  // Leaving the page stops every track and the recorder; a recording not yet stopped is thrown away, since nobody
  // can finish it. One already stopping goes on sending in the background.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const s = session.current;
      if (s && (phaseRef.current === 'recording' || phaseRef.current === 'paused')) {
        session.current = null;
        s.queue.abort();
        void s.recorder.stop();
        void cancelRecording(s.id).catch(() => undefined);
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
