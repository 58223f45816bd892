import PlayCircleFilledIcon from '@mui/icons-material/PlayCircleFilled';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { parseVideoLink, videoEmbedUrl } from '@parley/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A YouTube or Vimeo video that loads nothing from either site until the visitor presses play: a picture (a
 * thumbnail, or a plain panel) with a play button first, the player after. The player is rebuilt from the parsed id,
 * never from the link itself.
 */
export function VideoPlayer({ url, title, thumbnail }: { url: string; title: string; thumbnail?: string | null }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const link = parseVideoLink(url);
  if (!link) return null;
  const provider = link.provider === 'youtube' ? 'YouTube' : 'Vimeo';
  return (
    <Box>
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', borderRadius: 3, overflow: 'hidden', bgcolor: 'grey.900' }}>
        {playing ? (
          <Box
            component="iframe"
            src={videoEmbedUrl(link)}
            title={title}
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
            sx={{ position: 'absolute', inset: 0, width: 1, height: 1, border: 0 }}
          />
        ) : (
          <ButtonBase
            onClick={() => setPlaying(true)}
            aria-label={t('video.play', { title })}
            sx={{
              position: 'absolute',
              inset: 0,
              color: 'common.white',
              backgroundImage: 'linear-gradient(135deg, #134E4A, #0F172A)',
            }}
          >
            {/* An element, never a CSS url(): a teacher's address with a quote in it could otherwise write CSS. */}
            {thumbnail && (
              <Box
                component="img"
                src={thumbnail}
                alt=""
                sx={{ position: 'absolute', inset: 0, width: 1, height: 1, objectFit: 'cover' }}
              />
            )}
            <PlayCircleFilledIcon sx={{ position: 'relative', fontSize: 88, filter: 'drop-shadow(0 2px 6px rgba(0,0,0,.5))' }} />
          </ButtonBase>
        )}
      </Box>
      {!playing && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('video.playNote', { provider })}
        </Typography>
      )}
    </Box>
  );
}
