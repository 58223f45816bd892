import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { youtubeWatchUrl, type Playback, type WatchSource } from '@parley/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { elementSurface, type MediaSurface } from '../playback/media-surface.ts';
import { useSyncedPlayback } from '../playback/use-synced-playback.ts';
import type { VolumeLevel } from '../playback/use-personal-volume.ts';
import { youtubeSurface } from '../playback/youtube-surface.ts';
import '../texts.ts';

interface Props {
  source: WatchSource;
  playback: Playback | null;
  offsetMs: number;
  level: VolumeLevel;
  /** The player, for the host's controls to read its length. */
  onSurface: (surface: MediaSurface | null) => void;
}

/**
 * What the room watches, kept where the room's clock says: a media file in our own player (no controls of its own:
 * the host's drive everyone's), or YouTube's player in its frame.
 */
export function WatchPlayer({ source, playback, offsetMs, level, onSurface }: Props) {
  const { t } = useTranslation();
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const [element, setElement] = useState<HTMLMediaElement | null>(null);

  const surface = useMemo(() => (frame ? youtubeSurface(frame) : element ? elementSurface(element) : null), [frame, element]);
  useEffect(() => surface?.attach?.(), [surface]);
  const sync = useSyncedPlayback(surface, playback, offsetMs, false);
  useEffect(() => onSurface(surface), [surface, onSurface]);
  useEffect(() => surface?.setVolume(level.volume, level.muted), [surface, level]);

  const player =
    source.kind === 'youtube' ? (
      <Box
        component="iframe"
        ref={setFrame}
        key={source.video_id}
        src={youtubeWatchUrl(source.video_id, window.location.origin)}
        title={t('activities.watch.player')}
        allow="autoplay; encrypted-media; picture-in-picture"
        sx={{ position: 'absolute', inset: 0, width: 1, height: 1, border: 0 }}
      />
    ) : (
      <Box
        component={source.media}
        ref={setElement}
        key={source.url}
        src={source.url}
        preload="auto"
        playsInline
        aria-label={t('activities.watch.player')}
        sx={{ position: 'absolute', inset: 0, width: 1, height: 1, bgcolor: 'common.black' }}
      />
    );
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: source.kind === 'file' && source.media === 'audio' ? '4 / 1' : '16 / 9',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'grey.900',
      }}
    >
      {player}
      {sync.blocked && (
        <Button
          variant="contained"
          onClick={sync.resume}
          sx={{ position: 'absolute', left: '50%', top: '50%', transform: 'translate(-50%, -50%)' }}
        >
          {t('activities.watch.startWatching')}
        </Button>
      )}
    </Box>
  );
}
