import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  ABOUT_ME_MAX,
  GOALS,
  INTEREST_MAX_LENGTH,
  OCCUPATION_STATUSES,
  QUESTIONNAIRE_PROGRESS_SEGMENTS,
} from '@parley/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { useSubmitModules } from '../api/modules.ts';
import {
  addInterest,
  EMPTY_ANSWERS,
  filledSegments,
  LAST_STEP,
  pickOccupation,
  QUESTIONNAIRE_STEP_NAMES,
  shownInterests,
  toGoalsData,
  type Answers,
} from '../lib/questionnaire.ts';

function Progress({ step }: { step: number }) {
  const { t } = useTranslation();
  const filled = filledSegments(step);
  return (
    <Box
      role="progressbar"
      aria-label={t('onboarding.goals.progress')}
      aria-valuemin={0}
      aria-valuemax={QUESTIONNAIRE_PROGRESS_SEGMENTS}
      aria-valuenow={filled}
      sx={{ display: 'flex', gap: 1, mb: 2 }}
    >
      {Array.from({ length: QUESTIONNAIRE_PROGRESS_SEGMENTS }, (_, i) => (
        <Box
          key={i}
          data-filled={i < filled}
          sx={{ flex: 1, height: 6, borderRadius: 999, bgcolor: i < filled ? 'primary.main' : 'action.disabledBackground' }}
        />
      ))}
    </Box>
  );
}

/** The goals questionnaire: five steps, Next advances, the last one submits and closes; answers survive a failure. */
export function GoalsQuestionnaireDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const submit = useSubmitModules();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Answers>(EMPTY_ANSWERS);
  const [interest, setInterest] = useState('');
  const name = QUESTIONNAIRE_STEP_NAMES[step];
  const { shown, hidden } = shownInterests(answers.interests);

  const add = () => {
    setAnswers({ ...answers, interests: addInterest(answers.interests, interest) });
    setInterest('');
  };
  const send = () =>
    submit.mutate([{ id: 'GoalsQuestionnaireModule', data: toGoalsData(answers) }], {
      onSuccess: () => {
        showToast(t('onboarding.goals.saved'), 'success');
        onClose();
      },
    });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="goals-title">
      <DialogTitle id="goals-title">{t('onboarding.goals.title')}</DialogTitle>
      <DialogContent>
        <Progress step={step} />
        {name === 'intro' && (
          <Stack spacing={1}>
            <Typography variant="h3">{t('onboarding.goals.introTitle')}</Typography>
            <Typography>{t('onboarding.goals.introText')}</Typography>
          </Stack>
        )}
        {name === 'goals' && (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend">{t('onboarding.goals.goalsLegend')}</FormLabel>
            <FormGroup>
              {GOALS.map((goal) => (
                <FormControlLabel
                  key={goal}
                  label={t(`onboarding.goals.goal.${goal}`)}
                  control={
                    <Checkbox
                      checked={answers.goal.includes(goal)}
                      onChange={(event) =>
                        setAnswers({
                          ...answers,
                          goal: event.target.checked ? [...answers.goal, goal] : answers.goal.filter((g) => g !== goal),
                        })
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          </Box>
        )}
        {name === 'occupation' && (
          <Stack spacing={2}>
            <Typography id="occupation-legend">{t('onboarding.goals.occupationLegend')}</Typography>
            <ToggleButtonGroup
              aria-labelledby="occupation-legend"
              orientation="vertical"
              fullWidth
              value={answers.occupation.status}
            >
              {OCCUPATION_STATUSES.map((status) => (
                <ToggleButton
                  key={status}
                  value={status}
                  sx={{ color: 'text.primary' }}
                  onClick={() => setAnswers({ ...answers, occupation: pickOccupation(answers.occupation, status) })}
                >
                  {t(`onboarding.goals.occupation.${status}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {answers.occupation.status && (
              <TextField
                label={t('onboarding.goals.occupationDescription')}
                value={answers.occupation.description ?? ''}
                onChange={(event) =>
                  setAnswers({ ...answers, occupation: { ...answers.occupation, description: event.target.value } })
                }
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
            )}
          </Stack>
        )}
        {name === 'interests' && (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label={t('onboarding.goals.interestsLabel')}
                helperText={t('onboarding.goals.interestsHelp')}
                value={interest}
                onChange={(event) => setInterest(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  add();
                }}
                slotProps={{ htmlInput: { maxLength: INTEREST_MAX_LENGTH } }}
                sx={{ flexGrow: 1 }}
              />
              <Button variant="outlined" onClick={add} sx={{ mt: 1 }}>
                {t('onboarding.goals.addInterest')}
              </Button>
            </Stack>
            <Stack component="ul" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}>
              {shown.map((tag) => (
                <li key={tag}>
                  <Chip
                    label={tag}
                    onDelete={() => setAnswers({ ...answers, interests: answers.interests.filter((i) => i !== tag) })}
                  />
                </li>
              ))}
              {hidden > 0 && (
                <li>
                  <Chip variant="outlined" label={t('onboarding.goals.moreInterests', { count: hidden })} />
                </li>
              )}
            </Stack>
          </Stack>
        )}
        {name === 'about' && (
          <TextField
            label={t('onboarding.goals.aboutLabel')}
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
            {t('onboarding.goals.failed')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ mr: 'auto' }}>
          {t('onboarding.goals.close')}
        </Button>
        {step > 0 && (
          <Button onClick={() => setStep(step - 1)} disabled={submit.isPending}>
            {t('onboarding.goals.back')}
          </Button>
        )}
        {step < LAST_STEP ? (
          <Button variant="contained" onClick={() => setStep(step + 1)}>
            {t('onboarding.goals.next')}
          </Button>
        ) : (
          <Button variant="contained" onClick={send} loading={submit.isPending}>
            {t('onboarding.goals.submit')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
