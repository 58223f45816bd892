import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES, type LanguagesData, type Module, type User, type UserStatus } from '@parley/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useSubmitModules } from '../api/modules.ts';
import { LanguageListField } from '../../../ui/LanguageListField.tsx';
import { initialLanguages, requiredResults, requiredSteps } from '../lib/required-modules.ts';
import { StatusStep } from './StatusStep.tsx';
import '../texts.ts';

/**
 * The required modules (Teach or Learn, then languages) in one modal that cannot be dismissed while they are
 * required. Only the steps the server still requires are shown.
 */
export function RequiredModulesDialog({ user, required }: { user: User; required: readonly Module[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = useSubmitModules();
  const steps = requiredSteps(required);
  const [index, setIndex] = useState(0);
  const [status, setStatus] = useState<UserStatus>(user.status);
  const [languages, setLanguages] = useState<LanguagesData>(() => initialLanguages(user));
  const [invalid, setInvalid] = useState<string | null>(null);
  const step = steps[Math.min(index, steps.length - 1)];
  const last = index >= steps.length - 1;

  const finish = () => {
    const answers = requiredResults(steps, status, languages);
    if (!answers.ok) {
      setInvalid(answers.invalid);
      return;
    }
    setInvalid(null);
    // The dialog unmounts once the modules are answered, so the follow-up hangs on the promise, not on a callback.
    submit.mutateAsync(answers.results).then(
      (saved) => {
        if (saved.status === 'TEACHER') void navigate(ROUTES.teacherLanding);
      },
      () => undefined,
    );
  };

  return (
    <Dialog open fullWidth maxWidth="sm" aria-labelledby="required-title" aria-describedby="required-intro">
      <DialogTitle id="required-title">{t('onboardingDialogs.required.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id="required-intro">{t('onboardingDialogs.required.intro')}</DialogContentText>
          {steps.length > 1 && (
            <Typography variant="body2" color="text.secondary">
              {t('onboardingDialogs.required.step', { current: index + 1, total: steps.length })}
            </Typography>
          )}
          {step === 'status' && <StatusStep status={status} onChange={setStatus} />}
          {step === 'languages' && (
            <>
              <LanguageListField
                label={t('onboardingDialogs.required.speaking')}
                value={languages.speaking}
                onChange={(speaking) => setLanguages({ ...languages, speaking })}
              />
              <LanguageListField
                label={t('onboardingDialogs.required.learning')}
                value={languages.learning}
                onChange={(learning) => setLanguages({ ...languages, learning })}
              />
            </>
          )}
          {invalid && <Alert severity="error">{contractText(invalid)}</Alert>}
          <ErrorAlert error={submit.error} />
        </Stack>
      </DialogContent>
      <DialogActions>
        {index > 0 && (
          <Button onClick={() => setIndex(index - 1)} disabled={submit.isPending}>
            {t('onboardingDialogs.required.back')}
          </Button>
        )}
        {last ? (
          <Button variant="contained" onClick={finish} loading={submit.isPending}>
            {t('onboardingDialogs.required.submit')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => setIndex(index + 1)}>
            {t('onboardingDialogs.required.next')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
