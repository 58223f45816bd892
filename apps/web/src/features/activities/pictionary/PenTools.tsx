import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PICTIONARY_COLORS, PICTIONARY_SIZES } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import type { Pen } from './use-drawing-pen.ts';
import '../texts.ts';

interface Props {
  pen: Pen;
  onPen: (pen: Pen) => void;
  onClear: () => void;
}

/** The drawer's colours, pen sizes and "clear": keyboard reachable, each named for screen readers. */
export function PenTools({ pen, onPen, onClear }: Props) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      role="toolbar"
      aria-label={t('activities.pictionary.pen')}
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        value={pen.color}
        onChange={(_, color: Pen['color'] | null) => color && onPen({ ...pen, color })}
        aria-label={t('activities.pictionary.color')}
      >
        {PICTIONARY_COLORS.map((color) => (
          <ToggleButton key={color} value={color} aria-label={t(`activities.pictionary.colors.${color}`)} sx={{ p: 0.5 }}>
            <span
              style={{
                display: 'block',
                width: 20,
                height: 20,
                borderRadius: '50%',
                background: color,
                border: '1px solid #9aa5b1',
              }}
            />
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={pen.size}
        onChange={(_, size: Pen['size'] | null) => size && onPen({ ...pen, size })}
        aria-label={t('activities.pictionary.size')}
      >
        {PICTIONARY_SIZES.map((size) => (
          <ToggleButton key={size} value={size} aria-label={t('activities.pictionary.sizeValue', { size })} sx={{ width: 40 }}>
            <span
              style={{
                display: 'block',
                width: size / 2 + 2,
                height: size / 2 + 2,
                borderRadius: '50%',
                background: 'currentColor',
              }}
            />
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Button size="small" variant="outlined" onClick={onClear}>
        {t('activities.pictionary.clear')}
      </Button>
    </Stack>
  );
}
