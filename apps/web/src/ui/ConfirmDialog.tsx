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
  /** The button that closes without acting, where "Cancel" would be ambiguous ("Keep lesson" beside "Cancel lesson"). */
  cancelLabel?: string;
  /** A confirmation that adds rather than destroys (booking) is not shown in the error colour. */
  tone?: 'error' | 'primary';
  /** While the action runs the dialog stays open with its button busy, so a failure can be told where it happened. */
  busy?: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** Once the dialog and the focus it held are gone: where the focus goes when the action took its opener away too. */
  onExited?: () => void;
}

/** Asks before something that cannot be undone (deleting, removing, leaving, booking); Cancel has the focus first. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  tone = 'error',
  busy = false,
  onClose,
  onConfirm,
  onExited,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      // After the exit, as the dialog's own return of the focus to its opener runs first.
      slotProps={{ transition: { onExited: () => onExited && setTimeout(onExited) } }}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus disabled={busy} onClick={onClose}>
          {cancelLabel ?? t('confirm.cancel')}
        </Button>
        <Button variant="contained" color={tone} loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
