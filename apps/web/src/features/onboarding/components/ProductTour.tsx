import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tourSelector, type TourStep } from '../lib/tour.ts';
import '../texts.ts';

export interface TourExit {
  completed_all_steps: boolean;
  steps_seen: number;
}

/** A ring around the element the step explains; it follows scrolling and resizing and never takes clicks. */
function Highlight({ element }: { element: Element }) {
  const [rect, setRect] = useState(() => element.getBoundingClientRect());
  useLayoutEffect(() => {
    const measure = () => setRect(element.getBoundingClientRect());
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [element]);
  return (
    <Portal>
      <Box
        aria-hidden
        sx={{
          position: 'fixed',
          top: rect.top - 4,
          left: rect.left - 4,
          width: rect.width + 8,
          height: rect.height + 8,
          borderRadius: 2,
          outline: 3,
          outlineColor: 'primary.main',
          pointerEvents: 'none',
          zIndex: 'modal',
        }}
      />
    </Portal>
  );
}

/**
 * The product tour: one step at a time, each pointing at an element of the shell. Back, Next (Finish on the last
 * step) and Skip; Escape skips. The caller starts it only once every target exists and learns how it ended.
 */
export function ProductTour({ steps, onExit }: { steps: readonly TourStep[]; onExit: (exit: TourExit) => void }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [seen, setSeen] = useState(1);
  const card = useRef<HTMLDivElement>(null);
  const step = steps[index]!;
  const anchor = document.querySelector(tourSelector(step.target));
  const last = index === steps.length - 1;

  useEffect(() => {
    anchor?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    card.current?.focus();
  }, [anchor]);

  const go = (next: number) => {
    setIndex(next);
    setSeen((count) => Math.max(count, next + 1));
  };
  const exit = (completed: boolean) => onExit({ completed_all_steps: completed, steps_seen: completed ? steps.length : seen });

  if (!anchor) return null;
  return (
    <>
      <Highlight element={anchor} />
      <Popper open anchorEl={anchor} placement="bottom-start" sx={{ zIndex: 'modal', maxWidth: 360, p: 1 }}>
        <Paper
          ref={card}
          role="dialog"
          aria-modal="false"
          aria-labelledby="tour-title"
          aria-describedby="tour-text"
          tabIndex={-1}
          elevation={8}
          onKeyDown={(event) => {
            if (event.key === 'Escape') exit(false);
          }}
          sx={{ p: 2, outline: 'none' }}
        >
          <Typography variant="caption" color="text.secondary">
            {t('onboardingDialogs.tour.label')} · {t('onboardingDialogs.tour.step', { current: index + 1, total: steps.length })}
          </Typography>
          <Typography id="tour-title" variant="h3" sx={{ mt: 0.5 }}>
            {t(`onboardingDialogs.tour.${step.text}.title`)}
          </Typography>
          <Typography id="tour-text" variant="body2" sx={{ mt: 1 }}>
            {t(`onboardingDialogs.tour.${step.text}.text`)}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
            <Button size="small" onClick={() => exit(false)} sx={{ mr: 'auto' }}>
              {t('onboardingDialogs.tour.skip')}
            </Button>
            {index > 0 && (
              <Button size="small" onClick={() => go(index - 1)}>
                {t('onboardingDialogs.tour.back')}
              </Button>
            )}
            <Button size="small" variant="contained" onClick={() => (last ? exit(true) : go(index + 1))}>
              {last ? t('onboardingDialogs.tour.finish') : t('onboardingDialogs.tour.next')}
            </Button>
          </Stack>
        </Paper>
      </Popper>
    </>
  );
}
