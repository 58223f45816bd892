import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { ROUTES, type Progress } from '@parley/contracts';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { PracticeResults } from './PracticeResults.tsx';
import { ProgressTotals } from './ProgressTotals.tsx';
import '../texts.ts';

const ProgressCharts = lazy(() => import('./ProgressCharts.tsx'));

export const ChartsSkeleton = () => {
  const { t } = useTranslation();
  return <Skeleton variant="rounded" height={340} aria-label={t('progress.loadingCharts')} />;
};

/**
 * One learner's progress: totals, practice workshops and the charts (loaded apart). `own` offers the way to a first
 * recording; a teacher or an administrator looking at someone else's gets no such button.
 */
export function LearnerProgress({ progress, own }: { progress: Progress; own: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <ProgressTotals totals={progress.totals} />
      <PracticeResults practice={progress.practice} />
      {progress.recordings.length === 0 && (
        <EmptyState
          title={t('progress.noRecordings.title')}
          hint={t('progress.noRecordings.hint')}
          action={
            own ? (
              <Button variant="contained" component={Link} to={ROUTES.dashboardFeedback}>
                {t('progress.noRecordings.action')}
              </Button>
            ) : undefined
          }
        />
      )}
      <Suspense fallback={<ChartsSkeleton />}>
        <ProgressCharts progress={progress} />
      </Suspense>
    </Stack>
  );
}
