import Box from '@mui/material/Box';
import { INTERVIEW_STEPS } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../ui/VisuallyHidden.tsx';
import '../texts.ts';

/** The spec's six progress dots: done ones filled, the current one larger and ringed (not colour alone). */
export function ProgressDots({ counter }: { counter: number }) {
  const { t } = useTranslation();
  return (
    <Box
      component="ol"
      aria-label={t('interview.session.progress', { current: counter + 1, total: INTERVIEW_STEPS })}
      sx={{ display: 'flex', gap: 1.5, listStyle: 'none', m: 0, p: 0, alignItems: 'center' }}
    >
      {Array.from({ length: INTERVIEW_STEPS }, (_, step) => {
        const current = step === counter;
        const done = step < counter;
        const name = current ? 'stepCurrent' : done ? 'stepDone' : 'step';
        return (
          <Box
            component="li"
            key={step}
            aria-current={current ? 'step' : undefined}
            data-testid="progress-dot"
            sx={{
              width: current ? 16 : 12,
              height: current ? 16 : 12,
              borderRadius: 999,
              bgcolor: done || current ? 'primary.main' : 'transparent',
              border: 2,
              borderColor: 'primary.main',
              outline: current ? 2 : 0,
              outlineColor: 'primary.main',
              outlineOffset: 2,
            }}
          >
            <VisuallyHidden>{t(`interview.session.${name}`, { step: step + 1 })}</VisuallyHidden>
          </Box>
        );
      })}
    </Box>
  );
}
