import ScreenShareIcon from '@mui/icons-material/ScreenShare';
import StopScreenShareIcon from '@mui/icons-material/StopScreenShare';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { ScreenShare } from '../lib/use-screen-share.ts';
import '../texts.ts';

/** "Share screen" in the room's bar, "Stop sharing" while this user shares; not offered where screens cannot be shared. */
export function ScreenShareButton({ screen }: { screen: ScreenShare }) {
  const { t } = useTranslation();
  if (!screen.available) return null;
  if (screen.capture)
    return (
      <Button color="error" variant="outlined" startIcon={<StopScreenShareIcon />} onClick={screen.stop}>
        {t('live.screen.stop')}
      </Button>
    );
  return (
    <Button variant="outlined" startIcon={<ScreenShareIcon />} disabled={screen.busy} onClick={() => void screen.start()}>
      {screen.starting ? t('live.screen.starting') : t('live.screen.share')}
    </Button>
  );
}
