import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

interface Props {
  open: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Cancelling mails every participant and cannot be undone, so it asks first (the spec's confirmation). */
export function CancelEventDialog({ open, pending, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="cancel-event-title" aria-describedby="cancel-event-body">
      <DialogTitle id="cancel-event-title">{t('events.lobby.cancelTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="cancel-event-body">{t('events.lobby.cancelBody')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('events.lobby.keep')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} loading={pending}>
          {t('events.lobby.confirmCancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
