import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WatchView } from '@parley/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchWatch, playVideo } from '../api/watch.ts';
import type { MediaSurface } from '../playback/media-surface.ts';
import { useServerClock } from '../playback/server-clock.ts';
import { usePersonalVolume } from '../playback/use-personal-volume.ts';
import { VolumeControl } from '../playback/VolumeControl.tsx';
import { SharedBrowserFrame } from './SharedBrowserFrame.tsx';
import { ShareLinkForm } from './ShareLinkForm.tsx';
import { STAGE_MAX_WIDTH } from './stage.ts';
import { WatchControls } from './WatchControls.tsx';
import { WatchPlayer } from './WatchPlayer.tsx';
import '../texts.ts';

interface Props {
  eventId: string;
  roomId: string;
  view: WatchView;
  isHost: boolean;
}

/**
 * Watching together (ADR 0056): the host shares a video and drives it; everyone's player keeps to the room's clock,
 * set by the server's, and each person sets their own volume.
 */
export function WatchPanel({ eventId, roomId, view, isHost }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [level, setLevel] = usePersonalVolume('watch');
  const [surface, setSurface] = useState<MediaSurface | null>(null);
  // Read for the device's clock against the server's; what the room watches comes with the room's messages.
  const offsetMs = useServerClock(() => fetchWatch(eventId), `${eventId}/${roomId}`);
  const { source, playback, browser } = view;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ m: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="overline" component="h2" sx={{ flexGrow: 1 }}>
          {t('activities.watch.title')}
        </Typography>
        {source && !browser && <VolumeControl level={level} onChange={setLevel} label={t('activities.watch.volume')} />}
      </Stack>
      {browser && <SharedBrowserFrame eventId={eventId} browser={browser} isHost={isHost} />}
      {!browser && isHost && <ShareLinkForm eventId={eventId} again={source !== null} />}
      {!browser && !source && (
        <Typography role="status" color="text.secondary">
          {isHost ? t('activities.watch.emptyHost') : t('activities.watch.empty')}
        </Typography>
      )}
      {!browser && source && offsetMs !== undefined && (
        <Box sx={{ maxWidth: STAGE_MAX_WIDTH, width: 1, alignSelf: 'center' }}>
          <WatchPlayer source={source} playback={playback} offsetMs={offsetMs} level={level} onSurface={setSurface} />
          {isHost && playback && (
            <WatchControls
              playback={playback}
              offsetMs={offsetMs}
              surface={surface}
              send={(playing, position) => playVideo(eventId, playing, position)}
            />
          )}
          {!isHost && (
            <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {playback?.playing ? t('activities.watch.playing') : t('activities.watch.paused')}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
