import SensorsIcon from '@mui/icons-material/Sensors';
import Chip from '@mui/material/Chip';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

const pulse = keyframes`
  0%, 100% { box-shadow: 0 0 0 0 rgba(249, 115, 91, 0.5); }
  50% { box-shadow: 0 0 0 6px rgba(249, 115, 91, 0); }
`;

/** "Live", pulsing gently (DESIGN.md), still for people who ask for reduced motion. */
export function LiveChip() {
  const { t } = useTranslation();
  return (
    <Chip
      icon={<SensorsIcon />}
      label={t('events.card.live')}
      color="secondary"
      size="small"
      sx={{ animation: `${pulse} 2s ease-in-out infinite`, '@media (prefers-reduced-motion: reduce)': { animation: 'none' } }}
    />
  );
}
