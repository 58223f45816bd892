import MicOffIcon from '@mui/icons-material/MicOff';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import { useSpeaking } from '../media/use-speaking.ts';
import { StreamVideo } from './StreamVideo.tsx';
import '../texts.ts';

interface Props {
  name: string;
  image: string | null;
  stream: MediaStream | null;
  audioMuted: boolean;
  videoMuted: boolean;
  /** Own preview: never played back (echo) and mirrored like a mirror. */
  self?: boolean;
  speakerId?: string | null;
  expanded?: boolean;
  menu?: ReactNode;
  userId: number;
  /** How wide the video is drawn (StreamVideo). */
  onWidth?: (width: number) => void;
}

/** One participant: video or avatar, name, microphone state, and a ring while they speak. */
export function VideoTile({
  name,
  image,
  stream,
  audioMuted,
  videoMuted,
  self,
  speakerId,
  expanded,
  menu,
  userId,
  onWidth,
}: Props) {
  const { t } = useTranslation();
  const speaking = useSpeaking(stream, !audioMuted);
  const showVideo = Boolean(stream?.getVideoTracks().length) && !videoMuted;
  return (
    <Box
      component="figure"
      aria-label={t('live.tile.label', { name })}
      data-testid={`tile-${userId}`}
      data-speaking={speaking}
      sx={{
        m: 0,
        position: 'relative',
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: 'grey.900',
        aspectRatio: '4 / 3',
        gridColumn: expanded ? '1 / -1' : undefined,
        outline: speaking ? '3px solid' : 'none',
        outlineColor: 'secondary.main',
        transition: 'outline-color 150ms',
      }}
    >
      {stream && (
        <StreamVideo
          stream={stream}
          muted={Boolean(self)}
          hidden={!showVideo}
          mirrored={Boolean(self)}
          speakerId={speakerId ?? null}
          onWidth={onWidth}
        />
      )}
      {!showVideo && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <UserAvatar name={name} image={image} size={72} />
        </Box>
      )}
      <Stack
        component="figcaption"
        direction="row"
        spacing={0.5}
        sx={{ position: 'absolute', left: 8, bottom: 8, right: 8, alignItems: 'center', color: 'common.white' }}
      >
        <Typography
          variant="body2"
          sx={{ bgcolor: 'rgba(0,0,0,0.6)', px: 1, borderRadius: 1, overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          {self ? t('live.tile.you', { name }) : name}
        </Typography>
        {audioMuted && <MicOffIcon fontSize="small" titleAccess={t('live.tile.micOff')} data-testid="mic-off" />}
        {videoMuted && <VideocamOffIcon fontSize="small" titleAccess={t('live.tile.cameraOff')} />}
        {speaking && (
          <Typography variant="caption" sx={{ bgcolor: 'rgba(0,0,0,0.6)', px: 0.5, borderRadius: 1 }}>
            {t('live.tile.speaking')}
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {menu}
      </Stack>
    </Box>
  );
}
