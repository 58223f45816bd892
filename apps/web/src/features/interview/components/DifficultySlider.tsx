import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SLIDER, WORKSHOP_SETTINGS, type Workshop } from '@parley/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

/**
 * The spec's difficulty slider, 0 to 1 in steps of 0.1, with the workshop's two ends named under it. The workshop
 * page names it for the learner; an organisation's question dialog names it for the question it places.
 */
export function DifficultySlider({
  workshop,
  value,
  onChange,
  label,
  help,
}: {
  workshop: Workshop;
  value: number;
  onChange: (value: number) => void;
  label?: string;
  help?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { low, high } = WORKSHOP_SETTINGS[workshop];
  const valueText = (v: number) => t('interview.check.valueText', { value: Number(v.toFixed(1)), low, high });
  return (
    <Box>
      <Typography component="label" htmlFor={`${id}-input`} sx={{ fontWeight: 600, display: 'block' }}>
        {label ?? t('interview.check.difficulty')}
      </Typography>
      <Typography id={`${id}-help`} color="text.secondary" variant="body2">
        {help ?? t('interview.check.difficultyHelp')}
      </Typography>
      <Box sx={{ px: 1.5, pt: 1 }}>
        {/* MUI's slider is a real <input type="range"> under its thumb: keys, label and value text come with it. */}
        <Slider
          value={value}
          min={SLIDER.min}
          max={SLIDER.max}
          step={SLIDER.step}
          marks
          onChange={(_, next) => onChange(Math.round((next as number) * 10) / 10)}
          getAriaValueText={valueText}
          slotProps={{ input: { id: `${id}-input`, 'aria-describedby': `${id}-help` } }}
        />
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }} aria-hidden>
        <Typography variant="body2">{low}</Typography>
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {value.toFixed(1)}
        </Typography>
        <Typography variant="body2">{high}</Typography>
      </Stack>
    </Box>
  );
}
