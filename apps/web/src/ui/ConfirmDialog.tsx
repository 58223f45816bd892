import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** While the action runs the dialog stays open with its button busy, so a failure can be told where it happened. */
  busy?: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Asks before something that cannot be undone (deleting, removing, leaving); Cancel has the focus first. */
export function ConfirmDialog({ open, title, text, confirmLabel, busy = false, onClose, onConfirm }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus disabled={busy} onClick={onClose}>
          {t('confirm.cancel')}
        </Button>
        <Button variant="contained" color="error" loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
