import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { FeedbackView } from '../lib/feedback-view.ts';
import '../texts.ts';

/** Why there is no feedback yet, or not all of it: still processing, never stopped, failed or locked by the plan. */
export function FeedbackStatus({ view }: { view: FeedbackView }) {
  const { t } = useTranslation();
  const { notice } = view;
  return (
    <>
      {view.processing && (
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('feedback.processing')}</Typography>
        </Stack>
      )}
      {view.notStopped && <Alert severity="info">{t('feedback.notStopped')}</Alert>}
      {notice && (
        <Alert
          severity={notice.severity}
          action={
            notice.upgrade ? (
              <Button color="inherit" component={RouterLink} to={ROUTES.pricing}>
                {t('feedback.upgrade')}
              </Button>
            ) : undefined
          }
        >
          {notice.text}
        </Alert>
      )}
    </>
  );
}
