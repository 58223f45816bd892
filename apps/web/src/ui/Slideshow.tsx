import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Carousel } from './Carousel.tsx';

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

/** A short carousel of titled slides with one dot per slide (the events page's "What to Expect"). */
export function Slideshow({ title, slides, headingLevel = 2 }: { title: string; slides: Slide[]; headingLevel?: 2 | 3 }) {
  const headingId = useId();
  return (
    <Carousel
      labelledBy={headingId}
      count={slides.length}
      heading={
        <Typography id={headingId} variant="h3" component={`h${headingLevel}`} sx={{ fontSize: '1.15rem' }}>
          {title}
        </Typography>
      }
      slideSx={{ minHeight: 120, p: 2, borderRadius: 3, bgcolor: 'action.hover' }}
      renderSlide={(index) => <SlideBody slide={slides[index]!} />}
      middle={(index, go) => <SlideDots title={title} slides={slides} current={index} onPick={go} />}
    />
  );
}

function SlideBody({ slide }: { slide: Slide }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      {slide.icon && <Box sx={{ color: 'primary.main', fontSize: 40, lineHeight: 0 }}>{slide.icon}</Box>}
      <Box>
        <Typography component="p" sx={{ fontWeight: 600, mb: 0.5 }}>
          {slide.title}
        </Typography>
        <Typography component="p">{slide.body}</Typography>
      </Box>
    </Stack>
  );
}
