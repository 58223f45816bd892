import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import type { MusicTrack } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { formatMmSs } from '../../../lib/format/mm-ss.ts';
import '../texts.ts';

/** The music box's tracks for a host: one press plays a track from its start for the room. */
export function TrackList({
  tracks,
  currentId,
  onPlay,
}: {
  /** Null while they load. */
  tracks: MusicTrack[] | null;
  currentId: string | null;
  onPlay: (trackId: string) => void;
}) {
  const { t } = useTranslation();
  if (tracks === null) return <Skeleton variant="rounded" height={160} />;
  return (
    <List dense disablePadding aria-label={t('activities.musicbox.tracks')}>
      {tracks.map((track) => (
        <ListItemButton
          key={track.id}
          selected={track.id === currentId}
          aria-label={t('activities.musicbox.play', { title: track.title })}
          onClick={() => onPlay(track.id)}
        >
          <ListItemText primary={`${track.title} · ${formatMmSs(track.duration_seconds)}`} secondary={track.mood} />
        </ListItemButton>
      ))}
    </List>
  );
}
