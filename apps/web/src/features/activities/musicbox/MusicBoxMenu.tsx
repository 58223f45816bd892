import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { positionAt, type MusicState, type MusicTrack } from '@parley/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { playMusic } from '../api/musicbox.ts';
import type { VolumeLevel } from '../playback/use-personal-volume.ts';
import { VolumeControl } from '../playback/VolumeControl.tsx';
import { TrackList } from './TrackList.tsx';
import '../texts.ts';

interface Props {
  eventId: string;
  music: MusicState | null;
  /** Null while they load. */
  tracks: MusicTrack[] | null;
  offsetMs: number;
  isHost: boolean;
  level: VolumeLevel;
  onLevel: (next: VolumeLevel) => void;
}

/** What plays and each person's volume; for a host, the tracks to play, pause and stop, here or in every room. */
export function MusicBoxMenu({ eventId, music, tracks, offsetMs, isHost, level, onLevel }: Props) {
  const { t } = useTranslation();
  const [allRooms, setAllRooms] = useState(false);
  const send = useMutation({
    mutationFn: ({ trackId, playing, position }: { trackId: string | null; playing: boolean; position: number }) =>
      playMusic(eventId, trackId, playing, position, allRooms),
    onError: (err) => showToast(failureText(err), 'error'),
  });
  const current = music && tracks?.find((track) => track.id === music.track_id);
  const status = current
    ? t(music.playing ? 'activities.musicbox.nowPlaying' : 'activities.musicbox.paused', { title: current.title })
    : t('activities.musicbox.silent');
  return (
    <Stack spacing={1.5} sx={{ p: 2, width: 340, maxWidth: '90vw' }}>
      <Typography variant="h6" component="h2">
        {t('activities.musicbox.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('activities.musicbox.intro')}
      </Typography>
      <Typography role="status" sx={{ fontWeight: 600 }}>
        {status}
      </Typography>
      <VolumeControl level={level} onChange={onLevel} label={t('activities.musicbox.volume')} />
      {isHost && (
        <FormControlLabel
          control={<Switch checked={allRooms} onChange={(event) => setAllRooms(event.target.checked)} />}
          label={t('activities.musicbox.allRooms')}
        />
      )}
      {!isHost && <Typography variant="body2">{t('activities.musicbox.hostPlays')}</Typography>}
      {isHost && current && music && (
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            startIcon={music.playing ? <PauseIcon /> : <PlayArrowIcon />}
            onClick={() =>
              send.mutate({ trackId: current.id, playing: !music.playing, position: positionAt(music, Date.now() + offsetMs) })
            }
          >
            {music.playing ? t('activities.musicbox.pause') : t('activities.musicbox.resume')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<StopIcon />}
            onClick={() => send.mutate({ trackId: null, playing: false, position: 0 })}
          >
            {t('activities.musicbox.stop')}
          </Button>
        </Stack>
      )}
      {isHost && (
        <>
          <Typography variant="subtitle2" component="h3">
            {t('activities.musicbox.tracks')}
          </Typography>
          <TrackList
            tracks={tracks}
            currentId={current?.id ?? null}
            onPlay={(trackId) => send.mutate({ trackId, playing: true, position: 0 })}
          />
        </>
      )}
      <Typography variant="caption" color="text.secondary">
        {t('activities.musicbox.credit')}
      </Typography>
    </Stack>
  );
}
