import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { reportQueryOptions } from '../api/report.ts';
import { sessionOfRecordingQueryOptions } from '../api/sessions.ts';
import { AnswerList } from './AnswerList.tsx';
import { BandTable } from './BandTable.tsx';
import '../texts.ts';

/**
 * The practice report under a recording's feedback, when the recording was a practice session: a skeleton while the
 * recording is processed (asked again until it is), then the bands (IELTS) and the answers. Nothing otherwise.
 */
export function InterviewReport({ recordingId }: { recordingId: number }) {
  const session = useQuery(sessionOfRecordingQueryOptions(recordingId));
  if (!session.data) return null;
  return <ReportOf sessionId={session.data.id} />;
}

function ReportOf({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation();
  const report = useQuery(reportQueryOptions(sessionId));
  const data = report.data;
  // A failed recording has nothing more coming: what was measured, if anything, is shown.
  const ready = data !== undefined && (data.processing_status === 'PROCESSED' || data.processing_status === 'FAILED');
  return (
    <Stack component="section" aria-labelledby="report-title" spacing={2} data-testid="interview-report">
      <Typography id="report-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('interview.report.title')}
      </Typography>
      {report.isError && <ErrorAlert error={report.error} />}
      {!report.isError && !ready && (
        <Stack spacing={1} role="status" aria-label={t('interview.report.loading')}>
          <Skeleton variant="rounded" height={32} />
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={96} />
        </Stack>
      )}
      {ready && data.workshop === 'ielts' && <BandTable bands={data.bands} />}
      {ready && <AnswerList answers={data.answers} withStructure={data.workshop === 'job-interview'} />}
    </Stack>
  );
}
