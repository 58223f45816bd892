import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface CarouselProps {
  /** The id of the visible heading that names the carousel. */
  labelledBy: string;
  count: number;
  renderSlide: (index: number) => ReactNode;
  /** Above the slide, inside the carousel: its heading. */
  heading?: ReactNode;
  /** Between the previous and next buttons (dots); the position as text ("2 of 5") when not given. */
  middle?: (index: number, go: (index: number) => void) => ReactNode;
  previousLabel?: string;
  nextLabel?: string;
  slideSx?: SxProps<Theme>;
}

/**
 * A carousel that only moves when asked (no autoplay: people read at their own pace). The buttons and the arrow keys
 * move it, wrapping round; screen readers hear the new slide through a polite live region (WAI-ARIA carousel).
 */
export function Carousel({ labelledBy, count, renderSlide, heading, middle, previousLabel, nextLabel, slideSx }: CarouselProps) {
  const { t } = useTranslation();
  const [requested, setIndex] = useState(0);
  // A slide can go while it is shown (a task deleted): the carousel then shows the last one.
  const index = Math.min(requested, count - 1);
  if (count === 0) return null;
  const go = (next: number) => setIndex((next + count) % count);
  const position = t('slides.slide', { current: index + 1, total: count });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {heading}
      <Box role="group" aria-roledescription="slide" aria-label={position} aria-live="polite" sx={slideSx}>
        {renderSlide(index)}
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <IconButton onClick={() => go(index - 1)} aria-label={previousLabel ?? t('slides.previous')}>
          <ChevronLeftIcon />
        </IconButton>
        {middle ? middle(index, go) : <Box aria-hidden>{position}</Box>}
        <IconButton onClick={() => go(index + 1)} aria-label={nextLabel ?? t('slides.next')}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
    </Box>
  );
}
