import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useColorScheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { setKidsMode, useKidsMode } from '../../../lib/browser-storage/kids-mode.ts';
import '../texts.ts';

const MODES = ['system', 'light', 'dark'] as const;

/** Theme mode and the kids flag: held by this browser and applied at once, so there is nothing to save (ADR 0017). */
export function ThemeSettings() {
  const { t } = useTranslation();
  const { mode, setMode } = useColorScheme();
  const kids = useKidsMode();
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id="settings-theme">{t('settings.general.theme')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="settings-theme"
          value={mode ?? 'system'}
          onChange={(event) => setMode(event.target.value as (typeof MODES)[number])}
        >
          {MODES.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={t(`theme.${option}`)} />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormControlLabel
          control={
            <Switch
              checked={kids}
              onChange={(event) => setKidsMode(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': 'settings-kids-help' } }}
            />
          }
          label={t('settings.general.kids')}
        />
        <FormHelperText id="settings-kids-help" sx={{ mx: 0 }}>
          {t('settings.general.kidsHelp')}
        </FormHelperText>
      </FormControl>
    </Stack>
  );
}
