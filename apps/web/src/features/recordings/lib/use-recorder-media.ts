import { useCallback, useRef, useState, type RefObject } from 'react';
import { MicrophoneError } from '../../../lib/media/microphone.ts';
import { closeRecorderMedia, openRecorderMedia, type RecorderMedia } from './recorder-media.ts';
import type { RecorderEvent } from './recorder-state.ts';

/** "Turn on microphone": prepares the recorder's media, step by step, and holds it until `release`. */
export function useRecorderMedia(send: (event: RecorderEvent) => boolean, mountedRef: RefObject<boolean>) {
  const mediaRef = useRef<RecorderMedia | null>(null);
  const [analyser, setAnalyser] = useState<AnalyserNode | null>(null);
  // The microphone for others to listen to as well (the interview's examiner), never a second one.
  const [stream, setStream] = useState<MediaStream | null>(null);

  const prepare = useCallback(async () => {
    send({ type: 'prepare' });
    try {
      const opened = await openRecorderMedia((done) => send({ type: 'prepareStep', done }));
      if (!mountedRef.current) {
        closeRecorderMedia(opened);
        return;
      }
      mediaRef.current = opened;
      setAnalyser(opened.analyser);
      setStream(opened.stream);
      send({ type: 'prepared' });
    } catch (err) {
      if (!mountedRef.current) return;
      // The spec: an encoder that did not load blocks recording with a console error only.
      if (!(err instanceof MicrophoneError)) console.error('The recorder could not be prepared', err);
      send({ type: 'prepareFailed', reason: err instanceof MicrophoneError ? err.reason : 'unavailable' });
    }
  }, [mountedRef, send]);

  const release = useCallback(() => {
    if (mediaRef.current) closeRecorderMedia(mediaRef.current);
    mediaRef.current = null;
  }, []);

  return { mediaRef, analyser, stream, prepare, release };
}
