import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

export function ConfirmEndDialog({ open, onClose, onConfirm }: { open: boolean; onClose: () => void; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="end-title" aria-describedby="end-text">
      <DialogTitle id="end-title">{t('live.end.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="end-text">{t('live.end.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('live.end.cancel')}</Button>
        <Button variant="contained" color="error" onClick={onConfirm}>
          {t('live.end.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
