import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ROUTES } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useSubmitModules } from '../api/modules.ts';
import '../texts.ts';

/**
 * "You've received a gift!": accepting marks the gift module completed and opens the first unlocked feedback, which
 * is the recordings page until recordings exist. "Later" hides it for this visit only.
 */
export function GiftDialog({ onLater }: { onLater: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = useSubmitModules();
  // Accepting unmounts the dialog, so the navigation hangs on the promise, not on a callback.
  const accept = () =>
    submit.mutateAsync([{ id: 'GiftRecordingFeedbackModule', data: { accepted: true } }]).then(
      () => void navigate(ROUTES.dashboardFeedback),
      () => undefined,
    );
  return (
    <Dialog open onClose={onLater} aria-labelledby="gift-title" aria-describedby="gift-text">
      <DialogTitle id="gift-title">{t('onboardingDialogs.gift.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="gift-text">{t('onboardingDialogs.gift.text')}</DialogContentText>
        <ErrorAlert error={submit.error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onLater} disabled={submit.isPending}>
          {t('onboardingDialogs.gift.later')}
        </Button>
        <Button variant="contained" onClick={accept} loading={submit.isPending}>
          {t('onboardingDialogs.gift.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
