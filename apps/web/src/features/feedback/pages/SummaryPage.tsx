import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { ROUTES, type FeedbackErrorType } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, generatePath, useParams } from 'react-router';
import { readableSlug } from '../../../lib/format/readable-slug.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { recordingQueryOptions } from '../api/feedback.ts';
import { CategoryChip } from '../components/CategoryChip.tsx';
import { FluencyFigures } from '../components/FluencyFigures.tsx';
import { frequentErrors } from '../lib/playback.ts';
import '../texts.ts';

/** /dashboard/summary/{id}: the fluency figures and the most frequent mistakes of one recording. */
export function SummaryPage() {
  const { t } = useTranslation();
  const recordingId = Number(useParams().feedbackId);
  const recording = useQuery({
    ...recordingQueryOptions(recordingId),
    enabled: Number.isInteger(recordingId) && recordingId > 0,
  });
  if (recording.isPending) return <Skeleton variant="rounded" height={240} aria-label={t('app.loading')} />;
  if (recording.isError) return <ErrorAlert error={recording.error} />;
  const { feedback } = recording.data;
  const errors = frequentErrors(feedback.chunks);
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Typography variant="h1">{t('feedback.summary.title')}</Typography>
        <Button component={RouterLink} to={generatePath(ROUTES.dashboardFeedbackItem, { feedbackId: String(recordingId) })}>
          {t('feedback.summary.back')}
        </Button>
      </Stack>
      {feedback.fluency && <FluencyFigures fluency={feedback.fluency} />}
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('feedback.summary.frequent')}
      </Typography>
      {errors.length === 0 ? (
        <Typography role="status">{t('feedback.summary.none')}</Typography>
      ) : (
        <Table size="small" aria-label={t('feedback.summary.frequent')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('feedback.summary.kind')}</TableCell>
              <TableCell />
              <TableCell align="right">{t('feedback.summary.count')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {errors.map((error) => (
              <TableRow key={error.key}>
                <TableCell>
                  <CategoryChip type={error.type as FeedbackErrorType} />
                </TableCell>
                <TableCell>{readableSlug(error.key.split(':')[1]!)}</TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {error.count}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
