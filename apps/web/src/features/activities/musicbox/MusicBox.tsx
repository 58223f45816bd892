import MusicNoteIcon from '@mui/icons-material/MusicNote';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import type { MusicState } from '@parley/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchMusicBox } from '../api/musicbox.ts';
import { elementSurface } from '../playback/media-surface.ts';
import { useServerClock } from '../playback/server-clock.ts';
import { usePersonalVolume } from '../playback/use-personal-volume.ts';
import { useSyncedPlayback } from '../playback/use-synced-playback.ts';
import { MusicBoxMenu } from './MusicBoxMenu.tsx';
import '../texts.ts';

interface Props {
  eventId: string;
  roomId: string;
  /** What the room's music box plays (the room's state), null when nothing. */
  music: MusicState | null;
  isHost: boolean;
}

/**
 * The room's music box (ADR 0056): its button in the control bar, the track playing for everyone in the room at the
 * same moment (it loops), and a menu with each person's volume and, for a host, the tracks.
 */
export function MusicBox({ eventId, roomId, music, isHost }: Props) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [level, setLevel] = usePersonalVolume('music');
  const box = useQuery({ queryKey: ['musicbox', eventId, roomId], queryFn: () => fetchMusicBox(eventId), staleTime: 300_000 });
  const track = music ? box.data?.tracks.find((candidate) => candidate.id === music.track_id) : undefined;
  const [element, setElement] = useState<HTMLAudioElement | null>(null);
  const surface = useMemo(() => element && elementSurface(element), [element]);
  const offsetMs = useServerClock(() => fetchMusicBox(eventId), `${eventId}/${roomId}`);
  const sync = useSyncedPlayback(surface, track && offsetMs !== undefined ? music : null, offsetMs ?? 0, true);
  useEffect(() => surface?.setVolume(level.volume, level.muted), [surface, level]);

  return (
    <>
      <Tooltip title={t('activities.musicbox.open')}>
        <IconButton
          size="large"
          aria-label={t('activities.musicbox.open')}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge color="secondary" variant="dot" invisible={!music?.playing}>
            <MusicNoteIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      {sync.blocked && (
        <Button size="small" variant="outlined" onClick={sync.resume}>
          {t('activities.musicbox.startListening')}
        </Button>
      )}
      {track && <audio ref={setElement} key={track.id} src={track.url} loop preload="auto" />}
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        slotProps={{ paper: { id: menuId, role: 'dialog', 'aria-label': t('activities.musicbox.title') } }}
      >
        <MusicBoxMenu
          eventId={eventId}
          music={music}
          tracks={box.data?.tracks ?? null}
          offsetMs={offsetMs ?? 0}
          isHost={isHost}
          level={level}
          onLevel={setLevel}
        />
      </Popover>
    </>
  );
}
