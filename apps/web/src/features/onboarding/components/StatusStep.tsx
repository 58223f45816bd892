import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import type { UserStatus } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

/** "Learn or teach?": the required module that makes the account a student's or a teacher's. */
export function StatusStep({ status, onChange }: { status: UserStatus; onChange: (status: UserStatus) => void }) {
  const { t } = useTranslation();
  return (
    <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {t('onboardingDialogs.required.statusLegend')}
      </FormLabel>
      <RadioGroup row value={status} onChange={(event) => onChange(event.target.value as UserStatus)}>
        <FormControlLabel value="STUDENT" control={<Radio />} label={t('onboardingDialogs.required.learn')} />
        <FormControlLabel value="TEACHER" control={<Radio />} label={t('onboardingDialogs.required.teach')} />
      </RadioGroup>
    </Stack>
  );
}
