import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ABOUT_ME_MAX } from '@parley/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { useSubmitModules } from '../api/modules.ts';
import { EMPTY_ANSWERS, LAST_STEP, QUESTIONNAIRE_STEP_NAMES, toGoalsData, type Answers } from '../lib/questionnaire.ts';
import { GoalsStep } from './questionnaire/GoalsStep.tsx';
import { InterestsStep } from './questionnaire/InterestsStep.tsx';
import { OccupationStep } from './questionnaire/OccupationStep.tsx';
import { QuestionnaireProgress } from './questionnaire/QuestionnaireProgress.tsx';
import '../texts.ts';

/** The goals questionnaire: five steps, Next advances, the last one submits and closes; answers survive a failure. */
export function GoalsQuestionnaireDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const submit = useSubmitModules();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Answers>(EMPTY_ANSWERS);
  const [interest, setInterest] = useState('');
  const name = QUESTIONNAIRE_STEP_NAMES[step];

  const send = () =>
    submit.mutate([{ id: 'GoalsQuestionnaireModule', data: toGoalsData(answers) }], {
      onSuccess: () => {
        showToast(t('onboardingDialogs.goals.saved'), 'success');
        onClose();
      },
    });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="goals-title">
      <DialogTitle id="goals-title">{t('onboardingDialogs.goals.title')}</DialogTitle>
      <DialogContent>
        <QuestionnaireProgress step={step} />
        {name === 'intro' && (
          <Stack spacing={1}>
            <Typography variant="h3">{t('onboardingDialogs.goals.introTitle')}</Typography>
            <Typography>{t('onboardingDialogs.goals.introText')}</Typography>
          </Stack>
        )}
        {name === 'goals' && <GoalsStep answers={answers} onChange={setAnswers} />}
        {name === 'occupation' && <OccupationStep answers={answers} onChange={setAnswers} />}
        {name === 'interests' && <InterestsStep answers={answers} onChange={setAnswers} typed={interest} onType={setInterest} />}
        {name === 'about' && (
          <TextField
            label={t('onboardingDialogs.goals.aboutLabel')}
            value={answers.about_me}
            onChange={(event) => setAnswers({ ...answers, about_me: event.target.value })}
            multiline
            minRows={4}
            fullWidth
            slotProps={{ htmlInput: { maxLength: ABOUT_ME_MAX } }}
          />
        )}
        {submit.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('onboardingDialogs.goals.failed')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ mr: 'auto' }}>
          {t('onboardingDialogs.goals.close')}
        </Button>
        {step > 0 && (
          <Button onClick={() => setStep(step - 1)} disabled={submit.isPending}>
            {t('onboardingDialogs.goals.back')}
          </Button>
        )}
        {step < LAST_STEP ? (
          <Button variant="contained" onClick={() => setStep(step + 1)}>
            {t('onboardingDialogs.goals.next')}
          </Button>
        ) : (
          <Button variant="contained" onClick={send} loading={submit.isPending}>
            {t('onboardingDialogs.goals.submit')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
