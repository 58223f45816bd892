import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ROUTES } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import '../texts.ts';

/** The spec's unsupported-browser dialog; its only way out leaves the recorder. */
export function UnsupportedBrowserDialog({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Dialog open={open} aria-labelledby="unsupported-title" aria-describedby="unsupported-text">
      <DialogTitle id="unsupported-title">{t('recordings.unsupported.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsupported-text">{t('recordings.unsupported.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" autoFocus onClick={() => void navigate(ROUTES.events)}>
          {t('recordings.unsupported.exit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
