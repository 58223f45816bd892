import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { Ask } from '../state/live-room.ts';
import '../texts.ts';

/** Someone asked this user to turn the microphone or camera on; nobody is switched on without consent. */
export function AskPrompt({
  ask,
  byName,
  onAccept,
  onDismiss,
}: {
  ask: Ask;
  byName: string;
  onAccept: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      role="alert"
      action={
        <>
          <Button color="inherit" size="small" onClick={onAccept}>
            {ask.mute_type === 'audio' ? t('live.ask.turnOnMic') : t('live.ask.turnOnCamera')}
          </Button>
          <Button color="inherit" size="small" onClick={onDismiss}>
            {t('live.ask.notNow')}
          </Button>
        </>
      }
    >
      {ask.mute_type === 'audio' ? t('live.ask.mic', { name: byName }) : t('live.ask.camera', { name: byName })}
    </Alert>
  );
}
