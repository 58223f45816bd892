import Chip from '@mui/material/Chip';
import type { CefrLevel } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

/** A word's CEFR level, written out for screen readers ("Level B1"). */
export function LevelChip({ level }: { level: CefrLevel }) {
  const { t } = useTranslation();
  return <Chip size="small" label={level} aria-label={t('vocabulary.level', { level })} variant="outlined" />;
}
