import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

/** The spec's "being processed" dialog after Submit; closing it, by either way, goes to the recording's feedback. */
export function ProcessingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="processing-title" aria-describedby="processing-text">
      <DialogTitle id="processing-title">{t('interview.processing.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="processing-text">{t('interview.processing.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" autoFocus onClick={onClose}>
          {t('interview.processing.open')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
