import Forward10Icon from '@mui/icons-material/Forward10';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Replay10Icon from '@mui/icons-material/Replay10';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { positionAt, type Playback } from '@parley/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { formatMmSs } from '../../../lib/format/mm-ss.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import type { MediaSurface } from '../playback/media-surface.ts';
import '../texts.ts';

interface Props {
  playback: Playback;
  offsetMs: number;
  surface: MediaSurface | null;
  /** Sends where the room's video goes: playing or paused, at a position. */
  send: (playing: boolean, position: number) => Promise<unknown>;
}

/** The host's controls of what everyone watches: play or pause, ten seconds back or on, and the position to seek to. */
export function WatchControls({ playback, offsetMs, surface, send }: Props) {
  const { t } = useTranslation();
  const roomPosition = () => positionAt(playback, Date.now() + offsetMs);
  const [position, setPosition] = useState(roomPosition);
  const [dragging, setDragging] = useState<number | null>(null);
  const duration = surface?.read()?.duration ?? null;
  useEffect(() => {
    const timer = setInterval(() => setPosition(positionAt(playback, Date.now() + offsetMs)), 250);
    return () => clearInterval(timer);
  }, [playback, offsetMs]);
  const change = useMutation({
    mutationFn: ({ playing, at }: { playing: boolean; at: number }) => send(playing, at),
    onError: (err) => showToast(failureText(err), 'error'),
  });
  const end = duration ?? Math.max(position, 1);
  const shown = Math.min(dragging ?? position, end);
  const go = (playing: boolean, at: number) => change.mutate({ playing, at: Math.max(0, Math.min(at, end)) });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <IconButton
        aria-label={playback.playing ? t('activities.watch.pause') : t('activities.watch.play')}
        onClick={() => go(!playback.playing, roomPosition())}
      >
        {playback.playing ? <PauseIcon /> : <PlayArrowIcon />}
      </IconButton>
      <IconButton aria-label={t('activities.watch.back')} onClick={() => go(playback.playing, roomPosition() - 10)}>
        <Replay10Icon />
      </IconButton>
      <IconButton aria-label={t('activities.watch.forward')} onClick={() => go(playback.playing, roomPosition() + 10)}>
        <Forward10Icon />
      </IconButton>
      <Slider
        aria-label={t('activities.watch.position')}
        aria-valuetext={formatMmSs(shown)}
        min={0}
        max={end}
        step={1}
        value={shown}
        onChange={(_, value) => setDragging(value as number)}
        onChangeCommitted={(_, value) => {
          setDragging(null);
          go(playback.playing, value as number);
        }}
        sx={{ flexGrow: 1, mx: 1 }}
      />
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {formatMmSs(shown)} / {duration === null ? '--:--' : formatMmSs(duration)}
      </Typography>
    </Stack>
  );
}
