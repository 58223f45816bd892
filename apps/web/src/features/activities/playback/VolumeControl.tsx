import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { VolumeLevel } from './use-personal-volume.ts';
import '../texts.ts';

/** A person's own volume: it changes what they hear only. */
export function VolumeControl({
  level,
  onChange,
  label,
}: {
  level: VolumeLevel;
  onChange: (next: VolumeLevel) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const silent = level.muted || level.volume === 0;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 160 }}>
      <IconButton
        size="small"
        aria-label={silent ? t('activities.playback.unmute') : t('activities.playback.mute')}
        aria-pressed={level.muted}
        onClick={() => onChange({ ...level, muted: !level.muted })}
      >
        {silent ? <VolumeOffIcon /> : <VolumeUpIcon />}
      </IconButton>
      <Slider
        size="small"
        aria-label={label}
        min={0}
        max={1}
        step={0.05}
        value={level.volume}
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `${Math.round(value * 100)}%`}
        onChange={(_, value) => onChange({ volume: value as number, muted: false })}
      />
    </Stack>
  );
}
