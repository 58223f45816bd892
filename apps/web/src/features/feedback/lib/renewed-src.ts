import { useRef, useState, type SyntheticEvent } from 'react';

interface Place {
  time: number;
  playing: boolean;
}
type AudioEvent = SyntheticEvent<HTMLAudioElement>;

/**
 * The address the recording's audio element plays, and the handlers that keep it working. The page's answers carry a
 * new signed address now and then (ADR 0080); the element keeps the one it loaded while that works, as a new address
 * reloads the audio from its start. When it fails (it expired while the page stayed open), `renew` asks for the
 * recording again and the fresh address is taken up where the audio was, playing if it was.
 */
export function useRenewedSrc(latest: string, renew: () => void) {
  const [src, setSrc] = useState(latest);
  const [resume, setResume] = useState<Place | null>(null);
  const playing = useRef(false);
  if (resume && latest !== src) setSrc(latest);
  return {
    src,
    onPlay: () => {
      playing.current = true;
    },
    onPause: () => {
      playing.current = false;
    },
    onError: (event: AudioEvent) => {
      setResume({ time: event.currentTarget.currentTime, playing: playing.current });
      renew();
    },
    onLoadedMetadata: (event: AudioEvent) => {
      if (!resume) return;
      const audio = event.currentTarget;
      audio.currentTime = resume.time;
      if (resume.playing) void audio.play().catch(() => undefined);
      setResume(null);
    },
  };
}
