import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { INTEREST_MAX_LENGTH } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { addInterest, shownInterests, type Answers } from '../../lib/questionnaire.ts';
import '../../texts.ts';

interface Props {
  answers: Answers;
  onChange: (next: Answers) => void;
  /** The interest being typed, kept by the dialog so it survives a step back and forth. */
  typed: string;
  onType: (value: string) => void;
}

/** Step 4: interests typed one by one (Enter or Add), shown as removable tags with a count of the ones not shown. */
export function InterestsStep({ answers, onChange, typed, onType }: Props) {
  const { t } = useTranslation();
  const { shown, hidden } = shownInterests(answers.interests);
  const add = () => {
    onChange({ ...answers, interests: addInterest(answers.interests, typed) });
    onType('');
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('onboardingDialogs.goals.interestsLabel')}
          helperText={t('onboardingDialogs.goals.interestsHelp')}
          value={typed}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
          slotProps={{ htmlInput: { maxLength: INTEREST_MAX_LENGTH } }}
          sx={{ flexGrow: 1 }}
        />
        <Button variant="outlined" onClick={add} sx={{ mt: 1 }}>
          {t('onboardingDialogs.goals.addInterest')}
        </Button>
      </Stack>
      <Stack component="ul" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}>
        {shown.map((tag) => (
          <li key={tag}>
            <Chip label={tag} onDelete={() => onChange({ ...answers, interests: answers.interests.filter((i) => i !== tag) })} />
          </li>
        ))}
        {hidden > 0 && (
          <li>
            <Chip variant="outlined" label={t('onboardingDialogs.goals.moreInterests', { count: hidden })} />
          </li>
        )}
      </Stack>
    </Stack>
  );
}
