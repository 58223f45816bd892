import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { GOALS } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import type { Answers } from '../../lib/questionnaire.ts';
import '../../texts.ts';

/** Step 2: the learner's goals, any number of them. */
export function GoalsStep({ answers, onChange }: { answers: Answers; onChange: (next: Answers) => void }) {
  const { t } = useTranslation();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend">{t('onboardingDialogs.goals.goalsLegend')}</FormLabel>
      <FormGroup>
        {GOALS.map((goal) => (
          <FormControlLabel
            key={goal}
            label={t(`onboardingDialogs.goals.goal.${goal}`)}
            control={
              <Checkbox
                checked={answers.goal.includes(goal)}
                onChange={(event) =>
                  onChange({
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
  );
}
