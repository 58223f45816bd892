import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

/** "Subscription activated" (spec §4): shown once the provider has confirmed the subscription. */
export function WelcomeDialog({ open, planName, onStart }: { open: boolean; planName: string; onStart: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onStart} aria-labelledby="welcome-title" aria-describedby="welcome-body">
      <DialogTitle id="welcome-title">{t('billing.success.welcomeTitle', { plan: planName })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="welcome-body">{t('billing.success.welcomeBody', { plan: planName })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onStart} autoFocus>
          {t('billing.success.startExploring')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
