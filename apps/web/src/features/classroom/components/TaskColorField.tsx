import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { TASK_COLORS } from '@parley/contracts';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TaskFormValues } from '../lib/task-form.ts';
import '../texts.ts';

type ColorName = (typeof TASK_COLORS)[number] extends `#${infer Hex}` ? Hex : never;

/** The task's colour as named swatches: the name is read out and shown, so colour is never the only sign. */
export function TaskColorField({ control }: { control: Control<TaskFormValues> }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="color"
      render={({ field }) => (
        <FormControl component="fieldset">
          <FormLabel component="legend">{t('classroom.task.color')}</FormLabel>
          <RadioGroup row name={field.name} value={field.value} onChange={(event) => field.onChange(event.target.value)}>
            {TASK_COLORS.map((color) => (
              <FormControlLabel
                key={color}
                value={color}
                control={<Radio size="small" />}
                label={
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                    <Box
                      component="span"
                      aria-hidden
                      sx={{ width: 20, height: 20, borderRadius: '50%', bgcolor: color, border: 1, borderColor: 'divider' }}
                    />
                    {t(`classroom.task.colors.${color.slice(1) as ColorName}`)}
                  </Box>
                }
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}
