import { useRef, useState } from 'react';

/** The recording's audio element and where it is: the transcript and the findings follow it and seek in it. */
export function usePlayer() {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [time, setTime] = useState(0);
  const seek = (seconds: number) => {
    if (!audioRef.current) return;
    audioRef.current.currentTime = seconds;
    void audioRef.current.play().catch(() => undefined);
  };
  return { audioRef, time, setTime, seek };
}
