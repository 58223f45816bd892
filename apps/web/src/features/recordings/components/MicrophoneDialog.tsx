import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

/** The spec's dialog when the microphone was refused; "Try again" asks once more after the user changed the setting. */
export function MicrophoneDialog({ open, onRetry, onClose }: { open: boolean; onRetry: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="microphone-title" aria-describedby="microphone-text">
      <DialogTitle id="microphone-title">{t('recordings.microphone.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="microphone-text">{t('recordings.microphone.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('recordings.microphone.close')}</Button>
        <Button variant="contained" autoFocus onClick={onRetry}>
          {t('recordings.microphone.retry')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
