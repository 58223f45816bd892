import Typography from '@mui/material/Typography';
import type { ClassroomTask } from '@parley/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../../ui/Carousel.tsx';
import { TaskCard } from './TaskCard.tsx';
import '../texts.ts';

/** "Student view": the tab's tasks one at a time, as a student flips through them. */
export function TaskCarousel({ tasks }: { tasks: ClassroomTask[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Carousel
      labelledBy={headingId}
      count={tasks.length}
      heading={
        <Typography id={headingId} variant="h3" sx={{ fontSize: '1.1rem' }}>
          {t('classroom.carousel.label')}
        </Typography>
      }
      previousLabel={t('classroom.carousel.previous')}
      nextLabel={t('classroom.carousel.next')}
      slideSx={{ maxWidth: 640, width: 1, mx: 'auto' }}
      renderSlide={(index) => <TaskCard task={tasks[index]!} number={index + 1} />}
    />
  );
}
