import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ROUTES, TEACHER_PLAN_NAMES } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMySubscriptions } from '../api/my-subscriptions.ts';
import '../texts.ts';

/**
 * Back from a teacher checkout (?welcome=tier): the plan shows as started only once the provider's event has made it
 * live, never from the address; until then a note says it is on its way.
 */
export function WelcomeDialog({ teacherId, onClose }: { teacherId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const subscriptions = useMySubscriptions(true, (list) => list.some((s) => s.teacher_id === teacherId));
  const live = subscriptions.data?.find((s) => s.teacher_id === teacherId);
  if (!live)
    return (
      <Alert severity="info" sx={{ borderRadius: 0 }}>
        {t('storefront.welcome.waiting')}
      </Alert>
    );
  const plan = TEACHER_PLAN_NAMES[live.tier];
  return (
    <Dialog open onClose={onClose} aria-labelledby="welcome-title" aria-describedby="welcome-text">
      <DialogTitle id="welcome-title">{t('storefront.welcome.title', { plan })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="welcome-text">{t('storefront.welcome.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => void navigate(ROUTES.dashboardFeedback)}>
          {t('storefront.welcome.start')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
