import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Slide {
  title: string;
  body: string;
  icon?: ReactNode;
}

interface DotsProps {
  title: string;
  slides: Slide[];
  current: number;
  onPick: (index: number) => void;
}

/** One dot per slide, the current one filled; each is a button to its slide. */
function SlideDots({ title, slides, current, onPick }: DotsProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} role="group" aria-label={t('slides.carousel', { title })}>
      {slides.map((item, i) => (
        <Box
          key={item.title}
          component="button"
          type="button"
          aria-label={t('slides.goTo', { number: i + 1 })}
          aria-current={i === current ? 'true' : undefined}
          onClick={() => onPick(i)}
          sx={{
            width: 24,
            height: 24,
            p: 0,
            border: 0,
            cursor: 'pointer',
            bgcolor: 'transparent',
            display: 'grid',
            placeItems: 'center',
            '&::after': {
              content: '""',
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: i === current ? 'primary.main' : 'text.disabled',
            },
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', borderRadius: '50%' },
          }}
        />
      ))}
    </Stack>
  );
}

/**
 * A short carousel that only moves when asked (no autoplay: people read at their own pace). Buttons, dots and
 * the arrow keys move it; screen readers hear the new slide through a polite live region (WAI-ARIA carousel).
 */
export function Slideshow({ title, slides, headingLevel = 2 }: { title: string; slides: Slide[]; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const headingId = useId();
  const go = (next: number) => setIndex((next + slides.length) % slides.length);
  const slide = slides[index];
  if (!slide) return null;
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
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography id={headingId} variant="h3" component={`h${headingLevel}`} sx={{ fontSize: '1.15rem' }}>
        {title}
      </Typography>
      <Box
        role="group"
        aria-roledescription="slide"
        aria-label={t('slides.slide', { current: index + 1, total: slides.length })}
        aria-live="polite"
        sx={{ minHeight: 120, p: 2, borderRadius: 3, bgcolor: 'action.hover' }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          {slide.icon && <Box sx={{ color: 'primary.main', fontSize: 40, lineHeight: 0 }}>{slide.icon}</Box>}
          <Box>
            <Typography component="p" sx={{ fontWeight: 600, mb: 0.5 }}>
              {slide.title}
            </Typography>
            <Typography component="p">{slide.body}</Typography>
          </Box>
        </Stack>
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <IconButton onClick={() => go(index - 1)} aria-label={t('slides.previous')}>
          <ChevronLeftIcon />
        </IconButton>
        <SlideDots title={title} slides={slides} current={index} onPick={setIndex} />
        <IconButton onClick={() => go(index + 1)} aria-label={t('slides.next')}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
    </Box>
  );
}
