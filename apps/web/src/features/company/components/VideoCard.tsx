import PlayCircleFilledIcon from '@mui/icons-material/PlayCircleFilled';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CompanyVideo } from '@parley/contracts';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarkWatched } from '../api/videos.ts';
import { TeamVideoPlayer } from './TeamVideoPlayer.tsx';
import '../texts.ts';

const PROVIDER = { upload: 'upload', youtube: 'youtube', vimeo: 'vimeo' } as const;

interface Props {
  video: CompanyVideo;
  /** The administrator's handle and buttons, beside the member's. */
  handle?: ReactNode;
  actions?: ReactNode;
}

/** The caller's watched mark, beside the card's Play and again beside the player. */
function WatchedBox({ video, mark }: { video: CompanyVideo; mark: ReturnType<typeof useMarkWatched> }) {
  const { t } = useTranslation();
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={video.watched}
          disabled={mark.isPending}
          onChange={(e) => mark.mutate({ id: video.id, watched: e.target.checked })}
          slotProps={{ input: { 'aria-label': t('teamContent.videos.markWatched', { title: video.title }) } }}
        />
      }
      label={t('teamContent.videos.watched')}
    />
  );
}

/** A video as a card: its title and source, Play (the player opens in a dialog) and the caller's watched mark. */
export function VideoCard({ video, handle, actions }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [playing, setPlaying] = useState(false);
  const mark = useMarkWatched();
  const onEnded = () => {
    if (!video.watched && !mark.isPending) mark.mutate({ id: video.id, watched: true });
  };
  const provider = t(`teamContent.videos.${PROVIDER[video.source.kind]}`);
  return (
    <Paper variant="outlined" sx={{ p: 2, height: 1 }} data-testid={`video-${video.id}`}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          {handle}
          <Typography id={`${id}-title`} sx={{ fontWeight: 600, flex: 1, wordBreak: 'break-word' }}>
            {video.title}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" label={provider} />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            startIcon={<PlayCircleFilledIcon />}
            onClick={() => setPlaying(true)}
            aria-label={t('teamContent.videos.play', { title: video.title })}
          >
            {t('teamContent.videos.playButton')}
          </Button>
          <WatchedBox video={video} mark={mark} />
          {actions}
        </Stack>
      </Stack>
      <Dialog open={playing} onClose={() => setPlaying(false)} fullWidth maxWidth="md" aria-labelledby={`${id}-player`}>
        <DialogTitle id={`${id}-player`}>{video.title}</DialogTitle>
        <DialogContent>{playing && <TeamVideoPlayer video={video} onEnded={onEnded} />}</DialogContent>
        <DialogActions>
          <WatchedBox video={video} mark={mark} />
          <Button onClick={() => setPlaying(false)}>{t('teamContent.videos.close')}</Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
