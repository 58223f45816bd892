import { useEffect, useRef, useState } from 'react';
import { openMicrophone } from './microphone.ts';

const FORMATS = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus'];

/**
 * Records one short clip (a voice comment, a word said in the quiz) with the browser's own encoder (Opus in WebM or
 * Ogg, which the server accepts); `stop` answers the recording, which also ends by itself after `maxMs`. Leaving the
 * page stops the microphone.
 */
export function useVoiceClip(maxMs: number) {
  const [state, setState] = useState<'idle' | 'starting' | 'recording'>('idle');
  const recorder = useRef<MediaRecorder | null>(null);
  const parts = useRef<Blob[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const release = () => {
    clearTimeout(timer.current);
    recorder.current?.stream.getTracks().forEach((track) => track.stop());
    recorder.current = null;
    setState('idle');
  };
  useEffect(() => release, []);

  const start = async () => {
    setState('starting');
    try {
      const stream = await openMicrophone();
      const mimeType = FORMATS.find((f) => MediaRecorder.isTypeSupported(f));
      if (!mimeType) {
        stream.getTracks().forEach((track) => track.stop());
        throw new Error('This browser cannot record audio');
      }
      const media = new MediaRecorder(stream, { mimeType });
      parts.current = [];
      media.ondataavailable = (event) => parts.current.push(event.data);
      media.start();
      recorder.current = media;
      timer.current = setTimeout(() => media.state === 'recording' && media.stop(), maxMs);
      setState('recording');
    } catch (err) {
      release();
      throw err;
    }
  };

  const stop = () =>
    new Promise<Blob>((resolve) => {
      const media = recorder.current;
      if (!media) return resolve(new Blob([]));
      const done = () => {
        const blob = new Blob(parts.current, { type: media.mimeType });
        release();
        resolve(blob);
      };
      if (media.state === 'inactive') return done();
      media.onstop = done;
      media.stop();
    });

  const cancel = () => {
    recorder.current?.stop();
    release();
  };

  return { state, start, stop, cancel };
}
