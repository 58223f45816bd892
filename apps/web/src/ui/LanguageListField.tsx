import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LANGUAGES, USER_PROFICIENCIES, type LanguageCode, type LanguagesData } from '@parley/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languageName } from '../lib/languages.ts';
import { languageMenuItems } from './languageMenuItems.tsx';

type LanguageList = LanguagesData['speaking'];

/**
 * Rows of language and level. By default one row stays, since both lists are required; a form that explains the
 * rule with its own error passes `minRows={0}`.
 */
export function LanguageListField({
  label,
  value,
  onChange,
  minRows = 1,
  error,
}: {
  label: string;
  value: LanguageList;
  onChange: (next: LanguageList) => void;
  minRows?: number;
  error?: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const firstUnused = LANGUAGES.find((language) => !value.some((row) => row.code === language.code))?.code;
  const update = (index: number, row: Partial<LanguageList[number]>) =>
    onChange(value.map((current, i) => (i === index ? { ...current, ...row } : current)));
  return (
    <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0 }} aria-labelledby={headingId}>
      <Typography id={headingId} component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      {value.map((row, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={t('languageList.language')}
            value={row.code}
            onChange={(event) => update(index, { code: event.target.value as LanguageCode })}
            sx={{ flex: 2 }}
            id={`${headingId}-language-${index}`}
          >
            {languageMenuItems()}
          </TextField>
          <TextField
            select
            size="small"
            label={t('languageList.proficiency')}
            value={row.proficiency}
            onChange={(event) => update(index, { proficiency: Number(event.target.value) })}
            sx={{ flex: 2 }}
            id={`${headingId}-level-${index}`}
          >
            {USER_PROFICIENCIES.map((level) => (
              <MenuItem key={level.value} value={level.value}>
                {level.label}
              </MenuItem>
            ))}
          </TextField>
          <IconButton
            aria-label={t('languageList.remove', { language: languageName(row.code) })}
            disabled={value.length <= minRows}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            <DeleteOutlinedIcon />
          </IconButton>
        </Stack>
      ))}
      {error && (
        <Typography role="alert" variant="body2" color="error">
          {error}
        </Typography>
      )}
      {firstUnused && (
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => onChange([...value, { code: firstUnused, proficiency: 1 }])}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('languageList.add')}
        </Button>
      )}
    </Stack>
  );
}
