import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SURVEY_RATING_MAX, type ModuleData } from '@parley/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../../../lib/analytics.ts';
import { rememberSurveyCompleted } from '../../../lib/browser-storage/survey-flag.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { useSubmitModules } from '../api/modules.ts';
import '../texts.ts';

/**
 * The exit survey: a rating and an optional comment, or "No thanks". Either answer is submitted, so the server does
 * not offer it again; a completed survey is also remembered on this device and, with product-analytics consent,
 * recorded for analytics.
 */
export function ExitSurveyDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const submit = useSubmitModules();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');

  const answer = (data: ModuleData<'SurveyDisplayModule'>) =>
    submit.mutate([{ id: 'SurveyDisplayModule', data }], {
      onSuccess: () => {
        if (data.outcome === 'completed') {
          rememberSurveyCompleted(userId);
          track('exit_survey_completed', { rating: data.rating, commented: data.comment !== null });
          showToast(t('onboardingDialogs.survey.thanks'), 'success');
        }
        onClose();
      },
    });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="survey-title" aria-describedby="survey-text">
      <DialogTitle id="survey-title">{t('onboardingDialogs.survey.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id="survey-text">{t('onboardingDialogs.survey.text')}</DialogContentText>
          <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="body2" sx={{ mb: 0.5 }}>
              {t('onboardingDialogs.survey.rating')}
            </Typography>
            <Rating name="survey-rating" max={SURVEY_RATING_MAX} value={rating} onChange={(_, value) => setRating(value)} />
          </Stack>
          <TextField
            label={t('onboardingDialogs.survey.comment')}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          {submit.isError && <Alert severity="error">{t('onboardingDialogs.survey.failed')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answer({ outcome: 'dismissed' })} disabled={submit.isPending}>
          {t('onboardingDialogs.survey.dismiss')}
        </Button>
        <Button
          variant="contained"
          disabled={rating === null}
          loading={submit.isPending}
          onClick={() => rating !== null && answer({ outcome: 'completed', rating, comment: comment.trim() || null })}
        >
          {t('onboardingDialogs.survey.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
