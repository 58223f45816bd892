import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Button from '@mui/material/Button';
import { useRef } from 'react';

/** Plays one short sound (a word clip, a reference reading, a recorded comment). */
export function PlayButton({ url, label }: { url: string; label: string }) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const play = () => {
    audio.current ??= new Audio(url);
    audio.current.currentTime = 0;
    void audio.current.play().catch(() => undefined);
  };
  return (
    <Button size="small" variant="outlined" startIcon={<PlayArrowIcon />} onClick={play}>
      {label}
    </Button>
  );
}
