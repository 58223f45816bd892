import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { OCCUPATION_STATUSES } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { pickOccupation, type Answers } from '../../lib/questionnaire.ts';
import '../../texts.ts';

/** Step 3: one occupation (picking it again clears it) and, once picked, a few words about it. */
export function OccupationStep({ answers, onChange }: { answers: Answers; onChange: (next: Answers) => void }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography id="occupation-legend">{t('onboardingDialogs.goals.occupationLegend')}</Typography>
      <ToggleButtonGroup aria-labelledby="occupation-legend" orientation="vertical" fullWidth value={answers.occupation.status}>
        {OCCUPATION_STATUSES.map((status) => (
          <ToggleButton
            key={status}
            value={status}
            sx={{ color: 'text.primary' }}
            onClick={() => onChange({ ...answers, occupation: pickOccupation(answers.occupation, status) })}
          >
            {t(`onboardingDialogs.goals.occupation.${status}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {answers.occupation.status && (
        <TextField
          label={t('onboardingDialogs.goals.occupationDescription')}
          value={answers.occupation.description ?? ''}
          onChange={(event) => onChange({ ...answers, occupation: { ...answers.occupation, description: event.target.value } })}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      )}
    </Stack>
  );
}
