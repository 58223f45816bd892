import Box from '@mui/material/Box';
import type { FeedbackChunk } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { formatMmSs } from '../../../lib/format/mm-ss.ts';
import { CATEGORY_COLOURS } from '../lib/categories.ts';
import '../texts.ts';

interface Props {
  duration: number;
  chunks: FeedbackChunk[];
  time: number;
  onSeek: (seconds: number) => void;
}

/** The recording as a bar with a marker per finding, coloured by kind; each marker is a button that plays from there. */
export function Timeline({ duration, chunks, time, onSeek }: Props) {
  const { t } = useTranslation();
  const at = (seconds: number) => `${Math.min(100, (seconds / Math.max(duration, 0.001)) * 100)}%`;
  return (
    <Box
      role="group"
      aria-label={t('feedback.timeline')}
      sx={{ position: 'relative', height: 28, borderRadius: 999, bgcolor: 'action.hover', my: 1 }}
    >
      <Box
        aria-hidden
        sx={{ position: 'absolute', left: 0, top: 0, bottom: 0, width: at(time), borderRadius: 999, bgcolor: 'action.selected' }}
      />
      {chunks.map((chunk) => {
        const kind = chunk.error_type ?? 'COMMENT';
        return (
          <Box
            key={chunk.id}
            component="button"
            type="button"
            aria-label={t('feedback.marker', { kind: t(`feedback.category.${kind}`), at: formatMmSs(chunk.start_time) })}
            onClick={() => onSeek(chunk.start_time)}
            sx={{
              position: 'absolute',
              left: at(chunk.start_time),
              top: 4,
              width: 10,
              height: 20,
              ml: '-5px',
              p: 0,
              border: 2,
              borderColor: 'background.paper',
              borderRadius: 1,
              bgcolor: CATEGORY_COLOURS[kind],
              cursor: 'pointer',
              '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
            }}
          />
        );
      })}
    </Box>
  );
}
