import StopScreenShareIcon from '@mui/icons-material/StopScreenShare';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { shownName } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import type { ScreenShare } from '../lib/use-screen-share.ts';
import { StreamVideo } from './StreamVideo.tsx';
import '../texts.ts';

/**
 * The shared screen as the room's large tile (ADR 0051): shown whole, never played back (a screen share carries no
 * sound); the sharer sees their own, says so, and can stop it here too.
 */
export function ScreenStage({ screen }: { screen: ScreenShare }) {
  const { t } = useTranslation();
  const own = screen.capture;
  const name = screen.theirs ? shownName(screen.theirs.person) : '';
  const stream = own ?? screen.theirs?.stream ?? null;
  return (
    <Box
      component="figure"
      aria-label={own ? t('live.screen.yours') : t('live.screen.theirs', { name })}
      data-testid="screen-stage"
      sx={{ m: 0, p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          aspectRatio: '16 / 9',
          maxHeight: 'calc(100vh - 220px)',
          bgcolor: 'grey.900',
          borderRadius: 3,
          overflow: 'hidden',
        }}
      >
        {stream ? (
          <StreamVideo stream={stream} muted hidden={false} mirrored={false} speakerId={null} fit="contain" />
        ) : (
          <Stack spacing={1} sx={{ position: 'absolute', inset: 0, alignItems: 'center', justifyContent: 'center' }}>
            <CircularProgress aria-hidden sx={{ color: 'common.white' }} />
            <Typography sx={{ color: 'common.white' }}>{t('live.screen.connecting', { name })}</Typography>
          </Stack>
        )}
      </Box>
      <Stack component="figcaption" direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: own ? 600 : undefined }}>
          {own ? t('live.screen.youShare') : t('live.screen.theyShare', { name })}
        </Typography>
        {own && (
          <Button color="error" variant="contained" startIcon={<StopScreenShareIcon />} onClick={screen.stop}>
            {t('live.screen.stop')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
