import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { TranscriptLine } from '@parley/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../ui/VisuallyHidden.tsx';
import { formatMmSs } from '../../../lib/format/mm-ss.ts';
import { currentLineIndex, currentWordIndex } from '../lib/playback.ts';
import '../texts.ts';

/** The transcript, following the audio: the line being spoken is marked and kept in view; a line plays from its start. */
export function Transcript({ lines, time, onSeek }: { lines: TranscriptLine[]; time: number; onSeek: (s: number) => void }) {
  const { t } = useTranslation();
  const current = currentLineIndex(lines, time);
  const word = currentWordIndex(lines[current], time);
  const currentRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    currentRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);
  if (lines.length === 0)
    return (
      <Typography color="text.secondary" role="status">
        {t('feedback.noSpeech')}
      </Typography>
    );
  return (
    <Box
      component="ol"
      aria-label={t('feedback.transcript')}
      sx={{ m: 0, p: 0, listStyle: 'none', maxHeight: 360, overflowY: 'auto' }}
    >
      {lines.map((line, i) => (
        <li key={line.id}>
          <ButtonBase
            ref={i === current ? currentRef : undefined}
            aria-current={i === current ? 'time' : undefined}
            onClick={() => onSeek(line.startSeconds)}
            sx={{
              display: 'flex',
              gap: 1.5,
              width: '100%',
              justifyContent: 'flex-start',
              textAlign: 'left',
              px: 1.5,
              py: 1,
              borderRadius: 2,
              bgcolor: i === current ? 'action.selected' : 'transparent',
            }}
          >
            <Typography component="span" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 40 }}>
              <VisuallyHidden>{t('feedback.playFromHidden')} </VisuallyHidden>
              {formatMmSs(line.startSeconds)}
            </Typography>
            <Typography component="span">
              {line.words.map((w, n) => (
                <Box
                  key={n}
                  component="span"
                  sx={
                    i === current && n === word
                      ? { bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1 }
                      : undefined
                  }
                >
                  {n > 0 ? ' ' : ''}
                  {w.word}
                </Box>
              ))}
            </Typography>
          </ButtonBase>
        </li>
      ))}
    </Box>
  );
}
