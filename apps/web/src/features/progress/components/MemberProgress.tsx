import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { memberProgressQueryOptions } from '../api/progress.ts';
import { ChartsSkeleton, LearnerProgress } from './LearnerProgress.tsx';
import '../texts.ts';

/** An organisation member's progress for its administrator (ADR 0073), drawn as the member's own page draws it. */
export function MemberProgress({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const progress = useQuery(memberProgressQueryOptions(userId));
  if (progress.isPending)
    return (
      <Stack spacing={2} aria-busy>
        <Skeleton variant="rounded" height={100} aria-label={t('app.loading')} />
        <ChartsSkeleton />
      </Stack>
    );
  if (progress.isError) return <ErrorAlert error={progress.error} />;
  return <LearnerProgress progress={progress.data} own={false} />;
}
