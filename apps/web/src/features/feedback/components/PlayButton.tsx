import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Button from '@mui/material/Button';
import { useRef } from 'react';

/**
 * Plays one short sound (a word clip, a reference reading, a recorded comment). The page renews signed addresses
 * (ADR 0080), so a press plays from the address it holds now, not from one loaded before that may have expired.
 */
export function PlayButton({ url, label }: { url: string; label: string }) {
  const audio = useRef<{ url: string; element: HTMLAudioElement } | null>(null);
  const play = () => {
    if (audio.current?.url !== url) audio.current = { url, element: new Audio(url) };
    const { element } = audio.current;
    element.currentTime = 0;
    void element.play().catch(() => undefined);
  };
  return (
    <Button size="small" variant="outlined" startIcon={<PlayArrowIcon />} onClick={play}>
      {label}
    </Button>
  );
}
