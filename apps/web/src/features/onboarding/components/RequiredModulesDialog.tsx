import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  languagesDataSchema,
  ROUTES,
  type LanguagesData,
  type Module,
  type ModuleResultInput,
  type User,
  type UserStatus,
} from '@parley/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useSubmitModules } from '../api/modules.ts';
import { LanguageListField } from '../../../ui/LanguageListField.tsx';

/** The spec's default: English at the highest proficiency, spoken and learnt. */
const ENGLISH_FLUENT: LanguagesData['speaking'] = [{ code: 'en', proficiency: 4 }];

const initialLanguages = (user: User): LanguagesData => {
  const known = (list: User['speaking']) => languagesDataSchema.shape.speaking.safeParse(list);
  const speaking = known(user.speaking);
  const learning = known(user.learning);
  return {
    speaking: speaking.success ? speaking.data : ENGLISH_FLUENT,
    learning: learning.success ? learning.data : ENGLISH_FLUENT,
  };
};

/**
 * The required modules (Teach or Learn, then languages) in one modal that cannot be dismissed while they are
 * required. Only the steps the server still requires are shown.
 */
export function RequiredModulesDialog({ user, required }: { user: User; required: readonly Module[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = useSubmitModules();
  const askStatus = required.some((module) => module.id === 'TeacherStudentQuestionnaire');
  const askLanguages = required.some((module) => module.id === 'LanguageQuestionnaire');
  const steps = [...(askStatus ? (['status'] as const) : []), ...(askLanguages ? (['languages'] as const) : [])];
  const [index, setIndex] = useState(0);
  const [status, setStatus] = useState<UserStatus>(user.status);
  const [languages, setLanguages] = useState<LanguagesData>(() => initialLanguages(user));
  const [invalid, setInvalid] = useState<string | null>(null);
  const step = steps[Math.min(index, steps.length - 1)];
  const last = index >= steps.length - 1;

  const finish = () => {
    const results: ModuleResultInput[] = [];
    if (askStatus) results.push({ id: 'TeacherStudentQuestionnaire', data: { status } });
    if (askLanguages) {
      const parsed = languagesDataSchema.safeParse(languages);
      if (!parsed.success) {
        setInvalid(parsed.error.issues[0]?.message ?? null);
        return;
      }
      results.push({ id: 'LanguageQuestionnaire', data: parsed.data });
    }
    setInvalid(null);
    // The dialog unmounts once the modules are answered, so the follow-up hangs on the promise, not on a callback.
    submit.mutateAsync(results).then(
      (saved) => {
        if (saved.status === 'TEACHER') void navigate(ROUTES.teacherLanding);
      },
      () => undefined,
    );
  };

  return (
    <Dialog open fullWidth maxWidth="sm" aria-labelledby="required-title" aria-describedby="required-intro">
      <DialogTitle id="required-title">{t('onboarding.required.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id="required-intro">{t('onboarding.required.intro')}</DialogContentText>
          {steps.length > 1 && (
            <Typography variant="body2" color="text.secondary">
              {t('onboarding.required.step', { current: index + 1, total: steps.length })}
            </Typography>
          )}
          {step === 'status' && (
            <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <FormLabel component="legend" sx={{ mb: 1 }}>
                {t('onboarding.required.statusLegend')}
              </FormLabel>
              <RadioGroup row value={status} onChange={(event) => setStatus(event.target.value as UserStatus)}>
                <FormControlLabel value="STUDENT" control={<Radio />} label={t('onboarding.required.learn')} />
                <FormControlLabel value="TEACHER" control={<Radio />} label={t('onboarding.required.teach')} />
              </RadioGroup>
            </Stack>
          )}
          {step === 'languages' && (
            <>
              <LanguageListField
                label={t('onboarding.required.speaking')}
                value={languages.speaking}
                onChange={(speaking) => setLanguages({ ...languages, speaking })}
              />
              <LanguageListField
                label={t('onboarding.required.learning')}
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
            {t('onboarding.required.back')}
          </Button>
        )}
        {last ? (
          <Button variant="contained" onClick={finish} loading={submit.isPending}>
            {t('onboarding.required.submit')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => setIndex(index + 1)}>
            {t('onboarding.required.next')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
